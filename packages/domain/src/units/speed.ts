// Speed conversions of platform-core §9: m/s to km/h × 3.6, to mi/h × 2.23694; rounded to 5 decimals.
import type { TUnitPreferences } from '../contracts/users.ts';
import { formatNumber } from '../format/number.ts';
import { roundTo } from '../format/round.ts';
import type { FormattedQuantity } from './unit-preferences.ts';

/** A speed unit: 'm/s', 'km/h' or 'mi/h'. */
export type SpeedUnit = TUnitPreferences['speed'];

const PER_MPS: Readonly<Record<SpeedUnit, number>> = { 'm/s': 1, 'km/h': 3.6, 'mi/h': 2.23694 };

/**
 * Converts a speed in metres per second.
 *
 * @example
 * metresPerSecondTo(10, 'km/h'); // 36
 * metresPerSecondTo(10, 'mi/h'); // 22.3694
 */
export function metresPerSecondTo(mps: number, unit: SpeedUnit): number {
  return roundTo(mps * PER_MPS[unit], 5);
}

/**
 * Converts a speed back to metres per second (for inputs typed in the user's unit).
 *
 * @example
 * toMetresPerSecond(36, 'km/h'); // 10
 */
export function toMetresPerSecond(value: number, unit: SpeedUnit): number {
  return roundTo(value / PER_MPS[unit], 5);
}

/**
 * Formats a speed in m/s in the user's speed unit.
 *
 * @example
 * formatSpeed(8, { speed: 'km/h' }); // { value: 28.8, unit: 'km/h', text: '28.8 km/h' }
 */
export function formatSpeed(
  mps: number,
  prefs: Pick<TUnitPreferences, 'speed'>,
): FormattedQuantity<SpeedUnit> {
  const value = metresPerSecondTo(mps, prefs.speed);
  return { value, unit: prefs.speed, text: `${formatNumber(value)} ${prefs.speed}` };
}
