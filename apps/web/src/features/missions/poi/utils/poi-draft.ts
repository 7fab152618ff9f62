// Defaults and rules of the orbit kinds (poi, wind_turbine, cell_tower). The bounds are the
// engine's LIMITS; the minimum safe distance is LIMITS.poi_radius_m's floor (20 m: closer leaves
// no room for GNSS error and gusts), measured from the structure: from the blade tips for a turbine.
import { LIMITS } from '@sortie/flightplan';
import { DEFAULT_UNIT_PREFERENCES } from '@sortie/domain';
import { i18n } from '../../../../i18n/i18n.ts';
import type { TUnitPreferences } from '@sortie/domain/contracts';
import type {
  CellTowerDraft,
  PoiDraft,
  PoiKind,
  PoiParamsDraft,
  WindTurbineDraft,
} from '../types.ts';
import { boundText, distanceUnit, heightUnit } from '../../waypoints/utils/unit-conversions.ts';
import {
  FALLBACK_SPEED_RANGE,
  speedBoundsMessage,
  type SpeedRange,
} from '../../waypoints/utils/validate-waypoints.ts';

type LngLat = [number, number];

export const [MIN_SAFE_RADIUS_M, MAX_ORBIT_RADIUS_M] = LIMITS.poi_radius_m;
export const [MIN_PHOTO_EVERY_DEG, MAX_PHOTO_EVERY_DEG] = LIMITS.poi_photo_every_deg;
/** The engine's defaults when a value is left out (generate/poi.ts, structures.ts). */
export const ENGINE_DEFAULTS = {
  photo_every_deg: 10,
  wind_turbine: { clearance_m: 20, layer_count: 5 },
  cell_tower: { radius_m: 25, layer_count: 4 },
} as const;
export const MAX_LAYERS = 50;

/** Which orbit kind a draft is, from the fields only that kind has. */
export function poiKindOf(draft: PoiDraft): PoiKind {
  if ('hub_height_m' in draft) return 'wind_turbine';
  if ('tower_height_m' in draft) return 'cell_tower';
  return 'poi';
}

/**
 * A starting draft centred on the site's point: a 30 m orbit at 40 m for a POI, a 100 m turbine with
 * a 120 m rotor, a 45 m tower.
 *
 * @example
 * defaultPoiDraft('cell_tower', [10, 50]); // { center: [10, 50], tower_height_m: 45 }
 */
export function defaultPoiDraft(kind: PoiKind, center: LngLat | null): PoiDraft {
  const c = center ? { center: [center[0], center[1]] as LngLat } : {};
  switch (kind) {
    case 'poi':
      return {
        ...c,
        radius_m: 30,
        layers: [{ altitude_m: 40, aim_height_m: 0 }],
      } satisfies PoiParamsDraft;
    case 'wind_turbine':
      return { ...c, hub_height_m: 100, rotor_diameter_m: 120 } satisfies WindTurbineDraft;
    case 'cell_tower':
      return { ...c, tower_height_m: 45 } satisfies CellTowerDraft;
  }
}

/** The orbit radius the engine will fly (a turbine's follows its rotor and clearance). */
export function orbitRadiusM(draft: PoiDraft): number {
  if ('hub_height_m' in draft)
    return Math.max(
      MIN_SAFE_RADIUS_M,
      draft.rotor_diameter_m / 2 + (draft.clearance_m ?? ENGINE_DEFAULTS.wind_turbine.clearance_m),
    );
  if ('tower_height_m' in draft) return draft.radius_m ?? ENGINE_DEFAULTS.cell_tower.radius_m;
  return draft.radius_m;
}

/** The closest safe orbit: 20 m from the structure (from the blade tips of a turbine). */
export function safeRadiusM(draft: PoiDraft): number {
  if ('hub_height_m' in draft) return draft.rotor_diameter_m / 2 + MIN_SAFE_RADIUS_M;
  return MIN_SAFE_RADIUS_M;
}

const inRange = (v: number, [min, max]: readonly [number, number]) =>
  Number.isFinite(v) && v >= min && v <= max;

/** Problems of a draft by the engine's field names; empty when the engine would accept it. */
export function validatePoiDraft(
  draft: PoiDraft,
  units: TUnitPreferences = DEFAULT_UNIT_PREFERENCES,
  speed: SpeedRange = FALLBACK_SPEED_RANGE,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const h = heightUnit(units);
  const d = distanceUnit(units);
  const radiusText = i18n.t('missions:poiValidation.radius', {
    min: boundText(MIN_SAFE_RADIUS_M, d),
    max: boundText(MAX_ORBIT_RADIUS_M, d),
    unit: d.unit,
  });
  const every = draft.photo_every_deg ?? ENGINE_DEFAULTS.photo_every_deg;
  if (!inRange(every, LIMITS.poi_photo_every_deg))
    errors.photo_every_deg = i18n.t('missions:poiValidation.photoEvery', {
      min: MIN_PHOTO_EVERY_DEG,
      max: MAX_PHOTO_EVERY_DEG,
    });
  if (draft.speed_mps !== undefined && !inRange(draft.speed_mps, [speed.min, speed.max]))
    errors.speed_mps = speedBoundsMessage(units, speed);
  const [altMin, altMax] = LIMITS.altitude_m;
  const altText = i18n.t('missions:validation.altitude', {
    min: boundText(altMin, h, 1),
    max: boundText(altMax, h),
    unit: h.unit,
  });
  const layerCount = (n: number | undefined) => {
    if (n !== undefined && !(Number.isInteger(n) && n >= 1 && n <= MAX_LAYERS))
      errors.layer_count = i18n.t('missions:poiValidation.layerCount', { max: MAX_LAYERS });
  };
  if ('hub_height_m' in draft) {
    if (!(draft.hub_height_m > 0)) errors.hub_height_m = i18n.t('missions:poiValidation.hubHeight');
    if (!(draft.rotor_diameter_m > 0))
      errors.rotor_diameter_m = i18n.t('missions:poiValidation.rotorDiameter');
    layerCount(draft.layer_count);
    const r = orbitRadiusM(draft);
    if (!inRange(r, LIMITS.poi_radius_m)) errors.clearance_m = radiusText;
  } else if ('tower_height_m' in draft) {
    if (!(draft.tower_height_m > 0))
      errors.tower_height_m = i18n.t('missions:poiValidation.towerHeight');
    layerCount(draft.layer_count);
    if (!inRange(orbitRadiusM(draft), LIMITS.poi_radius_m)) errors.radius_m = radiusText;
  } else {
    if (!inRange(draft.radius_m, LIMITS.poi_radius_m)) errors.radius_m = radiusText;
    if (draft.layers.length === 0) errors.layers = i18n.t('missions:poiValidation.oneOrbit');
    draft.layers.forEach((l, i) => {
      if (!inRange(l.altitude_m, LIMITS.altitude_m)) errors[`layers[${i}].altitude_m`] = altText;
      if (!Number.isFinite(l.aim_height_m))
        errors[`layers[${i}].aim_height_m`] = i18n.t('missions:poiValidation.aimHeight');
    });
  }
  return errors;
}

/**
 * A warning for an orbit the engine accepts but that passes inside the safe ring (a turbine with
 * less than 20 m clearance from the blade tips); null otherwise.
 */
export function poiSafetyWarning(
  draft: PoiDraft,
  units: Pick<TUnitPreferences, 'distance'> = DEFAULT_UNIT_PREFERENCES,
): string | null {
  if (!('hub_height_m' in draft)) return null;
  const r = orbitRadiusM(draft);
  if (!Number.isFinite(r) || r >= safeRadiusM(draft) - 1e-9) return null;
  const d = distanceUnit(units);
  return i18n.t('missions:poiValidation.bladeTips', {
    distance: boundText(MIN_SAFE_RADIUS_M, d),
    unit: d.unit,
  });
}
