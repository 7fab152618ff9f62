// Corridor width for line sites, typed in metres or feet by the user's distance preference and
// sent in metres.
import { InputAdornment, TextField } from '@mui/material';
import { DEFAULT_CORRIDOR_WIDTH_M, metresTo, roundTo, toMetres } from '@sortie/domain';
import type { TUnitPreferences } from '@sortie/domain/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/locale.ts';

export { DEFAULT_CORRIDOR_WIDTH_M };
export const MAX_CORRIDOR_WIDTH_M = 1000;

export function corridorUnit(units: Pick<TUnitPreferences, 'distance'>): 'm' | 'ft' {
  return units.distance === 'imperial' ? 'ft' : 'm';
}

export function CorridorWidthField({
  valueM,
  onChange,
  units,
}: {
  valueM: number | null;
  onChange: (metres: number | null) => void;
  units: Pick<TUnitPreferences, 'distance'>;
}) {
  const { t } = useTranslation('sites');
  const unit = corridorUnit(units);
  const [text, setText] = useState(
    valueM === null ? '' : String(roundTo(metresTo(valueM, unit), 1)),
  );
  const n = Number(text);
  const metres = text.trim() !== '' && Number.isFinite(n) ? toMetres(n, unit) : null;
  const invalid = metres === null || metres <= 0 || metres > MAX_CORRIDOR_WIDTH_M;
  return (
    <TextField
      label={t('details.corridorWidth')}
      type="number"
      size="small"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const v = Number(e.target.value);
        const m = e.target.value.trim() !== '' && Number.isFinite(v) ? toMetres(v, unit) : null;
        onChange(m !== null && m > 0 && m <= MAX_CORRIDOR_WIDTH_M ? m : null);
      }}
      error={invalid}
      helperText={
        invalid
          ? t('draw.corridorWidthInvalid', {
              max: formatNumber(roundTo(metresTo(MAX_CORRIDOR_WIDTH_M, unit), 0)),
              unit,
            })
          : t('draw.corridorWidthHelp')
      }
      slotProps={{
        input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
        htmlInput: { min: 0, step: 'any' },
      }}
    />
  );
}
