// Range check of platform-core §5: "inclusive or exclusive min and max, both inclusive by default".

/** Bounds of isInRange; a null or missing bound is unbounded. */
export interface RangeOptions {
  min?: number | null;
  max?: number | null;
  /** Default true. */
  minInclusive?: boolean;
  /** Default true. */
  maxInclusive?: boolean;
}

/**
 * True when `value` lies within the bounds. NaN is never in range.
 *
 * @example
 * isInRange(5, { min: 1, max: 5 }); // true
 * isInRange(5, { min: 1, max: 5, maxInclusive: false }); // false
 * isInRange(1e9, { min: 0, max: null }); // true
 */
export function isInRange(value: number, options: RangeOptions = {}): boolean {
  if (Number.isNaN(value)) return false;
  const { min = null, max = null, minInclusive = true, maxInclusive = true } = options;
  if (min !== null && (minInclusive ? value < min : value <= min)) return false;
  if (max !== null && (maxInclusive ? value > max : value >= max)) return false;
  return true;
}
