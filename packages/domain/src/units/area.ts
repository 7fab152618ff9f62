// Area conversions of platform-core §9. The base unit is the acre: 1 ha = 2.47105 acres,
// 1 sq km = 247.105 acres, 1 sq m = 0.000247105 acres. Converted values are rounded to 5 decimals.
import type { TUnitPreferences } from '../contracts/users.ts';
import { SQ_M_PER_ACRE } from '../constants.ts';
import { formatMeasure } from '../format/number.ts';
import { roundTo } from '../format/round.ts';
import type { FormattedQuantity } from './unit-preferences.ts';

/** An area unit label: 'acres', 'ha', 'sq. km' or 'sq. m'. */
export type AreaUnit = TUnitPreferences['area'];

/**
 * Acres in one of each area unit (platform-core §9).
 *
 * @example
 * 5 * ACRES_PER_UNIT.ha; // 12.35525 acres in 5 ha
 */
export const ACRES_PER_UNIT: Readonly<Record<AreaUnit, number>> = Object.freeze({
  acres: 1,
  ha: 2.47105,
  'sq. km': 247.105,
  'sq. m': 0.000247105,
});

/**
 * Area units in the order a unit picker lists them.
 *
 * @example
 * AREA_UNITS.map((u) => convertArea(1, 'sq. km', u));
 */
export const AREA_UNITS: readonly AreaUnit[] = ['acres', 'ha', 'sq. km', 'sq. m'];

/**
 * Converts an area between units through acres, rounded to 5 decimals.
 *
 * @example
 * convertArea(1, 'ha', 'acres'); // 2.47105
 * convertArea(247.105, 'acres', 'sq. km'); // 1
 */
export function convertArea(value: number, from: AreaUnit, to: AreaUnit): number {
  return roundTo((value * ACRES_PER_UNIT[from]) / ACRES_PER_UNIT[to], 5);
}

/**
 * Square metres to acres, dividing by 4046.86 (1 acre = 4046.86 sq m, platform-core §9).
 * The table's 0.000247105 is that ratio cut to 9 digits; dividing keeps a 10-acre site drawn as
 * 40,468.6 m² at exactly 10 acres, the same number the mission-size limit checks.
 *
 * @example
 * squareMetresToAcres(40_468.6); // 10
 */
export function squareMetresToAcres(squareMetres: number): number {
  return roundTo(squareMetres / SQ_M_PER_ACRE, 5);
}

/**
 * Formats an area given in square metres in the user's area unit.
 *
 * @example
 * formatArea(40_468.6, { ...DEFAULT_UNIT_PREFERENCES, area: 'acres' });
 * // { value: 10, unit: 'acres', text: '10 acres' }
 */
export function formatArea(
  squareMetres: number,
  prefs: Pick<TUnitPreferences, 'area'>,
): FormattedQuantity<AreaUnit> {
  const value =
    prefs.area === 'sq. m'
      ? roundTo(squareMetres, 5)
      : roundTo(squareMetres / SQ_M_PER_ACRE / ACRES_PER_UNIT[prefs.area], 5);
  return { value, unit: prefs.area, text: `${formatMeasure(value)} ${prefs.area}` };
}
