// Area and corridor mapping parameters: GSD or altitude (linked: the other is shown), overlaps,
// speed (the speed actually flown is shown under it, with why when the camera's trigger interval
// lowered it), sweep angle (automatic by default, the angle used shown; overridable), crosshatch
// and margin for areas, width for corridors; on a point site, the size of the square flown
// around the point (decision 122). Errors come keyed by the engine's field names.
import {
  FormControlLabel,
  Stack,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import type { TUnitPreferences } from '@sortie/domain/contracts';
import { LIMITS, speedRange } from '@sortie/flightplan';
import { useMemo } from 'react';
import { cameraSpecById, linkedValue } from '../utils/linked-size.ts';
import type { MappingDraft } from '../utils/planner-draft.ts';
import { plannedSpeedText, type PlannedSpeed } from '../utils/planned-speed.ts';
import { gsdUnit, heightUnit, lengthUnit, speedUnit } from '../utils/unit-convert.ts';
import { AreaAroundPointSlider } from './area-around-point-slider.tsx';
import { NumberField } from './number-field.tsx';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/locale.ts';

export function MappingFields(props: {
  kind: 'area_mapping' | 'corridor_mapping';
  value: MappingDraft;
  onChange: (next: MappingDraft) => void;
  cameraId: string | null;
  units: TUnitPreferences;
  /** The sweep angle the engine chose (automatic) in the latest preview. */
  usedAngleDeg: number | null;
  /** The speed the latest preview flies and why (null before the first preview). */
  plannedSpeed: PlannedSpeed | null;
  siteCorridorWidthM: number | null;
  errors: Record<string, string>;
  warnings: Record<string, string>;
}) {
  const { t } = useTranslation('missions');
  const { value: m, onChange, units, errors } = props;
  const set = (patch: Partial<MappingDraft>) => onChange({ ...m, ...patch });
  const camera = useMemo(() => cameraSpecById(props.cameraId), [props.cameraId]);
  const h = heightUnit(units);
  const g = gsdUnit(units);
  const len = lengthUnit(units);
  const sp = speedUnit(units);
  const speedText = props.plannedSpeed ? plannedSpeedText(props.plannedSpeed, units) : null;
  const current = m.sizing === 'gsd' ? m.gsd_cm : m.altitude_m;
  const other = linkedValue(m.sizing, current, camera);
  const linkedText =
    other === null
      ? null
      : m.sizing === 'gsd'
        ? t('mapping.fliesAt', { height: `${formatNumber(h.toDisplay(other))} ${h.unit}` })
        : t('mapping.gsdIs', {
            gsd: `${formatNumber(Math.round(g.toDisplay(other) * 100) / 100)} ${g.unit}`,
          });

  const switchSizing = (sizing: 'gsd' | 'altitude' | null) => {
    if (!sizing || sizing === m.sizing) return;
    // Carry the value over so switching changes nothing on the map.
    const carried = linkedValue(m.sizing, current, camera);
    if (sizing === 'gsd')
      set({ sizing, gsd_cm: carried ? Math.round(carried * 100) / 100 : m.gsd_cm });
    else set({ sizing, altitude_m: carried ? Math.round(carried) : m.altitude_m });
  };

  return (
    <Stack spacing={2}>
      {props.kind === 'area_mapping' && m.area_acres !== undefined && (
        <AreaAroundPointSlider
          acres={m.area_acres}
          onChange={(area_acres) => set({ area_acres })}
          units={units}
          error={errors.area_acres}
        />
      )}
      <Stack spacing={1}>
        <ToggleButtonGroup
          size="small"
          exclusive
          fullWidth
          value={m.sizing}
          onChange={(_e, v: 'gsd' | 'altitude' | null) => switchSizing(v)}
          aria-label={t('mapping.sizeBy')}
        >
          <ToggleButton value="altitude">{t('mapping.altitude')}</ToggleButton>
          <ToggleButton value="gsd">{t('mapping.gsd')}</ToggleButton>
        </ToggleButtonGroup>
        {m.sizing === 'altitude' ? (
          <NumberField
            key="altitude"
            label={t('mapping.altitude')}
            value={m.altitude_m}
            onChange={(v) => v !== undefined && set({ altitude_m: v })}
            {...h}
            min={h.toDisplay(LIMITS.altitude_m[0])}
            max={h.toDisplay(LIMITS.altitude_m[1])}
            error={errors.altitude_m}
            helperText={linkedText}
            testId="planner-altitude"
          />
        ) : (
          <NumberField
            key="gsd"
            label={t('mapping.gsdFull')}
            value={m.gsd_cm}
            decimals={2}
            onChange={(v) => v !== undefined && set({ gsd_cm: v })}
            {...g}
            step={0.1}
            error={errors.gsd_cm ?? errors.altitude_m}
            helperText={linkedText}
            testId="planner-gsd"
          />
        )}
      </Stack>
      <Stack direction="row" spacing={1.5}>
        <NumberField
          label={t('mapping.frontOverlap')}
          unit="%"
          value={m.front_overlap_pct}
          decimals={0}
          step={1}
          min={LIMITS.front_overlap_pct[0]}
          max={LIMITS.front_overlap_pct[1]}
          onChange={(v) => v !== undefined && set({ front_overlap_pct: v })}
          error={errors.front_overlap_pct}
          testId="planner-front-overlap"
        />
        <NumberField
          label={t('mapping.sideOverlap')}
          unit="%"
          value={m.side_overlap_pct}
          decimals={0}
          step={1}
          min={LIMITS.side_overlap_pct[0]}
          max={LIMITS.side_overlap_pct[1]}
          onChange={(v) => v !== undefined && set({ side_overlap_pct: v })}
          error={errors.side_overlap_pct}
          testId="planner-side-overlap"
        />
      </Stack>
      <NumberField
        label={t('mapping.speed')}
        value={m.speed_mps}
        optional
        placeholder={t('mapping.cameraDefault', {
          speed: `${formatNumber(sp.toDisplay(speedRange(camera).default))} ${sp.unit}`,
        })}
        onChange={(v) => set({ speed_mps: v })}
        {...sp}
        error={errors.speed_mps}
        warning={props.warnings.speed_mps}
        helperText={speedText}
        testId="planner-speed"
      />
      {props.kind === 'area_mapping' ? (
        <>
          <Stack spacing={1}>
            <FormControlLabel
              control={
                <Switch
                  checked={m.angle_deg === null}
                  onChange={(e) =>
                    set({
                      angle_deg: e.target.checked ? null : Math.round(props.usedAngleDeg ?? 0),
                    })
                  }
                  slotProps={{ input: { 'aria-describedby': 'planner-angle-used' } }}
                />
              }
              label={t('mapping.autoAngle')}
            />
            {m.angle_deg === null ? (
              <Typography
                id="planner-angle-used"
                variant="body2"
                color="text.secondary"
                data-testid="planner-angle-used"
              >
                {props.usedAngleDeg === null
                  ? t('mapping.autoAngleHint')
                  : t('mapping.angleUsed', { angle: formatNumber(Math.round(props.usedAngleDeg)) })}
              </Typography>
            ) : (
              <NumberField
                label={t('mapping.angle')}
                unit="°"
                decimals={0}
                step={1}
                min={0}
                max={359}
                value={m.angle_deg}
                onChange={(v) => v !== undefined && set({ angle_deg: v })}
                error={errors.angle_deg}
                testId="planner-angle"
              />
            )}
          </Stack>
          <FormControlLabel
            control={
              <Switch
                checked={m.crosshatch}
                onChange={(e) => set({ crosshatch: e.target.checked })}
              />
            }
            label={t('mapping.crosshatch')}
          />
          <NumberField
            label={t('mapping.margin')}
            value={m.margin_m}
            onChange={(v) => v !== undefined && set({ margin_m: v })}
            {...len}
            min={0}
            max={len.toDisplay(LIMITS.margin_m[1])}
            error={errors.margin_m}
            testId="planner-margin"
          />
        </>
      ) : (
        <NumberField
          label={t('mapping.corridorWidth')}
          value={m.corridor_width_m ?? props.siteCorridorWidthM ?? undefined}
          optional
          placeholder={t('mapping.siteWidth')}
          onChange={(v) => set({ corridor_width_m: v })}
          {...len}
          error={errors.corridor_width_m}
          testId="planner-corridor-width"
        />
      )}
    </Stack>
  );
}
