// A local flat projection around the dataset: survey blocks span a few kilometres, where an
// equirectangular projection about the centre is within centimetres of a UTM zone and needs no
// projection library in the worker or the tests.
const METRES_PER_DEGREE = 111_319.49;

export type LocalFrame = {
  toXY(lon: number, lat: number): [number, number];
  toLonLat(x: number, y: number): [number, number];
};

/** A frame centred on (lon0, lat0), x east and y north in metres. */
export function localFrame(lon0: number, lat0: number): LocalFrame {
  const kx = METRES_PER_DEGREE * Math.cos((lat0 * Math.PI) / 180);
  const ky = METRES_PER_DEGREE;
  return {
    toXY: (lon, lat) => [(lon - lon0) * kx, (lat - lat0) * ky],
    toLonLat: (x, y) => [lon0 + x / kx, lat0 + y / ky],
  };
}

/** Median of a list (NaN when empty); the robust centre the checks compare against. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** Even-odd point-in-polygon test on a ring of [x, y]. */
export function insideRing(x: number, y: number, ring: readonly [number, number][]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
