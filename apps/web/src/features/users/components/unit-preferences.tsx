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
import { useTranslation } from 'react-i18next';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { errorText } from '../../../lib/errors.ts';

type Key = keyof TUnitPreferences;
// Labels are keys of the `users` namespace under units.*; a unit symbol (m/s, °C) is shown as is.
const OPTIONS: { key: Key; label: string; choices: { value: string; label: string }[] }[] = [
  {
    key: 'distance',
    label: 'distance',
    choices: [
      { value: 'metric', label: 'choice.distanceMetric' },
      { value: 'imperial', label: 'choice.distanceImperial' },
    ],
  },
  {
    key: 'height',
    label: 'height',
    choices: [
      { value: 'metric', label: 'choice.metres' },
      { value: 'imperial', label: 'choice.feet' },
    ],
  },
  {
    key: 'speed',
    label: 'speed',
    choices: [
      { value: 'm/s', label: 'm/s' },
      { value: 'km/h', label: 'km/h' },
      { value: 'mi/h', label: 'mi/h' },
    ],
  },
  {
    key: 'area',
    label: 'area',
    choices: [
      { value: 'acres', label: 'choice.acres' },
      { value: 'ha', label: 'choice.hectares' },
      { value: 'sq. km', label: 'choice.sqKm' },
      { value: 'sq. m', label: 'choice.sqM' },
    ],
  },
  {
    key: 'temperature',
    label: 'temperature',
    choices: [
      { value: 'C', label: '°C' },
      { value: 'F', label: '°F' },
    ],
  },
];

const same = (a: TUnitPreferences, b: TUnitPreferences) =>
  (Object.keys(a) as Key[]).every((k) => a[k] === b[k]);

export function UnitPreferences({ user }: { user: TUser }) {
  const { t } = useTranslation('users');
  const update = useUpdateUser(user.id);
  const prefs = { ...DEFAULT_UNIT_PREFERENCES, ...user.unit_preferences };
  const save = (next: TUnitPreferences) =>
    update.mutate(
      { unit_preferences: next },
      {
        onSuccess: () => notify(t('units.saved')),
        onError: (e) => notifyError(errorText(e)),
      },
    );

  const example = `${formatDistance(1500, prefs, { unit: 'km' }).text} · ${formatArea(40468.6, prefs).text}`;

  return (
    <Paper variant="outlined" sx={{ p: 2.5, maxWidth: 560 }} data-testid="unit-preferences">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between">
        <Box>
          <Typography variant="h6" component="h2">
            {t('units.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('units.example', { example })}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} alignItems="center">
          <Button
            size="small"
            variant={same(prefs, DEFAULT_UNIT_PREFERENCES) ? 'contained' : 'outlined'}
            onClick={() => save(DEFAULT_UNIT_PREFERENCES)}
            disabled={update.isPending}
          >
            {t('units.metric')}
          </Button>
          <Button
            size="small"
            variant={same(prefs, IMPERIAL_UNIT_PREFERENCES) ? 'contained' : 'outlined'}
            onClick={() => save(IMPERIAL_UNIT_PREFERENCES)}
            disabled={update.isPending}
          >
            {t('units.imperial')}
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
            label={t(`units.${o.label}`)}
            value={prefs[o.key]}
            disabled={update.isPending}
            onChange={(e) => save({ ...prefs, [o.key]: e.target.value })}
            slotProps={{ select: { inputProps: { 'data-testid': `unit-${o.key}` } } }}
          >
            {o.choices.map((c) => (
              <MenuItem key={c.value} value={c.value}>
                {c.label.startsWith('choice.') ? t(`units.${c.label}`) : c.label}
              </MenuItem>
            ))}
          </TextField>
        ))}
      </Box>
    </Paper>
  );
}
