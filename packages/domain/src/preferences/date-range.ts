// Date ranges of the created-between filter (feature-areas §5): "cannot go beyond today;
// reversed picks are swapped; an end date of today becomes the current time, otherwise end of
// that day". Presets (platform-core §9) are start-to-now ranges. Days are the runtime's local
// days: in the browser, the user's; `now` is injectable for tests and the server.
import type { TCreatedBetween, TDatePreset } from './schema.ts';

const DAY_MS = 86_400_000;
const PRESET_DAYS: Readonly<Record<TDatePreset, number>> = {
  '-1d': 1,
  '-7d': 7,
  '-30d': 30,
  '-90d': 90,
};

/**
 * Local midnight at the start of `date`'s day.
 *
 * @example
 * startOfDay(new Date(2025, 2, 20, 15, 30)); // 2025-03-20 00:00 local
 */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/**
 * The last millisecond of `date`'s local day.
 *
 * @example
 * endOfDay(new Date(2025, 2, 20, 15, 30)); // 2025-03-20 23:59:59.999 local
 */
export function endOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59, 999);
}

const sameDay = (a: Date, b: Date): boolean => startOfDay(a).getTime() === startOfDay(b).getTime();

/**
 * Turns two picked dates into a [start, end] range: swapped when reversed, clamped to today,
 * start at the start of its day, end at the end of its day or at `now` when that day is today.
 *
 * @example
 * // now = 2025-03-20 15:00 local
 * resolveDateRange(new Date(2025, 2, 12), new Date(2025, 2, 10), { now });
 * // [2025-03-10 00:00:00.000, 2025-03-12 23:59:59.999]
 */
export function resolveDateRange(
  first: Date,
  second: Date,
  options: { now?: Date } = {},
): [Date, Date] {
  const now = options.now ?? new Date();
  const clamp = (d: Date): Date => (d.getTime() > now.getTime() || sameDay(d, now) ? now : d);
  const [a, b] = first.getTime() <= second.getTime() ? [first, second] : [second, first];
  const end = clamp(b);
  return [startOfDay(clamp(a)), sameDay(end, now) ? now : endOfDay(end)];
}

/**
 * The [start, end] of a preset: the last N days until now (-1d is the last 24 hours).
 *
 * @example
 * presetRange('-7d', { now }); // [now − 7 days, now]
 */
export function presetRange(preset: TDatePreset, options: { now?: Date } = {}): [Date, Date] {
  const now = options.now ?? new Date();
  return [new Date(now.getTime() - PRESET_DAYS[preset] * DAY_MS), now];
}

/**
 * The [start, end] of a stored created_between value; undefined for null or a bad pair.
 *
 * @example
 * createdBetweenRange('-30d', { now }); // [now − 30 days, now]
 * createdBetweenRange(['2025-01-01T00:00:00Z', '2025-01-31T23:59:59Z']); // the two dates
 */
export function createdBetweenRange(
  value: TCreatedBetween | null | undefined,
  options: { now?: Date } = {},
): [Date, Date] | undefined {
  if (!value) return undefined;
  if (typeof value === 'string') return presetRange(value, options);
  const [start, end] = value.map((v) => new Date(v));
  if (!start || !end || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()))
    return undefined;
  return [start, end];
}
