// Distance and height conversions of platform-core §9. The base is the metre:
// 3.2808399 ft per m, 39.3700787 in per m, 1 mi = 1609.344 m. Units cm, in, m, ft, km, mi;
// imperial swaps cm → in, m → ft, km → mi. Converted values are rounded to 5 decimals.
import type { TUnitPreferences } from '../contracts/users.ts';
import { formatMeasure } from '../format/number.ts';
import { roundTo } from '../format/round.ts';
import type { FormattedQuantity } from './unit-preferences.ts';

/** A distance unit label. */
export type DistanceUnit = 'cm' | 'in' | 'm' | 'ft' | 'km' | 'mi';
/** A metric distance unit, the ones IMPERIAL_SWAP maps. */
export type MetricDistanceUnit = 'cm' | 'm' | 'km';
/** 'metric' or 'imperial', as in unit_preferences.distance and .height. */
export type UnitSystem = TUnitPreferences['distance'];

/** Feet in a metre (platform-core §9). */
export const FEET_PER_METRE = 3.2808399;
/** Inches in a metre (platform-core §9). */
export const INCHES_PER_METRE = 39.3700787;
/** Metres in a statute mile (platform-core §9). */
export const METRES_PER_MILE = 1609.344;

/** How many of each unit make one metre. */
const PER_METRE: Readonly<Record<DistanceUnit, number>> = {
  cm: 100,
  in: INCHES_PER_METRE,
  m: 1,
  ft: FEET_PER_METRE,
  km: 1 / 1000,
  mi: 1 / METRES_PER_MILE,
};

/**
 * Imperial counterpart of each metric unit (platform-core §9).
 *
 * @example
 * IMPERIAL_SWAP.km; // 'mi'
 */
export const IMPERIAL_SWAP: Readonly<Record<MetricDistanceUnit, DistanceUnit>> = Object.freeze({
  cm: 'in',
  m: 'ft',
  km: 'mi',
});

/**
 * Converts metres to a distance unit, rounded to 5 decimals.
 *
 * @example
 * metresTo(1609.344, 'mi'); // 1
 * metresTo(2, 'ft'); // 6.56168
 */
export function metresTo(metres: number, unit: DistanceUnit): number {
  return roundTo(metres * PER_METRE[unit], 5);
}

/**
 * Converts a distance in any unit back to metres, rounded to 5 decimals.
 *
 * @example
 * toMetres(100, 'ft'); // 30.48
 */
export function toMetres(value: number, unit: DistanceUnit): number {
  return roundTo(value / PER_METRE[unit], 5);
}

/**
 * The unit a metric unit shows as in the given system.
 *
 * @example
 * unitFor('m', 'imperial'); // 'ft'
 */
export function unitFor(unit: MetricDistanceUnit, system: UnitSystem): DistanceUnit {
  return system === 'imperial' ? IMPERIAL_SWAP[unit] : unit;
}

/** Picks cm (in) below 1 m, km (mi) from 1 km (1 mi), else m (ft). */
function autoUnit(metres: number, system: UnitSystem): DistanceUnit {
  const abs = Math.abs(metres);
  if (system === 'imperial') {
    if (abs * FEET_PER_METRE < 1) return 'in';
    return abs >= METRES_PER_MILE ? 'mi' : 'ft';
  }
  if (abs < 1) return 'cm';
  return abs >= 1000 ? 'km' : 'm';
}

function quantity(metres: number, unit: DistanceUnit): FormattedQuantity<DistanceUnit> {
  const value = metresTo(metres, unit);
  return { value, unit, text: `${formatMeasure(value)} ${unit}` };
}

/**
 * Formats a distance in metres in the user's system. Without `unit` the scale is chosen by size
 * (cm/m/km or in/ft/mi); with a metric `unit` it is swapped for imperial users.
 *
 * @example
 * formatDistance(2500, { distance: 'metric' }); // { value: 2.5, unit: 'km', text: '2.5 km' }
 * formatDistance(30, { distance: 'imperial' }, { unit: 'm' }); // { value: 98.4252, unit: 'ft', … }
 */
export function formatDistance(
  metres: number,
  prefs: Pick<TUnitPreferences, 'distance'>,
  options: { unit?: MetricDistanceUnit } = {},
): FormattedQuantity<DistanceUnit> {
  const unit = options.unit
    ? unitFor(options.unit, prefs.distance)
    : autoUnit(metres, prefs.distance);
  return quantity(metres, unit);
}

/**
 * Formats a flight or terrain height in metres as m or ft (never scaled to km or mi:
 * altitudes are read in one unit).
 *
 * @example
 * formatHeight(120, { height: 'imperial' }); // { value: 393.70079, unit: 'ft', text: '393.7 ft' }
 */
export function formatHeight(
  metres: number,
  prefs: Pick<TUnitPreferences, 'height'>,
): FormattedQuantity<DistanceUnit> {
  return quantity(metres, unitFor('m', prefs.height));
}
