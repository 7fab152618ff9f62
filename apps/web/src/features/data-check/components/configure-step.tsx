// Step 2, Configure: what was planned (altitude or GSD, overlaps), the camera (detected from EXIF
// or picked from the catalogue) and, signed in, a site to check coverage against.
import type { TListSensorsResponse, TMission } from '@sortie/domain/contracts';
import {
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SiteOption } from '../api/site-options.ts';

export type ConfigForm = {
  by: 'altitude' | 'gsd';
  altitudeM: string;
  gsdCm: string;
  front: string;
  side: string;
  /** 'auto' = detect from EXIF. */
  cameraId: string;
  siteId: string;
  /** The site's mission the plan was read from ('' = typed by hand). */
  missionId: string;
  mapping: boolean;
};

export const DEFAULT_FORM: ConfigForm = {
  by: 'altitude',
  altitudeM: '80',
  gsdCm: '2',
  front: '75',
  side: '65',
  cameraId: 'auto',
  siteId: '',
  missionId: '',
  mapping: true,
};

/** Field errors of the form as dataCheck catalogue keys; empty when it can run. */
export function formErrors(f: ConfigForm): Partial<Record<keyof ConfigForm, string>> {
  const out: Partial<Record<keyof ConfigForm, string>> = {};
  const inRange = (v: string, lo: number, hi: number) => {
    const n = Number(v);
    return v.trim() !== '' && Number.isFinite(n) && n >= lo && n <= hi;
  };
  if (f.by === 'altitude' && !inRange(f.altitudeM, 1, 2000))
    out.altitudeM = 'configure.errors.altitude';
  if (f.by === 'gsd' && !inRange(f.gsdCm, 0.05, 100)) out.gsdCm = 'configure.errors.gsd';
  if (!inRange(f.front, 0, 99)) out.front = 'configure.errors.overlap';
  if (!inRange(f.side, 0, 99)) out.side = 'configure.errors.overlap';
  return out;
}

export function ConfigureStep(props: {
  form: ConfigForm;
  onChange: (f: ConfigForm) => void;
  cameras: TListSensorsResponse;
  sites: SiteOption[] | null;
  /** The chosen site's mapping missions (null: no site chosen, or still loading). */
  missions: TMission[] | null;
  onSite: (siteId: string) => void;
  onMission: (missionId: string) => void;
}) {
  const { form, onChange, cameras, sites, missions } = props;
  const { t } = useTranslation('dataCheck');
  const mission = missions?.find((m) => m.id === form.missionId) ?? null;
  const fromMission = mission ? t('configure.fromMission', { name: mission.name }) : undefined;
  const keys = formErrors(form);
  const errors = Object.fromEntries(Object.entries(keys).map(([k, v]) => [k, t(v)])) as typeof keys;
  const set = (patch: Partial<ConfigForm>) => onChange({ ...form, ...patch });
  const mappingCameras = cameras.filter(
    (c) =>
      c.sensor_attributes.focal_length_mm &&
      c.sensor_attributes.sensor_width_mm &&
      c.sensor_attributes.image_width_px,
  );
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={form.by}
        onChange={(_, v: ConfigForm['by'] | null) => v && set({ by: v })}
        aria-label={t('configure.planBy')}
      >
        <ToggleButton value="altitude">{t('configure.altitude')}</ToggleButton>
        <ToggleButton value="gsd">{t('configure.gsd')}</ToggleButton>
      </ToggleButtonGroup>
      {form.by === 'altitude' ? (
        <TextField
          label={t('configure.altitudeLabel')}
          type="number"
          value={form.altitudeM}
          onChange={(e) => set({ altitudeM: e.target.value })}
          error={Boolean(errors.altitudeM)}
          helperText={errors.altitudeM ?? fromMission ?? t('configure.altitudeHelp')}
        />
      ) : (
        <TextField
          label={t('configure.gsdLabel')}
          type="number"
          value={form.gsdCm}
          onChange={(e) => set({ gsdCm: e.target.value })}
          error={Boolean(errors.gsdCm)}
          helperText={errors.gsdCm ?? fromMission}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          fullWidth
          label={t('configure.front')}
          type="number"
          value={form.front}
          onChange={(e) => set({ front: e.target.value })}
          error={Boolean(errors.front)}
          helperText={errors.front}
        />
        <TextField
          fullWidth
          label={t('configure.side')}
          type="number"
          value={form.side}
          onChange={(e) => set({ side: e.target.value })}
          error={Boolean(errors.side)}
          helperText={errors.side}
        />
      </Stack>
      <TextField
        select
        label={t('configure.camera')}
        value={form.cameraId}
        onChange={(e) => set({ cameraId: e.target.value })}
      >
        <MenuItem value="auto">{t('configure.detect')}</MenuItem>
        {mission?.camera && <MenuItem value="mission">{t('configure.missionCamera')}</MenuItem>}
        {mappingCameras.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.make} {c.model_name}
          </MenuItem>
        ))}
      </TextField>
      {sites && (
        <TextField
          select
          label={t('configure.site')}
          value={form.siteId}
          onChange={(e) => props.onSite(e.target.value)}
          helperText={t('configure.siteHelp')}
        >
          <MenuItem value="">{t('configure.noSite')}</MenuItem>
          {sites
            .filter((s) => s.ring)
            .map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
        </TextField>
      )}
      {sites && form.siteId && missions && (
        <TextField
          select
          label={t('configure.mission')}
          value={form.missionId}
          onChange={(e) => props.onMission(e.target.value)}
          helperText={missions.length ? t('configure.missionHelp') : t('configure.noMissions')}
        >
          <MenuItem value="">{t('configure.noMission')}</MenuItem>
          {missions.map((m) => (
            <MenuItem key={m.id} value={m.id}>
              {m.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <FormControlLabel
        control={
          <Switch checked={form.mapping} onChange={(e) => set({ mapping: e.target.checked })} />
        }
        label={t('configure.mapping')}
      />
    </Stack>
  );
}
