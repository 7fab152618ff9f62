// KML <coordinates>: whitespace-separated "lng,lat[,alt]" tuples. Heights are dropped on purpose:
// site geometry is 2D and mission altitudes come from the plan (feature-areas §5).
// One pass over the character codes, no split into token strings and no regular expression per
// number (decision 425: ~40 ms of the 100,000-vertex read); the rules are the ones the regular
// expressions spelled, kept in coordinates.test.ts against them.
import type { LngLat } from '../mission/types.ts';

export type CoordinatesResult =
  { ok: true; coords: LngLat[] } | { ok: false; reason: 'not_a_number' | 'out_of_range' };

/** Exact powers of ten: a whole number below 2^53 divided by one is correctly rounded. */
const POW10 = Array.from({ length: 23 }, (_, k) => Number(`1e${k}`));
/** Most digits summed into a double before a digit could be lost (2^53 ≈ 9.007e15). */
const MAX_DIGITS = 15;

/** JavaScript's `\s`: ASCII tab to carriage return and space, and the Unicode spaces. */
function isSpace(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0xa0) return false;
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;

/**
 * The value of text[start, end) when it is a plain decimal number (`[+-]?(\d+\.?\d*|\.\d+)`, an
 * optional `[eE][+-]?\d+` after), else NaN: `Number()` alone also reads '0x4D' as 77, '0b1' and
 * 'Infinity' (issue 10 §11). Short numbers without an exponent are summed here, the way V8's own
 * fast path does; the rest go to `Number()`, so every value is the one `Number()` gives.
 */
function decimalAt(text: string, start: number, end: number): number {
  let i = start;
  let c = text.charCodeAt(i);
  const negative = c === 0x2d;
  if (negative || c === 0x2b) c = text.charCodeAt(++i);
  let whole = 0;
  let digits = 0;
  let fraction = 0;
  while (i < end && isDigit(c)) {
    whole = whole * 10 + (c - 0x30);
    digits++;
    c = text.charCodeAt(++i);
  }
  if (i < end && c === 0x2e) {
    c = text.charCodeAt(++i);
    while (i < end && isDigit(c)) {
      whole = whole * 10 + (c - 0x30);
      digits++;
      fraction++;
      c = text.charCodeAt(++i);
    }
  }
  // No digit at all ('', '+', '.', '-.') is not a number.
  if (digits === 0) return NaN;
  if (i === end) {
    if (digits > MAX_DIGITS) return Number(text.slice(start, end));
    const value = fraction > 0 ? whole / POW10[fraction]! : whole;
    return negative ? -value : value;
  }
  if (c !== 0x65 && c !== 0x45) return NaN;
  c = text.charCodeAt(++i);
  if (c === 0x2b || c === 0x2d) c = text.charCodeAt(++i);
  const expStart = i;
  while (i < end && isDigit(c)) c = text.charCodeAt(++i);
  return i !== end || i === expStart ? NaN : Number(text.slice(start, end));
}

/** Whitespace next to a comma, which some writers put there ("1, 2"). */
const SPACED_COMMA = /\s,|,\s/;

/**
 * Parses KML coordinate text; refuses anything but decimal numbers (hex, NaN, Infinity) and
 * positions off the globe. The height, when present, is dropped unread.
 *
 * @example
 * parseKmlCoordinates('1,2,30 3,4'); // { ok: true, coords: [[1, 2], [3, 4]] }
 */
export function parseKmlCoordinates(input: string): CoordinatesResult {
  const coords: LngLat[] = [];
  // Only when commas have spaces beside them pay for gluing tuples back together.
  const text = SPACED_COMMA.test(input) ? input.replace(/\s*,\s*/g, ',') : input;
  const n = text.length;
  let i = 0;
  while (i < n) {
    while (i < n && isSpace(text.charCodeAt(i))) i++;
    if (i === n) break;
    // One tuple: text[start, end), its first two commas at c1 and c2 (-1 when absent).
    const start = i;
    let c1 = -1;
    let c2 = -1;
    let extra = false;
    for (; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x2c) {
        if (c1 < 0) c1 = i;
        else if (c2 < 0) c2 = i;
        else extra = true;
      } else if (isSpace(c)) break;
    }
    const end = i;
    if (c1 <= start || c2 === c1 + 1 || extra || c1 + 1 === end)
      return { ok: false, reason: 'not_a_number' };
    const lng = decimalAt(text, start, c1);
    const lat = decimalAt(text, c1 + 1, c2 < 0 ? end : c2);
    if (!Number.isFinite(lng) || !Number.isFinite(lat))
      return { ok: false, reason: 'not_a_number' };
    if (lng < -180 || lng > 180 || lat < -90 || lat > 90)
      return { ok: false, reason: 'out_of_range' };
    coords.push([lng, lat]);
  }
  return { ok: true, coords };
}
