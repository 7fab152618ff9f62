import { dayOfYear, pickOfTheDay } from '../../../lib/day.ts';

/** The brand's tagline of the day: one of its seven, stable through the day. */
export function taglineOfTheDay(taglines: readonly string[], date: Date = new Date()): string {
  return pickOfTheDay(taglines, date) ?? '';
}

/** Which of the brand's taglines is today's (0-based), for its translation in the catalogue. */
export function taglineIndexOfTheDay(taglines: readonly string[], date: Date = new Date()): number {
  return taglines.length === 0 ? 0 : dayOfYear(date) % taglines.length;
}
