import { describe, expect, it } from 'vitest';
import { dayOfYear, fromDateInput, pickOfTheDay, toDateInput } from './day.ts';

describe('day helpers', () => {
  it('counts days of the year from 1', () => {
    expect(dayOfYear(new Date(2026, 0, 1, 12))).toBe(1);
    expect(dayOfYear(new Date(2026, 11, 31, 23))).toBe(365);
    expect(dayOfYear(new Date(2024, 11, 31, 1))).toBe(366);
  });

  it('picks the same item all day and another one the next day', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const morning = pickOfTheDay(items, new Date(2026, 4, 10, 0, 5));
    expect(pickOfTheDay(items, new Date(2026, 4, 10, 23, 55))).toBe(morning);
    expect(pickOfTheDay(items, new Date(2026, 4, 11, 9))).not.toBe(morning);
    expect(pickOfTheDay([], new Date())).toBeUndefined();
  });

  it('writes and reads date inputs as local days', () => {
    expect(toDateInput(new Date(2025, 0, 5))).toBe('2025-01-05');
    expect(fromDateInput('2025-01-05')).toEqual(new Date(2025, 0, 5));
    expect(fromDateInput('x')).toBeNull();
  });
});
