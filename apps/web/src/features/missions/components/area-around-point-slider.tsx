// The size of the square an area mapping mission flies around a point-asset site (decision 122),
// in the user's area unit with the spec's step (1 acre, 0.01 sq km). MUI's Slider takes arrow
// keys, Page Up/Down and Home/End; the value is announced as text ("10 acres").
import { FormHelperText, Slider, Stack, Typography } from '@mui/material';
import type { TUnitPreferences } from '@sortie/domain/contracts';
import { useId, useMemo } from 'react';
import { areaSliderScale } from '../utils/area-slider.ts';
import { useTranslation } from 'react-i18next';

export function AreaAroundPointSlider(props: {
  acres: number;
  onChange: (acres: number) => void;
  units: Pick<TUnitPreferences, 'area'>;
  error?: string | undefined;
}) {
  const { t } = useTranslation('missions');
  const scale = useMemo(() => areaSliderScale(props.units.area), [props.units.area]);
  const labelId = useId();
  const helpId = useId();
  const text = (value: number) => scale.text(scale.toAcres(value));
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2">
        <span id={labelId}>{t('area.label')}</span>:{' '}
        <strong data-testid="planner-area-value">{scale.text(props.acres)}</strong>
      </Typography>
      <Slider
        size="small"
        value={scale.toPosition(props.acres)}
        min={scale.min}
        max={scale.max}
        step={scale.step}
        onChange={(_e, value) => {
          if (typeof value === 'number') props.onChange(scale.toAcres(value));
        }}
        valueLabelDisplay="auto"
        valueLabelFormat={text}
        getAriaValueText={text}
        aria-labelledby={labelId}
        slotProps={{ input: { 'aria-describedby': helpId } }}
      />
      <FormHelperText id={helpId} error={Boolean(props.error)} sx={{ mx: 0 }}>
        {props.error ?? t('area.help', { min: text(scale.min), max: text(scale.max) })}
      </FormHelperText>
    </Stack>
  );
}
