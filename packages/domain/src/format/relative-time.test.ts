import { describe, expect, it } from 'vitest';
import { formatDate, formatRelativeTime, toDate } from './relative-time.ts';

const now = new Date(2025, 2, 20, 12, 0, 0);
const ago = (ms: number): Date => new Date(now.getTime() - ms);
const min = 60_000;
const hour = 60 * min;
const day = 24 * hour;
const rel = (d: Date | string | null | undefined): string => formatRelativeTime(d, { now });

describe('formatRelativeTime (platform-core §9)', () => {
  it('reads seconds, minutes and hours', () => {
    expect(rel(ago(0))).toBe('Few seconds ago');
    expect(rel(ago(59_999))).toBe('Few seconds ago');
    expect(rel(ago(min))).toBe('1 minute ago');
    expect(rel(ago(59 * min))).toBe('59 minutes ago');
    expect(rel(ago(hour))).toBe('1 hour ago');
    expect(rel(ago(23 * hour + 59 * min))).toBe('23 hours ago');
  });

  it('reads Yesterday, days up to 6, one week, then a date', () => {
    expect(rel(ago(day))).toBe('Yesterday');
    expect(rel(ago(2 * day - 1))).toBe('Yesterday');
    expect(rel(ago(2 * day))).toBe('2 days ago');
    expect(rel(ago(6 * day + 23 * hour))).toBe('6 days ago');
    expect(rel(ago(7 * day))).toBe('1 week ago');
    expect(rel(ago(13 * day))).toBe('1 week ago');
    expect(rel(ago(14 * day))).toBe('6 Mar 2025');
  });

  it("says 'Not Available' without a usable date and tolerates future dates", () => {
    expect(rel(null)).toBe('Not Available');
    expect(rel(undefined)).toBe('Not Available');
    expect(rel('')).toBe('Not Available');
    expect(rel('not a date')).toBe('Not Available');
    expect(rel(new Date(now.getTime() + hour))).toBe('Few seconds ago');
    expect(rel(ago(3 * hour).toISOString())).toBe('3 hours ago');
  });

  it('uses the clock when no now is given', () => {
    expect(formatRelativeTime(new Date())).toBe('Few seconds ago');
  });
});

describe('formatDate', () => {
  it('formats day, short month and year', () => {
    expect(formatDate(new Date(2024, 11, 1))).toBe('1 Dec 2024');
    expect(formatDate(null)).toBe('Not Available');
    expect(toDate(0)?.getTime()).toBe(0);
  });
});
