// Beside the live video: the drone's state and the camera controls for members of the pilot's
// organisation (issue 12 §5). Each control shows only when the pilot app's version offers it
// (platform-core §4); while the pilot has locked control, others see why the controls are off,
// and the pilot (the stream's host) sees who controls and the lock switch.
import Battery from '@mui/icons-material/Battery80';
import CameraAlt from '@mui/icons-material/CameraAlt';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import Lock from '@mui/icons-material/LockOutlined';
import SettingsRemote from '@mui/icons-material/SettingsRemote';
import Stop from '@mui/icons-material/Stop';
import {
  Alert,
  Box,
  Button,
  Chip,
  FormControlLabel,
  Paper,
  Slider,
  Stack,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { GIMBAL_PITCH_MAX, GIMBAL_PITCH_MIN, type TLensType } from '@sortie/domain/contracts';
import { useEffect, useState } from 'react';
import { AnnotationList } from './annotation-list.tsx';
import type { StreamControl } from './use-stream-control.ts';
import { useTranslation } from 'react-i18next';

/** Straight down and straight ahead, marked under the gimbal slider. */
const PITCH_MARKS = [
  { value: -90, label: '-90°' },
  { value: 0, label: '0°' },
];

export function CameraPanel(props: {
  control: StreamControl;
  /** The signed-in user is the stream's host (the pilot). */
  isHost: boolean;
  annotating: boolean;
  onAnnotatingChange: (on: boolean) => void;
}) {
  const { control: c, isHost } = props;
  const camera = c.camera;
  const locked = Boolean(c.control?.locked) && !isHost;
  const { t } = useTranslation('streams');
  const lensLabel = (lens: TLensType) => t(`camera.lens.${lens}`);
  const [pitch, setPitch] = useState(camera?.gimbal_pitch ?? 0);
  useEffect(() => {
    if (camera) setPitch(camera.gimbal_pitch);
  }, [camera]);

  if (!camera) {
    return (
      <Paper variant="outlined" sx={{ p: 2, mt: 2 }} data-testid="camera-panel">
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('camera.waitingForPilot')}
        </Typography>
        <AnnotationList
          control={c}
          annotating={props.annotating}
          onAnnotatingChange={props.onAnnotatingChange}
        />
      </Paper>
    );
  }
  const modeBusy = c.pending.has('set_drone_camera_mode');
  const photoBusy = c.pending.has('capture_photo');
  const recordBusy = c.pending.has('toggle_video_record');
  const lensBusy = c.pending.has('set_lens_type');
  const pitchBusy = c.pending.has('set_gimbal_pitch');
  const controller = c.control?.controller;
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} data-testid="camera-panel">
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>
          {t('camera.title')}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          label={t('camera.appVersion', { version: camera.app_version })}
        />
        {c.drone && c.has('drone_battery') && (
          <Chip
            size="small"
            icon={<Battery />}
            label={t('camera.droneBattery', { percent: Math.round(c.drone.battery_percent) })}
          />
        )}
        {c.drone && c.has('rc_battery') && (
          <Chip
            size="small"
            icon={<SettingsRemote />}
            label={t('camera.rcBattery', { percent: Math.round(c.drone.rc_battery_percent) })}
          />
        )}
        {c.drone && c.has('drone_health') && (
          <Chip
            size="small"
            color={
              c.drone.health === 'ok'
                ? 'success'
                : c.drone.health === 'warning'
                  ? 'warning'
                  : 'error'
            }
            label={c.drone.health_note ?? t(`camera.health.${c.drone.health}`)}
            data-testid="drone-health"
          />
        )}
        {c.weather && c.has('weather') && (
          <Chip
            size="small"
            variant="outlined"
            data-testid="weather"
            label={t('camera.weather', {
              condition: c.weather.condition,
              temperature: Math.round(c.weather.temperature_c),
              wind: c.weather.wind_speed_ms.toFixed(1),
            })}
          />
        )}
      </Stack>

      <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="camera-controller">
        {controller
          ? t('camera.controlledBy', { name: controller.name ?? t('camera.aMember') })
          : t('camera.noController')}
        {c.control?.locked ? ` · ${t('camera.lockedByPilot')}` : ''}
      </Typography>
      {isHost && c.has('camera_control_lock') && (
        <FormControlLabel
          control={
            <Switch
              checked={Boolean(c.control?.locked)}
              onChange={(e) => c.setLocked(e.target.checked)}
            />
          }
          label={t('camera.lockControl')}
        />
      )}
      {locked && (
        <Alert severity="info" icon={<Lock />} sx={{ my: 1 }}>
          {t('camera.lockedNotice')}
        </Alert>
      )}

      <Stack
        direction="row"
        spacing={2}
        sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1, rowGap: 1 }}
      >
        {c.has('camera_mode_switch') && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={camera.mode}
            disabled={locked || modeBusy}
            aria-label={t('camera.mode')}
            onChange={(_e, mode: 'photo' | 'video' | null) => {
              if (mode && mode !== camera.mode)
                c.command({ command: 'set_drone_camera_mode', mode });
            }}
          >
            <ToggleButton value="photo">{t('camera.photo')}</ToggleButton>
            <ToggleButton value="video">{t('camera.video')}</ToggleButton>
          </ToggleButtonGroup>
        )}
        {c.has('photo_capture') && camera.mode === 'photo' && (
          <Button
            variant="contained"
            startIcon={<CameraAlt />}
            disabled={locked || photoBusy}
            onClick={() => c.command({ command: 'capture_photo' })}
          >
            {t('camera.capturePhoto')}
          </Button>
        )}
        {c.has('video_record') && camera.mode === 'video' && (
          <Button
            variant="contained"
            color={camera.recording ? 'inherit' : 'error'}
            startIcon={camera.recording ? <Stop /> : <FiberManualRecord />}
            disabled={locked || recordBusy}
            onClick={() => c.command({ command: 'toggle_video_record', start: !camera.recording })}
          >
            {camera.recording ? t('camera.stopRecording') : t('camera.startRecording')}
          </Button>
        )}
        {c.has('lens_switch') && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={camera.lens}
            disabled={locked || lensBusy}
            aria-label={t('camera.lensLabel')}
            onChange={(_e, lens: TLensType | null) => {
              if (lens && lens !== camera.lens) c.command({ command: 'set_lens_type', lens });
            }}
          >
            {camera.lenses.map((lens) => (
              <ToggleButton key={lens} value={lens}>
                {lensLabel(lens)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        <Typography variant="body2" data-testid="camera-state">
          {camera.mode === 'photo'
            ? t('camera.state.photo', { count: camera.photos_taken })
            : camera.recording
              ? t('camera.state.recording')
              : t('camera.state.video')}
          {` · ${t('camera.state.lensAndGimbal', { lens: lensLabel(camera.lens), pitch: camera.gimbal_pitch })}`}
        </Typography>
      </Stack>
      {c.has('gimbal_pitch') && (
        <Box sx={{ maxWidth: 360, mt: 1 }}>
          <Typography variant="body2" id="gimbal-pitch-label">
            {t('camera.gimbalPitch')}
          </Typography>
          <Slider
            aria-labelledby="gimbal-pitch-label"
            min={GIMBAL_PITCH_MIN}
            max={GIMBAL_PITCH_MAX}
            step={1}
            value={pitch}
            valueLabelDisplay="auto"
            valueLabelFormat={(v) => `${v}°`}
            marks={PITCH_MARKS}
            disabled={locked || pitchBusy}
            onChange={(_e, v) => setPitch(v)}
            onChangeCommitted={(_e, v) => c.command({ command: 'set_gimbal_pitch', pitch: v })}
          />
        </Box>
      )}
      <AnnotationList
        control={c}
        annotating={props.annotating}
        onAnnotatingChange={props.onAnnotatingChange}
      />
    </Paper>
  );
}
