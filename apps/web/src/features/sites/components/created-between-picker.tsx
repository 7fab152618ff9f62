// Created Between (feature-areas §2, §5): presets Today, Past Week, Past Month (and Past 3
// Months on the Sites page) or a custom range. Range rules come from the domain: never beyond
// today, reversed picks swapped, an end of today becomes now, else the end of that day.
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { resolveDateRange, type TCreatedBetween, type TDatePreset } from '@sortie/domain';
import { useState } from 'react';
import { DateField } from '../../../components/ui/date-field/index.ts';
import { fromDateInput, toDateInput } from '../../../lib/day.ts';
import { datePresetLabel } from '../utils/site-filters.ts';
import { useTranslation } from 'react-i18next';

export function CreatedBetweenPicker({
  value,
  onChange,
  presets = ['-1d', '-7d', '-30d', '-90d'],
}: {
  value: TCreatedBetween | null;
  onChange: (value: TCreatedBetween | null) => void;
  presets?: readonly TDatePreset[];
}) {
  const { t } = useTranslation('sites');
  const today = toDateInput(new Date());
  const pair = Array.isArray(value) ? value : null;
  const [start, setStart] = useState(pair ? toDateInput(new Date(pair[0])) : '');
  const [end, setEnd] = useState(pair ? toDateInput(new Date(pair[1])) : '');
  const a = fromDateInput(start);
  const b = fromDateInput(end);
  return (
    <Box sx={{ p: 2, pt: 1.5 }}>
      <Typography variant="overline" color="text.secondary" component="h3">
        {t('filters.createdBetween')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
        {presets.map((p) => (
          <Chip
            key={p}
            label={datePresetLabel(p)}
            color={value === p ? 'primary' : 'default'}
            variant={value === p ? 'filled' : 'outlined'}
            onClick={() => onChange(value === p ? null : p)}
            aria-pressed={value === p}
          />
        ))}
      </Stack>
      {/* One above the other: side by side, a 360 px popover cuts 'DD/MM/YYYY' short. */}
      <Stack spacing={1.5}>
        <DateField
          label={t('filters.from')}
          size="small"
          fullWidth
          value={start}
          onChange={setStart}
          max={today}
        />
        <DateField
          label={t('filters.to')}
          size="small"
          fullWidth
          value={end}
          onChange={setEnd}
          max={today}
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={!a || !b}
          onClick={() => {
            if (!a || !b) return;
            const [s, e] = resolveDateRange(a, b);
            setStart(toDateInput(s));
            setEnd(toDateInput(e));
            onChange([s.toISOString(), e.toISOString()]);
          }}
        >
          {t('filters.applyRange')}
        </Button>
        {value && (
          <Button size="small" onClick={() => onChange(null)}>
            {t('filters.anyTime')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
