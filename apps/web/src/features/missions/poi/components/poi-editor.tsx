// The orbit mission editor for a point of interest, a wind turbine or a cell tower: the centre
// (the site's point unless moved), the kind's own fields, photo spacing, direction and speed, and
// a note of what the engine will fly. Controlled: every edit reports the next draft in metric.
import { Alert, Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { TUnitPreferences } from '@sortie/domain/contracts';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { UnitNumberField } from '../../waypoints/components/unit-number-field.tsx';
import { distanceUnit, speedUnit } from '../../waypoints/utils/unit-conversions.ts';
import type {
  CellTowerDraft,
  PoiDraft,
  PoiKind,
  PoiParamsDraft,
  WindTurbineDraft,
} from '../types.ts';
import {
  ENGINE_DEFAULTS,
  MIN_SAFE_RADIUS_M,
  poiSafetyWarning,
  validatePoiDraft,
} from '../utils/poi-draft.ts';
import type { SpeedRange } from '../../waypoints/utils/validate-waypoints.ts';
import { OrbitLayersField } from './orbit-layers-field.tsx';
import { OrbitSummaryNote } from './orbit-summary-note.tsx';
import { CellTowerFields, WindTurbineFields } from './structure-fields.tsx';

export interface PoiEditorProps {
  kind: PoiKind;
  value: PoiDraft;
  onChange: (next: PoiDraft) => void;
  units: TUnitPreferences;
  /** Server refusals keyed by the engine's field name (`radius_m`, `layers[0].altitude_m`). */
  errors?: Record<string, string>;
  /** The chosen camera's speed range in m/s (flightplan's speedRange); the engine's 1–15 when absent. */
  speedRangeMps?: SpeedRange;
  /** The site's point, shown (and used as the start) while the draft has no centre of its own. */
  siteCenter?: [number, number] | null;
}

export function PoiEditor(props: PoiEditorProps) {
  const { t } = useTranslation('missions');
  const { kind, value, onChange, units } = props;
  const speedRange = props.speedRangeMps;
  const local = useMemo(
    () => validatePoiDraft(value, units, speedRange),
    [value, units, speedRange],
  );
  const warning = poiSafetyWarning(value, units);
  const errorFor = (key: string) => local[key] ?? props.errors?.[key];
  // Looked up before the JSX: the keys are field paths, not words.
  const err = {
    center: errorFor('center'),
    photo: errorFor('photo_every_deg'),
    speed: errorFor('speed_mps'),
  };
  const d = distanceUnit(units);
  const s = speedUnit(units);
  const directionId = useId();
  const center = value.center ?? props.siteCenter ?? null;
  const safeText = `${Math.round(d.toDisplay(MIN_SAFE_RADIUS_M))} ${d.unit}`;
  const every = value.photo_every_deg ?? ENGINE_DEFAULTS.photo_every_deg;
  const setOptional = <K extends 'photo_every_deg' | 'speed_mps'>(
    key: K,
    v: number | undefined,
  ) => {
    const next: PoiDraft = { ...value };
    if (v === undefined) delete next[key];
    else next[key] = v;
    onChange(next);
  };

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Box component="section" aria-label={t('poi.centre')}>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {t('poi.centre')}
        </Typography>
        <Stack direction="row" spacing={1}>
          <UnitNumberField
            label={t('poi.latitude')}
            value={center?.[1]}
            decimals={6}
            optional={!center}
            placeholder={t('poi.sitePoint')}
            error={err.center}
            onChange={(v) =>
              v !== undefined && onChange({ ...value, center: [center?.[0] ?? 0, v] })
            }
          />
          <UnitNumberField
            label={t('poi.longitude')}
            value={center?.[0]}
            decimals={6}
            optional={!center}
            placeholder={t('poi.sitePoint')}
            onChange={(v) =>
              v !== undefined && onChange({ ...value, center: [v, center?.[1] ?? 0] })
            }
          />
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {value.center ? t('poi.dragCentre') : t('poi.centredOnSite')}
        </Typography>
      </Box>
      {kind === 'poi' && (
        <PoiFields
          value={value as PoiParamsDraft}
          onChange={onChange}
          units={units}
          errorFor={errorFor}
        />
      )}
      {kind === 'wind_turbine' && (
        <WindTurbineFields
          value={value as WindTurbineDraft}
          onChange={onChange}
          units={units}
          errorFor={errorFor}
        />
      )}
      {kind === 'cell_tower' && (
        <CellTowerFields
          value={value as CellTowerDraft}
          onChange={onChange}
          units={units}
          errorFor={errorFor}
        />
      )}
      <Stack direction="row" spacing={1}>
        <UnitNumberField
          label={t('poi.photoEvery')}
          optional
          value={value.photo_every_deg}
          unit="°"
          placeholder={String(ENGINE_DEFAULTS.photo_every_deg)}
          helperText={
            Number.isFinite(every) && every > 0
              ? t('poi.photosPerOrbit', { count: Math.max(3, Math.round(360 / every)) })
              : undefined
          }
          error={err.photo}
          onChange={(v) => setOptional('photo_every_deg', v)}
        />
        <UnitNumberField
          label={t('poi.speed')}
          optional
          value={value.speed_mps}
          unit={s.unit}
          toDisplay={s.toDisplay}
          fromDisplay={s.fromDisplay}
          placeholder={t('poi.default')}
          error={err.speed}
          onChange={(v) => setOptional('speed_mps', v)}
        />
      </Stack>
      <Box>
        <Typography id={directionId} variant="body2" sx={{ mb: 0.5 }}>
          {t('poi.direction')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-labelledby={directionId}
          value={value.clockwise === false ? 'ccw' : 'cw'}
          onChange={(_, v: 'cw' | 'ccw' | null) =>
            v && onChange({ ...value, clockwise: v === 'cw' })
          }
        >
          <ToggleButton value="cw">{t('poi.clockwise')}</ToggleButton>
          <ToggleButton value="ccw">{t('poi.counterClockwise')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {warning && <Alert severity="warning">{warning}</Alert>}
      <OrbitSummaryNote value={value} units={units} />
      <Typography variant="caption" color="text.secondary">
        {kind === 'wind_turbine'
          ? t('poi.ringTurbine', { distance: safeText })
          : t('poi.ringStructure', { distance: safeText })}
      </Typography>
    </Stack>
  );
}

function PoiFields(props: {
  value: PoiParamsDraft;
  onChange: (next: PoiParamsDraft) => void;
  units: TUnitPreferences;
  errorFor: (key: string) => string | undefined;
}) {
  const { t } = useTranslation('missions');
  const { value, onChange, errorFor } = props;
  const radiusError = errorFor('radius_m');
  const d = distanceUnit(props.units);
  return (
    <Stack spacing={2}>
      <UnitNumberField
        label={t('poi.radius')}
        value={value.radius_m}
        unit={d.unit}
        toDisplay={d.toDisplay}
        fromDisplay={d.fromDisplay}
        helperText={t('poi.minSafeRadius', {
          distance: `${Math.round(d.toDisplay(MIN_SAFE_RADIUS_M))} ${d.unit}`,
        })}
        error={radiusError}
        onChange={(v) => v !== undefined && onChange({ ...value, radius_m: v })}
      />
      <OrbitLayersField
        layers={value.layers}
        units={props.units}
        errorFor={errorFor}
        onChange={(layers) => onChange({ ...value, layers })}
      />
    </Stack>
  );
}
