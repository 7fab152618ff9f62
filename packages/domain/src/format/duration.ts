// Durations such as a site's remaining flying time (feature-areas §2, "time left").
// platform-core §9: "a working day is 8 hours in duration format" — a site needing 10 hours of
// flying is '1 day 2 h' because crews fly about 8 hours a day, not 24.

/**
 * Hours in one working day of the duration format (platform-core §9).
 *
 * @example
 * formatDuration(WORKING_DAY_HOURS * 3600); // '1 day'
 */
export const WORKING_DAY_HOURS = 8;

/**
 * Formats a duration in seconds as working days, hours and minutes. Minutes are rounded and are
 * dropped once the duration reaches a working day (the precision a crew plans with).
 *
 * @example
 * formatDuration(45 * 60); // '45 min'
 * formatDuration(90 * 60); // '1 h 30 min'
 * formatDuration(10 * 3600); // '1 day 2 h'
 * formatDuration(16 * 3600); // '2 days'
 */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '0 min';
  const totalMinutes = Math.round(seconds / 60);
  if (totalMinutes === 0) return '< 1 min';
  const dayMinutes = WORKING_DAY_HOURS * 60;
  const days = Math.floor(totalMinutes / dayMinutes);
  const hours = Math.floor((totalMinutes % dayMinutes) / 60);
  const minutes = totalMinutes % 60;
  const parts: string[] = [];
  if (days > 0) parts.push(`${days} day${days === 1 ? '' : 's'}`);
  if (hours > 0) parts.push(`${hours} h`);
  if (days === 0 && minutes > 0) parts.push(`${minutes} min`);
  return parts.join(' ');
}

/**
 * The site card's "time left": 'Complete' when the goal is met, else the duration plus 'left'.
 *
 * @example
 * formatTimeLeft(0); // 'Complete'
 * formatTimeLeft(3 * 3600); // '3 h left'
 */
export function formatTimeLeft(remainingSeconds: number): string {
  return remainingSeconds <= 0 ? 'Complete' : `${formatDuration(remainingSeconds)} left`;
}
