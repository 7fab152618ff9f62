import { describe, expect, it } from 'vitest';
import { formatDuration, formatTimeLeft } from './duration.ts';

describe('formatDuration (8-hour working day)', () => {
  it('formats minutes and hours', () => {
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(20)).toBe('< 1 min');
    expect(formatDuration(45 * 60)).toBe('45 min');
    expect(formatDuration(60 * 60)).toBe('1 h');
    expect(formatDuration(90 * 60)).toBe('1 h 30 min');
    expect(formatDuration(7 * 3600 + 59 * 60)).toBe('7 h 59 min');
  });

  it('counts working days of 8 hours and drops minutes from then on', () => {
    expect(formatDuration(8 * 3600)).toBe('1 day');
    expect(formatDuration(10 * 3600)).toBe('1 day 2 h');
    expect(formatDuration(10 * 3600 + 25 * 60)).toBe('1 day 2 h');
    expect(formatDuration(16 * 3600)).toBe('2 days');
  });

  it('treats bad input as zero', () => {
    expect(formatDuration(-5)).toBe('0 min');
    expect(formatDuration(Number.NaN)).toBe('0 min');
  });

  it('says Complete or adds left', () => {
    expect(formatTimeLeft(0)).toBe('Complete');
    expect(formatTimeLeft(3 * 3600)).toBe('3 h left');
  });
});
