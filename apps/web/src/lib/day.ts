// "Of the day" picks: stable through a local day, different the next (taglines, greetings).

/** Day of the year, 1 to 366, in local time. */
export function dayOfYear(date: Date): number {
  const start = new Date(date.getFullYear(), 0, 0);
  const diff =
    date.getTime() -
    start.getTime() +
    (start.getTimezoneOffset() - date.getTimezoneOffset()) * 60_000;
  return Math.floor(diff / 86_400_000);
}

/** The item of the day from a list; undefined only for an empty list. */
export function pickOfTheDay<T>(items: readonly T[], date: Date, salt = 0): T | undefined {
  if (items.length === 0) return undefined;
  return items[(dayOfYear(date) + salt) % items.length];
}
