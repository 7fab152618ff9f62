// The feature-limit rules of platform-core §4:
//   "A bool feature allows use if enabled. A range feature allows use if (used, when aggregated,
//    plus the requested amount) lies within the range. Adding usage updates the used count; for
//    range features enabled becomes false once the bound is reached (bounds exclusive). An
//    unknown feature key raises an error."
//
// Our reading of "bounds exclusive": the *check* is inclusive — the range is what a plan sells,
// so max_sites = 10 allows the tenth site (used 9 + 1 = 10 lies within [min, max]) and a mission
// of exactly 5000 acres passes a 5000-acre limit. "Exclusive" applies to the stored `enabled`
// flag: it says whether there is still room *beyond* the current usage, i.e. whether `used`
// lies strictly below max. Once used reaches max (used === max, or above), enabled becomes false
// ("once the bound is reached"), and it turns true again when usage drops back below max.
// The min bound stays inclusive for `enabled`: counters start at min (usually 0), and treating
// min as exclusive would disable every fresh workspace. For a range entry, `enabled` is therefore
// a derived "room left" flag for the UI; checkFeature decides from the numbers alone.
import { AppError } from '../errors.ts';
import { isInRange } from '../validate/range.ts';
import { featureLimitError, type FeatureKey } from './feature-keys.ts';
import type { TFeatureLimit } from './feature-limit.ts';
import { featureLimitMessage } from './limit-messages.ts';

/**
 * The entry for `key`; throws AppError.rule('unknown_feature') when the list has none.
 *
 * @example
 * getFeature(company.fcl, 'max_sites').range.max; // 10
 */
export function getFeature(fcl: readonly TFeatureLimit[], key: string): TFeatureLimit {
  const entry = fcl.find((f) => f.key === key);
  if (!entry) throw AppError.rule('unknown_feature', `Unknown feature "${key}".`, { feature: key });
  return entry;
}

/**
 * True when the workspace may use `amount` more of `key` (platform-core §4).
 * Bool: allowed when enabled. Range: allowed when (used if aggregated, else 0) + amount lies
 * within [min, max], both inclusive, null bounds unbounded.
 *
 * @example
 * checkFeature(fcl, 'web_progress_sync'); // true on Pro
 * checkFeature(fcl, 'max_polygon_mission_acres', 120); // false when max is 75
 */
export function checkFeature(fcl: readonly TFeatureLimit[], key: string, amount = 1): boolean {
  const entry = getFeature(fcl, key);
  if (entry.type === 'bool') return entry.enabled;
  const total = (typeof entry.used === 'number' ? entry.used : 0) + amount;
  return isInRange(total, { min: entry.range.min, max: entry.range.max });
}

/**
 * Like checkFeature, but throws the 422 AppError the API answers with (for example
 * exceeded_max_polygon_mission_size), with the limit in its details.
 *
 * @example
 * assertFeature(company.fcl, 'max_missions'); // throws exceeded_max_mission_generation_count
 */
export function assertFeature(fcl: readonly TFeatureLimit[], key: FeatureKey, amount = 1): void {
  if (checkFeature(fcl, key, amount)) return;
  const entry = getFeature(fcl, key);
  const message = featureLimitMessage(key, {
    limit: entry.type === 'bool' ? null : entry.range.max,
    used: entry.used,
    requested: amount,
  });
  throw AppError.rule(featureLimitError(key), message, {
    feature: key,
    limit: entry.range.max,
    used: entry.used,
    requested: amount,
  });
}

/**
 * Records `amount` more usage of `key` (negative to release) and returns a new list.
 * Only aggregated entries (used is a number) count; for range entries `enabled` is recomputed
 * as "used is strictly below max" (see the comment at the top of this file).
 *
 * @example
 * const next = addUsage(fcl, 'max_sites', 1); // used 9 → 10, enabled false when max is 10
 */
export function addUsage(
  fcl: readonly TFeatureLimit[],
  key: string,
  amount: number,
): TFeatureLimit[] {
  const entry = getFeature(fcl, key);
  if (typeof entry.used !== 'number') return [...fcl];
  const used = entry.used + amount;
  const enabled =
    entry.type === 'bool'
      ? entry.enabled
      : isInRange(used, { min: entry.range.min, max: entry.range.max, maxInclusive: false });
  return fcl.map((f) => (f === entry ? { ...f, used, enabled } : f));
}
