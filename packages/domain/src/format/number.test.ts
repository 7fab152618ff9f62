import { describe, expect, it } from 'vitest';
import { displayDecimals, formatNumber } from './number.ts';
import { roundTo } from './round.ts';

describe('roundTo', () => {
  it('rounds halves away from zero and never gives -0', () => {
    expect(roundTo(2.5, 0)).toBe(3);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(Object.is(roundTo(-0.000001, 2), 0)).toBe(true);
    expect(roundTo(1.23456789, 5)).toBe(1.23457);
  });
});

describe('formatNumber (platform-core §9)', () => {
  it('uses 3 decimals at most 1, 2 under 100, else 1', () => {
    expect(displayDecimals(1)).toBe(3);
    expect(displayDecimals(-0.5)).toBe(3);
    expect(displayDecimals(1.01)).toBe(2);
    expect(displayDecimals(100)).toBe(1);
    expect(formatNumber(0.12345)).toBe('0.123');
    expect(formatNumber(1)).toBe('1');
    expect(formatNumber(12.3456)).toBe('12.35');
    expect(formatNumber(99.999)).toBe('100');
    expect(formatNumber(123.456)).toBe('123.5');
    expect(formatNumber(-0.5)).toBe('-0.5');
  });

  it('is compact from 1000', () => {
    expect(formatNumber(999.9)).toBe('999.9');
    expect(formatNumber(999.96)).toBe('1K');
    expect(formatNumber(1000)).toBe('1K');
    expect(formatNumber(1234)).toBe('1.2K');
    expect(formatNumber(3_400_000)).toBe('3.4M');
    expect(formatNumber(999_960)).toBe('1M');
    expect(formatNumber(-1500)).toBe('-1.5K');
    expect(formatNumber(2.5e9)).toBe('2.5B');
    expect(formatNumber(7e15)).toBe('7000T');
  });

  it('shows a dash for values that are not numbers', () => {
    expect(formatNumber(Number.NaN)).toBe('-');
    expect(formatNumber(Infinity)).toBe('-');
  });
});
