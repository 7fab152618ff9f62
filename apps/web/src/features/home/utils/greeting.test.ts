import { describe, expect, it } from 'vitest';
import { greetingFor, subtitleOfTheDay, timeOfDayGreeting } from './greeting.ts';

describe('home greeting', () => {
  it('greets by first name with Hello, Howdy or the time of day', () => {
    const days = [1, 2, 3].map((d) => greetingFor('Asha', new Date(2026, 0, d, 9)));
    expect(new Set(days)).toEqual(new Set(['Hello, Asha!', 'Howdy, Asha!', 'Good morning, Asha!']));
    expect(greetingFor('', new Date(2026, 0, 1, 9))).toMatch(/!$/);
  });

  it('names the time of day', () => {
    expect(timeOfDayGreeting(new Date(2026, 0, 1, 8))).toBe('Good morning');
    expect(timeOfDayGreeting(new Date(2026, 0, 1, 14))).toBe('Good afternoon');
    expect(timeOfDayGreeting(new Date(2026, 0, 1, 20))).toBe('Good evening');
  });

  it('keeps the subtitle for the whole day', () => {
    expect(subtitleOfTheDay(new Date(2026, 3, 3, 1))).toBe(
      subtitleOfTheDay(new Date(2026, 3, 3, 23)),
    );
  });
});
