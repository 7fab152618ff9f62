// The structure templates' own fields: a wind turbine's hub height, rotor and clearance from the
// blade tips; a cell tower's height and orbit radius; both with their number of orbits.
import { Stack } from '@mui/material';
import type { TUnitPreferences } from '@sortie/domain/contracts';
import { UnitNumberField } from '../../waypoints/components/unit-number-field.tsx';
import { distanceUnit, heightUnit } from '../../waypoints/utils/unit-conversions.ts';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('missions');
  const error = props.errorFor('layer_count');
  return (
    <UnitNumberField
      label={t('poi.orbits')}
      optional
      decimals={0}
      step={1}
      value={props.value.layer_count}
      placeholder={String(props.fallback)}
      helperText={t('poi.stacked')}
      error={error}
      onChange={(v) => props.onChange(patch(props.value, 'layer_count', v))}
    />
  );
}

export function WindTurbineFields(props: FieldsProps<WindTurbineDraft>) {
  const { t } = useTranslation('missions');
  const { value, onChange, errorFor } = props;
  // Looked up before the JSX: the keys are field paths, not words.
  const err = {
    hub: errorFor('hub_height_m'),
    rotor: errorFor('rotor_diameter_m'),
    clearance: errorFor('clearance_m'),
  };
  const h = heightUnit(props.units);
  const d = distanceUnit(props.units);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <UnitNumberField
          label={t('poi.hubHeight')}
          value={value.hub_height_m}
          unit={h.unit}
          toDisplay={h.toDisplay}
          fromDisplay={h.fromDisplay}
          error={err.hub}
          onChange={(v) => v !== undefined && onChange({ ...value, hub_height_m: v })}
        />
        <UnitNumberField
          label={t('poi.rotorDiameter')}
          value={value.rotor_diameter_m}
          unit={d.unit}
          toDisplay={d.toDisplay}
          fromDisplay={d.fromDisplay}
          error={err.rotor}
          onChange={(v) => v !== undefined && onChange({ ...value, rotor_diameter_m: v })}
        />
      </Stack>
      <Stack direction="row" spacing={1}>
        <UnitNumberField
          label={t('poi.clearance')}
          optional
          value={value.clearance_m}
          unit={d.unit}
          toDisplay={d.toDisplay}
          fromDisplay={d.fromDisplay}
          placeholder={String(Math.round(d.toDisplay(ENGINE_DEFAULTS.wind_turbine.clearance_m)))}
          helperText={t('poi.fromBladeTips')}
          error={err.clearance}
          onChange={(v) => onChange(patch(value, 'clearance_m', v))}
        />
        <LayerCountField {...props} fallback={ENGINE_DEFAULTS.wind_turbine.layer_count} />
      </Stack>
    </Stack>
  );
}

export function CellTowerFields(props: FieldsProps<CellTowerDraft>) {
  const { t } = useTranslation('missions');
  const { value, onChange, errorFor } = props;
  const err = { tower: errorFor('tower_height_m'), radius: errorFor('radius_m') };
  const h = heightUnit(props.units);
  const d = distanceUnit(props.units);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <UnitNumberField
          label={t('poi.towerHeight')}
          value={value.tower_height_m}
          unit={h.unit}
          toDisplay={h.toDisplay}
          fromDisplay={h.fromDisplay}
          error={err.tower}
          onChange={(v) => v !== undefined && onChange({ ...value, tower_height_m: v })}
        />
        <UnitNumberField
          label={t('poi.radius')}
          optional
          value={value.radius_m}
          unit={d.unit}
          toDisplay={d.toDisplay}
          fromDisplay={d.fromDisplay}
          placeholder={String(Math.round(d.toDisplay(ENGINE_DEFAULTS.cell_tower.radius_m)))}
          helperText={t('poi.atLeast', {
            distance: `${Math.round(d.toDisplay(MIN_SAFE_RADIUS_M))} ${d.unit}`,
          })}
          error={err.radius}
          onChange={(v) => onChange(patch(value, 'radius_m', v))}
        />
      </Stack>
      <LayerCountField {...props} fallback={ENGINE_DEFAULTS.cell_tower.layer_count} />
    </Stack>
  );
}
