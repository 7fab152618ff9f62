import { describe, expect, it } from 'vitest';
import {
  createdBetweenRange,
  endOfDay,
  presetRange,
  resolveDateRange,
  startOfDay,
} from './date-range.ts';
import { timeGroupOf, timeGroupRanges } from './time-groups.ts';

const now = new Date(2025, 2, 20, 15, 30); // Thursday 20 March 2025, local
const DAY = 86_400_000;

describe('resolveDateRange (feature-areas §5)', () => {
  it('swaps reversed picks and covers whole days', () => {
    const [start, end] = resolveDateRange(new Date(2025, 2, 12, 9), new Date(2025, 2, 10, 18), {
      now,
    });
    expect(start).toEqual(new Date(2025, 2, 10));
    expect(end).toEqual(new Date(2025, 2, 12, 23, 59, 59, 999));
  });

  it('ends at now when the end day is today and never goes beyond today', () => {
    expect(resolveDateRange(new Date(2025, 2, 18), new Date(2025, 2, 20), { now })).toEqual([
      new Date(2025, 2, 18),
      now,
    ]);
    expect(resolveDateRange(new Date(2025, 2, 18), new Date(2025, 3, 2), { now })[1]).toEqual(now);
    expect(resolveDateRange(new Date(2025, 3, 1), new Date(2025, 3, 2), { now })).toEqual([
      startOfDay(now),
      now,
    ]);
  });

  it('has day helpers', () => {
    expect(endOfDay(now).getHours()).toBe(23);
    expect(startOfDay(now).getHours()).toBe(0);
  });
});

describe('presets', () => {
  it('run from N days ago until now', () => {
    expect(presetRange('-1d', { now })).toEqual([new Date(now.getTime() - DAY), now]);
    expect(presetRange('-90d', { now })[0]).toEqual(new Date(now.getTime() - 90 * DAY));
    expect(createdBetweenRange('-7d', { now })).toEqual([new Date(now.getTime() - 7 * DAY), now]);
    expect(createdBetweenRange(['2025-01-01T00:00:00Z', '2025-01-02T00:00:00Z'])?.[1]).toEqual(
      new Date('2025-01-02T00:00:00Z'),
    );
    expect(createdBetweenRange(null)).toBeUndefined();
    expect(createdBetweenRange(['x', 'y'])).toBeUndefined();
  });
});

describe('time groups (feature-areas §9)', () => {
  it('splits time into contiguous groups', () => {
    const r = timeGroupRanges({ now });
    expect(r.this_week).toEqual({ start: new Date(2025, 2, 17), end: null });
    expect(r.earlier_this_month).toEqual({
      start: new Date(2025, 2, 1),
      end: new Date(2025, 2, 17),
    });
    expect(r.last_3_months).toEqual({ start: new Date(2024, 11, 1), end: new Date(2025, 2, 1) });
    expect(r.before_4_months).toEqual({ start: new Date(2000, 0, 1), end: new Date(2024, 11, 1) });
  });

  it('classifies dates', () => {
    expect(timeGroupOf(new Date(2025, 2, 17), { now })).toBe('this_week');
    expect(timeGroupOf(new Date(2025, 2, 25), { now })).toBe('this_week');
    expect(timeGroupOf(new Date(2025, 2, 16, 23), { now })).toBe('earlier_this_month');
    expect(timeGroupOf(new Date(2025, 1, 28), { now })).toBe('last_3_months');
    expect(timeGroupOf(new Date(2024, 11, 1), { now })).toBe('last_3_months');
    expect(timeGroupOf(new Date(2024, 10, 30), { now })).toBe('before_4_months');
    expect(timeGroupOf(new Date(1999, 11, 31), { now })).toBeUndefined();
    expect(timeGroupOf(new Date(Number.NaN), { now })).toBeUndefined();
  });

  it('leaves earlier_this_month empty when the week began last month', () => {
    const early = new Date(2025, 3, 2, 10); // Wednesday 2 April; week began Monday 31 March
    const r = timeGroupRanges({ now: early });
    expect(r.this_week.start).toEqual(new Date(2025, 2, 31));
    expect(r.earlier_this_month).toEqual({
      start: new Date(2025, 2, 31),
      end: new Date(2025, 2, 31),
    });
    expect(r.last_3_months).toEqual({ start: new Date(2025, 0, 1), end: new Date(2025, 2, 31) });
    expect(timeGroupOf(new Date(2025, 2, 31, 8), { now: early })).toBe('this_week');
    expect(timeGroupOf(new Date(2025, 2, 30), { now: early })).toBe('last_3_months');
  });

  it('can start weeks on Sunday', () => {
    expect(timeGroupRanges({ now, weekStartsOn: 0 }).this_week.start).toEqual(
      new Date(2025, 2, 16),
    );
  });
});
