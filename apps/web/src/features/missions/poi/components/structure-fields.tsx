// The structure templates' own fields: a wind turbine's hub height, rotor and clearance from the
// blade tips; a cell tower's height and orbit radius; both with their number of orbits.
import { Stack } from '@mui/material';
import type { TUnitPreferences } from '@sortie/domain/contracts';
import { UnitNumberField } from '../../waypoints/components/unit-number-field.tsx';
import { distanceUnit, heightUnit } from '../../waypoints/utils/unit-conversions.ts';
import type { CellTowerDraft, WindTurbineDraft } from '../types.ts';
import { ENGINE_DEFAULTS, MIN_SAFE_RADIUS_M } from '../utils/poi-draft.ts';

interface FieldsProps<T> {
  value: T;
  onChange: (next: T) => void;
  units: TUnitPreferences;
  errorFor: (key: string) => string | undefined;
}

/** Sets a key, or removes it when emptied (the engine's default then applies). */
function patch<T extends object, K extends keyof T>(value: T, key: K, v: T[K] | undefined): T {
  const next = { ...value };
  if (v === undefined) delete next[key];
  else next[key] = v;
  return next;
}

function LayerCountField<T extends { layer_count?: number }>(
  props: FieldsProps<T> & { fallback: number },
) {
  return (
    <UnitNumberField
      label="Orbits"
      optional
      decimals={0}
      step={1}
      value={props.value.layer_count}
      placeholder={String(props.fallback)}
      helperText="Stacked from bottom to top"
      error={props.errorFor('layer_count')}
      onChange={(v) => props.onChange(patch(props.value, 'layer_count', v))}
    />
  );
}

export function WindTurbineFields(props: FieldsProps<WindTurbineDraft>) {
  const { value, onChange, errorFor } = props;
  const h = heightUnit(props.units);
  const d = distanceUnit(props.units);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <UnitNumberField
          label="Hub height"
          value={value.hub_height_m}
          unit={h.unit}
          toDisplay={h.toDisplay}
          fromDisplay={h.fromDisplay}
          error={errorFor('hub_height_m')}
          onChange={(v) => v !== undefined && onChange({ ...value, hub_height_m: v })}
        />
        <UnitNumberField
          label="Rotor diameter"
          value={value.rotor_diameter_m}
          unit={d.unit}
          toDisplay={d.toDisplay}
          fromDisplay={d.fromDisplay}
          error={errorFor('rotor_diameter_m')}
          onChange={(v) => v !== undefined && onChange({ ...value, rotor_diameter_m: v })}
        />
      </Stack>
      <Stack direction="row" spacing={1}>
        <UnitNumberField
          label="Clearance"
          optional
          value={value.clearance_m}
          unit={d.unit}
          toDisplay={d.toDisplay}
          fromDisplay={d.fromDisplay}
          placeholder={String(Math.round(d.toDisplay(ENGINE_DEFAULTS.wind_turbine.clearance_m)))}
          helperText="From the blade tips"
          error={errorFor('clearance_m')}
          onChange={(v) => onChange(patch(value, 'clearance_m', v))}
        />
        <LayerCountField {...props} fallback={ENGINE_DEFAULTS.wind_turbine.layer_count} />
      </Stack>
    </Stack>
  );
}

export function CellTowerFields(props: FieldsProps<CellTowerDraft>) {
  const { value, onChange, errorFor } = props;
  const h = heightUnit(props.units);
  const d = distanceUnit(props.units);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <UnitNumberField
          label="Tower height"
          value={value.tower_height_m}
          unit={h.unit}
          toDisplay={h.toDisplay}
          fromDisplay={h.fromDisplay}
          error={errorFor('tower_height_m')}
          onChange={(v) => v !== undefined && onChange({ ...value, tower_height_m: v })}
        />
        <UnitNumberField
          label="Radius"
          optional
          value={value.radius_m}
          unit={d.unit}
          toDisplay={d.toDisplay}
          fromDisplay={d.fromDisplay}
          placeholder={String(Math.round(d.toDisplay(ENGINE_DEFAULTS.cell_tower.radius_m)))}
          helperText={`At least ${Math.round(d.toDisplay(MIN_SAFE_RADIUS_M))} ${d.unit}`}
          error={errorFor('radius_m')}
          onChange={(v) => onChange(patch(value, 'radius_m', v))}
        />
      </Stack>
      <LayerCountField {...props} fallback={ENGINE_DEFAULTS.cell_tower.layer_count} />
    </Stack>
  );
}
