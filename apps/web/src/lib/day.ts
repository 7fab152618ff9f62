// Local days: 'YYYY-MM-DD' for date inputs, and "of the day" picks that stay the same through a
// local day and change the next (taglines, greetings).

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

/** 'YYYY-MM-DD' of a local day, for date inputs. */
export function toDateInput(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A local day from a date input's value. */
export function fromDateInput(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}
