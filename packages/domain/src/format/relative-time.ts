// Relative time of platform-core §9: "hours ago, minutes ago, 'Few seconds ago', 'Yesterday',
// N days ago up to 6, '1 week ago', then a date; 'Not Available' if no date".
// Days are counted as elapsed 24-hour periods, not calendar days, so the text does not jump at
// midnight in the viewer's time zone; 7 to 13 days read '1 week ago', from 14 days a date shows.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A date, an ISO string or epoch milliseconds; null, undefined and '' mean "no date". */
export type DateInput = Date | string | number | null | undefined;

/**
 * Parses a DateInput; undefined when absent or not a valid date.
 *
 * @example
 * toDate('2025-03-12T10:00:00Z')?.getTime(); // 1741773600000
 * toDate(''); // undefined
 */
export function toDate(input: DateInput): Date | undefined {
  if (input === null || input === undefined || input === '') return undefined;
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Formats a date as '12 Mar 2025' in the runtime's local time zone.
 *
 * @example
 * formatDate(new Date(2025, 2, 12)); // '12 Mar 2025'
 * formatDate(null); // 'Not Available'
 */
export function formatDate(input: DateInput): string {
  const date = toDate(input);
  if (!date) return 'Not Available';
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

const plural = (n: number, unit: string): string => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * Says how long ago `input` was, relative to `now` (injectable for tests and server rendering).
 * Future dates (clock skew) read 'Few seconds ago'.
 *
 * @example
 * const now = new Date('2025-03-12T12:00:00Z');
 * formatRelativeTime(new Date('2025-03-12T11:15:00Z'), { now }); // '45 minutes ago'
 * formatRelativeTime(new Date('2025-03-11T09:00:00Z'), { now }); // 'Yesterday'
 * formatRelativeTime(undefined); // 'Not Available'
 */
export function formatRelativeTime(input: DateInput, options: { now?: Date } = {}): string {
  const date = toDate(input);
  if (!date) return 'Not Available';
  const elapsed = (options.now ?? new Date()).getTime() - date.getTime();
  if (elapsed < MINUTE) return 'Few seconds ago';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  if (days === 1) return 'Yesterday';
  if (days <= 6) return plural(days, 'day');
  if (days <= 13) return '1 week ago';
  return formatDate(date);
}
