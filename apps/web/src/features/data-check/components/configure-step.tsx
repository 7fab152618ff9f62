// Step 2, Configure: what was planned (altitude or GSD, overlaps), the camera (detected from EXIF
// or picked from the catalogue) and, signed in, a site to check coverage against.
import type { TListSensorsResponse } from '@sortie/domain/contracts';
import {
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
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
  mapping: true,
};

/** Field errors of the form; empty when it can run. */
export function formErrors(f: ConfigForm): Partial<Record<keyof ConfigForm, string>> {
  const out: Partial<Record<keyof ConfigForm, string>> = {};
  const inRange = (v: string, lo: number, hi: number) => {
    const n = Number(v);
    return v.trim() !== '' && Number.isFinite(n) && n >= lo && n <= hi;
  };
  if (f.by === 'altitude' && !inRange(f.altitudeM, 1, 2000))
    out.altitudeM = 'Between 1 and 2000 m.';
  if (f.by === 'gsd' && !inRange(f.gsdCm, 0.05, 100)) out.gsdCm = 'Between 0.05 and 100 cm/px.';
  if (!inRange(f.front, 0, 99)) out.front = 'Between 0 and 99 %.';
  if (!inRange(f.side, 0, 99)) out.side = 'Between 0 and 99 %.';
  return out;
}

export function ConfigureStep(props: {
  form: ConfigForm;
  onChange: (f: ConfigForm) => void;
  cameras: TListSensorsResponse;
  sites: SiteOption[] | null;
}) {
  const { form, onChange, cameras, sites } = props;
  const errors = formErrors(form);
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
        aria-label="Plan by"
      >
        <ToggleButton value="altitude">Altitude</ToggleButton>
        <ToggleButton value="gsd">GSD</ToggleButton>
      </ToggleButtonGroup>
      {form.by === 'altitude' ? (
        <TextField
          label="Expected altitude above ground (m)"
          type="number"
          value={form.altitudeM}
          onChange={(e) => set({ altitudeM: e.target.value })}
          error={Boolean(errors.altitudeM)}
          helperText={errors.altitudeM ?? 'Used where the images carry no relative altitude.'}
        />
      ) : (
        <TextField
          label="Expected GSD (cm/px)"
          type="number"
          value={form.gsdCm}
          onChange={(e) => set({ gsdCm: e.target.value })}
          error={Boolean(errors.gsdCm)}
          helperText={errors.gsdCm}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          fullWidth
          label="Front overlap (%)"
          type="number"
          value={form.front}
          onChange={(e) => set({ front: e.target.value })}
          error={Boolean(errors.front)}
          helperText={errors.front}
        />
        <TextField
          fullWidth
          label="Side overlap (%)"
          type="number"
          value={form.side}
          onChange={(e) => set({ side: e.target.value })}
          error={Boolean(errors.side)}
          helperText={errors.side}
        />
      </Stack>
      <TextField
        select
        label="Camera"
        value={form.cameraId}
        onChange={(e) => set({ cameraId: e.target.value })}
      >
        <MenuItem value="auto">Detect from EXIF</MenuItem>
        {mappingCameras.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.make} {c.model_name}
          </MenuItem>
        ))}
      </TextField>
      {sites && (
        <TextField
          select
          label="Compare with a site"
          value={form.siteId}
          onChange={(e) => set({ siteId: e.target.value })}
          helperText="Coverage of the site's outline, with the gaps drawn."
        >
          <MenuItem value="">No site</MenuItem>
          {sites
            .filter((s) => s.ring)
            .map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
        </TextField>
      )}
      <FormControlLabel
        control={
          <Switch checked={form.mapping} onChange={(e) => set({ mapping: e.target.checked })} />
        }
        label="Nadir mapping mission (check the gimbal points straight down)"
      />
    </Stack>
  );
}
