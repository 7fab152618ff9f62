// Drone and camera from the catalogue. Cameras are those that fit the drone, the workspace's
// recent cameras first; mapping kinds offer only cameras with full sensor geometry.
import { ListSubheader, MenuItem, TextField } from '@mui/material';
import type { TDroneAsset, TSensorAsset } from '@sortie/domain/contracts';
import { useMemo } from 'react';
import { cameraLabel, cameraOptions, droneLabel, pickCamera } from '../utils/camera-options.ts';
import { useTranslation } from 'react-i18next';

const NO_CAMERA = '__none__';

export function DroneCameraFields(props: {
  drones: readonly TDroneAsset[];
  sensors: readonly TSensorAsset[];
  recentCameraIds: readonly string[];
  droneId: string | null;
  cameraId: string | null;
  cameraRequired: boolean;
  onChange: (next: { drone_id: string | null; camera_id: string | null }) => void;
  errors: Record<string, string>;
  warnings: Record<string, string>;
  loading: boolean;
}) {
  const { t } = useTranslation('missions');
  const { drones, sensors, droneId, cameraId, cameraRequired } = props;
  const drone = drones.find((d) => d.id === droneId);
  const options = useMemo(
    () => cameraOptions(drone, sensors, props.recentCameraIds, cameraRequired),
    [drone, sensors, props.recentCameraIds, cameraRequired],
  );
  const sortedDrones = useMemo(
    () => [...drones].sort((a, b) => droneLabel(a).localeCompare(droneLabel(b))),
    [drones],
  );
  const cameraKnown =
    cameraId !== null && [...options.recent, ...options.others].some((s) => s.id === cameraId);

  return (
    <>
      <TextField
        select
        size="small"
        fullWidth
        label={t('drone.drone')}
        value={drone ? drone.id : ''}
        disabled={props.loading}
        onChange={(e) => {
          const next = drones.find((d) => d.id === e.target.value);
          const nextOptions = cameraOptions(next, sensors, props.recentCameraIds, cameraRequired);
          props.onChange({
            drone_id: next?.id ?? null,
            camera_id: pickCamera(cameraId, nextOptions, cameraRequired),
          });
        }}
        error={Boolean(props.errors.drone_id)}
        helperText={
          props.errors.drone_id ??
          props.warnings.drone_id ??
          (props.loading ? t('drone.loading') : undefined)
        }
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { 'data-testid': 'planner-drone' },
          formHelperText:
            !props.errors.drone_id && props.warnings.drone_id
              ? { sx: { color: 'warning.dark' } }
              : {},
        }}
      >
        {sortedDrones.map((d) => (
          <MenuItem key={d.id} value={d.id}>
            {droneLabel(d)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        fullWidth
        label={t('drone.camera')}
        value={cameraKnown ? cameraId : cameraRequired ? '' : NO_CAMERA}
        disabled={props.loading}
        onChange={(e) =>
          props.onChange({
            drone_id: droneId,
            camera_id: e.target.value === NO_CAMERA ? null : e.target.value,
          })
        }
        error={Boolean(props.errors.camera_id)}
        helperText={
          props.errors.camera_id ??
          (options.recent.length + options.others.length === 0 && !props.loading
            ? t('drone.noCamera')
            : undefined)
        }
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'planner-camera' } }}
      >
        {!cameraRequired && <MenuItem value={NO_CAMERA}>{t('drone.none')}</MenuItem>}
        {options.recent.length > 0 && <ListSubheader>{t('drone.recent')}</ListSubheader>}
        {options.recent.map((s) => (
          <MenuItem key={`r-${s.id}`} value={s.id}>
            {cameraLabel(s)}
          </MenuItem>
        ))}
        {options.recent.length > 0 && options.others.length > 0 && (
          <ListSubheader>{t('drone.all')}</ListSubheader>
        )}
        {options.others.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {cameraLabel(s)}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
