// unit_preferences of platform-core §3 (speed, distance, height, temperature, area).
// The schema and the metric default live with the user contract (contracts/users.ts) so the
// API and these rules can never disagree; this file adds the imperial preset.
import type { TUnitPreferences } from '../contracts/users.ts';

/**
 * Imperial preset: mi/h, feet and miles, °F. Area stays in acres, the product's base area unit
 * (platform-core §9), which imperial users read natively.
 *
 * @example
 * user.unit_preferences = IMPERIAL_UNIT_PREFERENCES;
 */
export const IMPERIAL_UNIT_PREFERENCES: TUnitPreferences = Object.freeze({
  speed: 'mi/h',
  distance: 'imperial',
  height: 'imperial',
  temperature: 'F',
  area: 'acres',
});

/** The result of every format helper: the rounded value, its unit label and display text. */
export interface FormattedQuantity<U extends string = string> {
  value: number;
  unit: U;
  text: string;
}
