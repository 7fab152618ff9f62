// Temperature of platform-core §9: F = 1.8 C + 32, rounded to 5 decimals.
import type { TUnitPreferences } from '../contracts/users.ts';
import { formatNumber } from '../format/number.ts';
import { roundTo } from '../format/round.ts';
import type { FormattedQuantity } from './unit-preferences.ts';

/** A temperature scale: 'C' or 'F'. */
export type TemperatureUnit = TUnitPreferences['temperature'];

/**
 * Converts degrees Celsius to the given scale.
 *
 * @example
 * celsiusTo(100, 'F'); // 212
 */
export function celsiusTo(celsius: number, unit: TemperatureUnit): number {
  return roundTo(unit === 'F' ? 1.8 * celsius + 32 : celsius, 5);
}

/**
 * Formats a temperature in °C in the user's scale.
 *
 * @example
 * formatTemperature(21.5, { temperature: 'F' }); // { value: 70.7, unit: 'F', text: '70.7 °F' }
 */
export function formatTemperature(
  celsius: number,
  prefs: Pick<TUnitPreferences, 'temperature'>,
): FormattedQuantity<TemperatureUnit> {
  const value = celsiusTo(celsius, prefs.temperature);
  return { value, unit: prefs.temperature, text: `${formatNumber(value)} °${prefs.temperature}` };
}
