// KML <coordinates>: whitespace-separated "lng,lat[,alt]" tuples. Heights are dropped on purpose:
// site geometry is 2D and mission altitudes come from the plan (feature-areas §5).
import type { LngLat } from '../mission/types.ts';

/** A plain decimal number: `Number()` alone also reads '0x4D' as 77, '0b1' and 'Infinity' (issue 10 §11). */
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** The decimal value of a token, NaN when it is anything else. */
function decimal(token: string): number {
  return DECIMAL.test(token) ? Number(token) : NaN;
}

export type CoordinatesResult =
  { ok: true; coords: LngLat[] } | { ok: false; reason: 'not_a_number' | 'out_of_range' };

/**
 * Parses KML coordinate text; refuses anything but decimal numbers (hex, NaN, Infinity) and
 * positions off the globe. The height, when present, is dropped unread.
 *
 * @example
 * parseKmlCoordinates('1,2,30 3,4'); // { ok: true, coords: [[1, 2], [3, 4]] }
 */
export function parseKmlCoordinates(text: string): CoordinatesResult {
  const coords: LngLat[] = [];
  // Some writers put spaces after the commas; only then pay for gluing tuples back together.
  const clean = /\s,|,\s/.test(text) ? text.replace(/\s*,\s*/g, ',') : text;
  for (const t of clean.trim().split(/\s+/)) {
    if (t === '') continue;
    const c1 = t.indexOf(',');
    const c2 = c1 < 0 ? -1 : t.indexOf(',', c1 + 1);
    if (c1 <= 0 || c2 === c1 + 1 || (c2 > 0 && t.indexOf(',', c2 + 1) >= 0))
      return { ok: false, reason: 'not_a_number' };
    const lng = decimal(t.slice(0, c1));
    const lat = decimal(c2 < 0 ? t.slice(c1 + 1) : t.slice(c1 + 1, c2));
    if (!Number.isFinite(lng) || !Number.isFinite(lat) || c1 + 1 === t.length)
      return { ok: false, reason: 'not_a_number' };
    if (lng < -180 || lng > 180 || lat < -90 || lat > 90)
      return { ok: false, reason: 'out_of_range' };
    coords.push([lng, lat]);
  }
  return { ok: true, coords };
}
