// Time groups of the Sites page (feature-areas §2 and §9): this_week, earlier_this_month,
// last_3_months ("three months before start of month") and before_4_months ("older, from year
// 2000"). The groups are contiguous and never overlap: when this week began last month,
// earlier_this_month is empty and last_3_months ends where this week starts.
// Weeks start on Monday (ISO 8601) unless told otherwise; days are local.
import { startOfDay } from './date-range.ts';

/**
 * Time groups, newest first.
 *
 * @example
 * TIME_GROUPS[0]; // 'this_week'
 */
export const TIME_GROUPS = [
  'this_week',
  'earlier_this_month',
  'last_3_months',
  'before_4_months',
] as const;
/** A time group key. */
export type TimeGroup = (typeof TIME_GROUPS)[number];

/** Half-open range [start, end); end null means open (this week runs on past now). */
export interface TimeGroupRange {
  start: Date;
  end: Date | null;
}

/** Where the oldest group begins. */
export const TIME_GROUP_EPOCH_YEAR = 2000;

/**
 * The boundaries of every time group at `now`.
 *
 * @example
 * // now = Thursday 2025-03-20
 * timeGroupRanges({ now }).this_week.start; // Monday 2025-03-17 00:00
 * timeGroupRanges({ now }).last_3_months; // { start: 2024-12-01, end: 2025-03-01 }
 */
export function timeGroupRanges(
  options: { now?: Date; weekStartsOn?: number } = {},
): Record<TimeGroup, TimeGroupRange> {
  const now = options.now ?? new Date();
  const weekStartsOn = options.weekStartsOn ?? 1;
  const today = startOfDay(now);
  const weekStart = new Date(today);
  weekStart.setDate(today.getDate() - ((today.getDay() - weekStartsOn + 7) % 7));
  const monthStart = new Date(now.getFullYear(), now.getMonth(), 1);
  const threeMonthsBefore = new Date(now.getFullYear(), now.getMonth() - 3, 1);
  const recentEnd = monthStart < weekStart ? monthStart : weekStart;
  return {
    this_week: { start: weekStart, end: null },
    earlier_this_month: { start: recentEnd, end: weekStart },
    last_3_months: { start: threeMonthsBefore, end: recentEnd },
    before_4_months: { start: new Date(TIME_GROUP_EPOCH_YEAR, 0, 1), end: threeMonthsBefore },
  };
}

/**
 * The time group a date falls in; undefined before the year 2000 or for an invalid date.
 *
 * @example
 * timeGroupOf(new Date(2025, 2, 18), { now }); // 'this_week'
 */
export function timeGroupOf(
  date: Date,
  options: { now?: Date; weekStartsOn?: number } = {},
): TimeGroup | undefined {
  const t = date.getTime();
  if (Number.isNaN(t)) return undefined;
  const ranges = timeGroupRanges(options);
  return TIME_GROUPS.find((g) => {
    const { start, end } = ranges[g];
    return t >= start.getTime() && (end === null || t < end.getTime());
  });
}
