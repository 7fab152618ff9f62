// Unit preferences per quantity (platform-core §3 unit_preferences, §9 units), with metric and
// imperial presets. Each change saves at once.
import { Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import {
  DEFAULT_UNIT_PREFERENCES,
  IMPERIAL_UNIT_PREFERENCES,
  formatArea,
  formatDistance,
  type TUnitPreferences,
} from '@sortie/domain';
import type { TUser } from '@sortie/domain/contracts';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { errorText } from '../../../lib/errors.ts';

type Key = keyof TUnitPreferences;
const OPTIONS: { key: Key; label: string; choices: { value: string; label: string }[] }[] = [
  {
    key: 'distance',
    label: 'Distance',
    choices: [
      { value: 'metric', label: 'Metric (m, km)' },
      { value: 'imperial', label: 'Imperial (ft, mi)' },
    ],
  },
  {
    key: 'height',
    label: 'Height',
    choices: [
      { value: 'metric', label: 'Metres' },
      { value: 'imperial', label: 'Feet' },
    ],
  },
  {
    key: 'speed',
    label: 'Speed',
    choices: [
      { value: 'm/s', label: 'm/s' },
      { value: 'km/h', label: 'km/h' },
      { value: 'mi/h', label: 'mi/h' },
    ],
  },
  {
    key: 'area',
    label: 'Area',
    choices: [
      { value: 'acres', label: 'Acres' },
      { value: 'ha', label: 'Hectares' },
      { value: 'sq. km', label: 'Square kilometres' },
      { value: 'sq. m', label: 'Square metres' },
    ],
  },
  {
    key: 'temperature',
    label: 'Temperature',
    choices: [
      { value: 'C', label: '°C' },
      { value: 'F', label: '°F' },
    ],
  },
];

const same = (a: TUnitPreferences, b: TUnitPreferences) =>
  (Object.keys(a) as Key[]).every((k) => a[k] === b[k]);

export function UnitPreferences({ user }: { user: TUser }) {
  const update = useUpdateUser(user.id);
  const prefs = { ...DEFAULT_UNIT_PREFERENCES, ...user.unit_preferences };
  const save = (next: TUnitPreferences) =>
    update.mutate(
      { unit_preferences: next },
      {
        onSuccess: () => notify('Units saved'),
        onError: (e) => notifyError(errorText(e)),
      },
    );

  const example = `${formatDistance(1500, prefs, { unit: 'km' }).text} · ${formatArea(40468.6, prefs).text}`;

  return (
    <Paper variant="outlined" sx={{ p: 2.5, maxWidth: 560 }} data-testid="unit-preferences">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between">
        <Box>
          <Typography variant="h6" component="h2">
            Units
          </Typography>
          <Typography variant="body2" color="text.secondary">
            For example: {example}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} alignItems="center">
          <Button
            size="small"
            variant={same(prefs, DEFAULT_UNIT_PREFERENCES) ? 'contained' : 'outlined'}
            onClick={() => save(DEFAULT_UNIT_PREFERENCES)}
            disabled={update.isPending}
          >
            Metric
          </Button>
          <Button
            size="small"
            variant={same(prefs, IMPERIAL_UNIT_PREFERENCES) ? 'contained' : 'outlined'}
            onClick={() => save(IMPERIAL_UNIT_PREFERENCES)}
            disabled={update.isPending}
          >
            Imperial
          </Button>
        </Stack>
      </Stack>
      <Box
        sx={{
          mt: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        {OPTIONS.map((o) => (
          <TextField
            key={o.key}
            select
            size="small"
            label={o.label}
            value={prefs[o.key]}
            disabled={update.isPending}
            onChange={(e) => save({ ...prefs, [o.key]: e.target.value })}
            slotProps={{ select: { inputProps: { 'data-testid': `unit-${o.key}` } } }}
          >
            {o.choices.map((c) => (
              <MenuItem key={c.value} value={c.value}>
                {c.label}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
    </Paper>
  );
}
