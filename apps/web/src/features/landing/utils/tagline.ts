import { pickOfTheDay } from '../../../lib/day.ts';

/** The brand's tagline of the day: one of its seven, stable through the day. */
export function taglineOfTheDay(taglines: readonly string[], date: Date = new Date()): string {
  return pickOfTheDay(taglines, date) ?? '';
}
