// Rounding that treats halves the same on both sides of zero and never returns -0.
// Math.round alone rounds -2.5 to -2 and 2.5 to 3; converted units must be symmetric.

/**
 * Rounds `value` to `digits` decimals, halves away from zero.
 *
 * @example
 * roundTo(1.234567, 5); // 1.23457
 * roundTo(-2.5, 0); // -3
 */
export function roundTo(value: number, digits: number): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** digits;
  // The EPSILON nudge keeps decimal halves such as 1.005 (stored as 1.00499…) rounding up.
  const rounded = Math.round(Math.abs(value) * factor * (1 + Number.EPSILON)) / factor;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}
