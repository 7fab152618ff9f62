// Number display of platform-core §9: "3 decimals when at most 1, 2 decimals under 100,
// otherwise 1; values of 1000 and over are compact." Trailing zeros are dropped (0.5, not 0.500).
import { roundTo } from './round.ts';

const COMPACT_STEPS = [
  { size: 1e12, suffix: 'T' },
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
] as const;

/**
 * Decimals the §9 rule allows for a magnitude below 1000.
 *
 * @example
 * displayDecimals(0.5); // 3
 * displayDecimals(42); // 2
 * displayDecimals(420); // 1
 */
export function displayDecimals(value: number): number {
  const abs = Math.abs(value);
  if (abs <= 1) return 3;
  if (abs < 100) return 2;
  return 1;
}

/**
 * Formats a number for display: 3, 2 or 1 decimals by size, compact (K, M, B, T) from 1000.
 * Returns '-' for NaN and infinities so a broken value never shows as 'NaN'.
 *
 * @example
 * formatNumber(0.12345); // '0.123'
 * formatNumber(42.5); // '42.5'
 * formatNumber(1234); // '1.2K'
 * formatNumber(3_400_000); // '3.4M'
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return '-';
  const abs = Math.abs(value);
  if (roundTo(abs, 1) < 1000) return String(roundTo(value, displayDecimals(value)));
  const sign = value < 0 ? '-' : '';
  // Walk from the smallest step up so that 999_960 becomes '1M', not '1000K'.
  for (let i = COMPACT_STEPS.length - 1; i >= 0; i--) {
    const step = COMPACT_STEPS[i]!;
    const next = COMPACT_STEPS[i - 1];
    const scaled = roundTo(abs / step.size, 1);
    if (scaled < 1000 || !next) return `${sign}${scaled}${step.suffix}`;
  }
  return String(value); // unreachable: the loop always returns on its last step
}

/**
 * Formats a measured quantity shown next to its unit (m, ft, ha, acres). Like formatNumber, but
 * whole numbers from 1000 up to a million: '2.8K ft' hides 100 ft either way and reads as a code,
 * where a pilot expects '2789 ft' (issue 10 §7). Larger values stay compact.
 *
 * @example
 * formatMeasure(393.70079); // '393.7'
 * formatMeasure(2788.7139); // '2789'
 * formatMeasure(3_400_000); // '3.4M'
 */
export function formatMeasure(value: number): string {
  if (Number.isFinite(value) && Math.abs(value) >= 999.95 && Math.abs(value) < 999_999.5) {
    return String(Math.round(value));
  }
  return formatNumber(value);
}
