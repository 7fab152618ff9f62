// The orbit mission editor for a point of interest, a wind turbine or a cell tower: the centre
// (the site's point unless moved), the kind's own fields, photo spacing, direction and speed, and
// a note of what the engine will fly. Controlled: every edit reports the next draft in metric.
import { Alert, Box, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { TUnitPreferences } from '@sortie/domain/contracts';
import { useId, useMemo } from 'react';
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
  const { kind, value, onChange, units } = props;
  const speedRange = props.speedRangeMps;
  const local = useMemo(
    () => validatePoiDraft(value, units, speedRange),
    [value, units, speedRange],
  );
  const warning = poiSafetyWarning(value, units);
  const errorFor = (key: string) => local[key] ?? props.errors?.[key];
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
      <Box component="section" aria-label="Centre">
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          Centre
        </Typography>
        <Stack direction="row" spacing={1}>
          <UnitNumberField
            label="Latitude"
            value={center?.[1]}
            decimals={6}
            optional={!center}
            placeholder="Site point"
            error={errorFor('center')}
            onChange={(v) =>
              v !== undefined && onChange({ ...value, center: [center?.[0] ?? 0, v] })
            }
          />
          <UnitNumberField
            label="Longitude"
            value={center?.[0]}
            decimals={6}
            optional={!center}
            placeholder="Site point"
            onChange={(v) =>
              v !== undefined && onChange({ ...value, center: [v, center?.[1] ?? 0] })
            }
          />
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {value.center
            ? 'Drag the centre on the map to move it.'
            : "Centred on the site's point; drag the centre on the map or type coordinates to move it."}
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
          label="Photo every"
          optional
          value={value.photo_every_deg}
          unit="°"
          placeholder={String(ENGINE_DEFAULTS.photo_every_deg)}
          helperText={
            Number.isFinite(every) && every > 0
              ? `${Math.max(3, Math.round(360 / every))} photos per orbit`
              : undefined
          }
          error={errorFor('photo_every_deg')}
          onChange={(v) => setOptional('photo_every_deg', v)}
        />
        <UnitNumberField
          label="Speed"
          optional
          value={value.speed_mps}
          unit={s.unit}
          toDisplay={s.toDisplay}
          fromDisplay={s.fromDisplay}
          placeholder="Default"
          error={errorFor('speed_mps')}
          onChange={(v) => setOptional('speed_mps', v)}
        />
      </Stack>
      <Box>
        <Typography id={directionId} variant="body2" sx={{ mb: 0.5 }}>
          Direction
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
          <ToggleButton value="cw">Clockwise</ToggleButton>
          <ToggleButton value="ccw">Counter-clockwise</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {warning && <Alert severity="warning">{warning}</Alert>}
      <OrbitSummaryNote value={value} units={units} />
      <Typography variant="caption" color="text.secondary">
        {kind === 'wind_turbine'
          ? `The shaded ring on the map keeps ${safeText} clear of the blade tips; the orbit must stay outside it.`
          : `The shaded ring on the map is the minimum safe distance, ${safeText} from the structure; the orbit must stay outside it.`}
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
  const { value, onChange, errorFor } = props;
  const d = distanceUnit(props.units);
  return (
    <Stack spacing={2}>
      <UnitNumberField
        label="Radius"
        value={value.radius_m}
        unit={d.unit}
        toDisplay={d.toDisplay}
        fromDisplay={d.fromDisplay}
        helperText={`Minimum safe radius ${Math.round(d.toDisplay(MIN_SAFE_RADIUS_M))} ${d.unit}`}
        error={errorFor('radius_m')}
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
