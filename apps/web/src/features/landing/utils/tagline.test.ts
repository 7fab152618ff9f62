import { describe, expect, it } from 'vitest';
import { taglineIndexOfTheDay, taglineOfTheDay } from './tagline.ts';

describe('tagline of the day', () => {
  it('cycles through the seven taglines, one per day', () => {
    const taglines = ['1', '2', '3', '4', '5', '6', '7'];
    const week = Array.from({ length: 7 }, (_, i) =>
      taglineOfTheDay(taglines, new Date(2026, 5, 1 + i, 12)),
    );
    expect(new Set(week).size).toBe(7);
    expect(taglineOfTheDay(taglines, new Date(2026, 5, 8, 12))).toBe(week[0]);
  });

  it("gives the index of the day's tagline, for its translation", () => {
    const taglines = ['1', '2', '3', '4', '5', '6', '7'];
    const day = new Date(2026, 5, 3, 12);
    expect(taglines[taglineIndexOfTheDay(taglines, day)]).toBe(taglineOfTheDay(taglines, day));
  });
});
