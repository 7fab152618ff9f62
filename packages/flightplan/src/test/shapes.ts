// Test helpers: cameras and random polygons (convex hulls and star-shaped concave ones) around a
// random place on Earth, for property-based tests of the generators.
import fc from 'fast-check';
import type { LngLat } from '../mission/types.ts';
import type { CameraSpec } from '../generate/camera.ts';
import { createLocalProjection } from '../geo/project.ts';
import { convexHull } from '../geo/planar.ts';
import type { LocalXY } from '../geo/types.ts';

/** Phantom 4 Pro / P4 RTK: 13.2 × 8.8 mm, 5472 × 3648 px, 8.8 mm (flight-planning.md §1.1). */
export const P4P: CameraSpec = {
  sensor_width_mm: 13.2,
  sensor_height_mm: 8.8,
  focal_length_mm: 8.8,
  image_width_px: 5472,
  image_height_px: 3648,
  min_trigger_interval_s: 2,
  speed: { min: 1, max: 15, default: 8 },
};

export interface TestSite {
  origin: LngLat;
  local: LocalXY[];
  holes: LocalXY[][];
  rings: LngLat[][];
}

/** A test site from local metres around `origin`. */
export function toSite(origin: LngLat, local: LocalXY[], holes: LocalXY[][] = []): TestSite {
  const proj = createLocalProjection(origin);
  const close = (r: LocalXY[]) => [...r, r[0]!].map(proj.toLngLat);
  return { origin, local, holes, rings: [close(local), ...holes.map(close)] };
}

const originArb = fc.tuple(
  fc.double({ min: -170, max: 170, noNaN: true }),
  fc.double({ min: -60, max: 60, noNaN: true }),
);

/** Convex polygons 150–1500 m across. */
export const convexSiteArb = fc
  .tuple(
    fc.double({ min: 150, max: 1500, noNaN: true }),
    fc.array(
      fc.tuple(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
      ),
      { minLength: 5, maxLength: 12 },
    ),
    fc.double({ min: 0.3, max: 1, noNaN: true }),
  )
  .map(([size, pts, aspect]) =>
    convexHull(pts.map(([u, v]) => [u * size, v * size * aspect] as LocalXY)),
  )
  .filter((hull) => hull.length >= 3 && Math.abs(area(hull)) > 5000 && minEdge(hull) > 5)
  .chain((hull) => originArb.map((o) => toSite([o[0], o[1]], hull)));

/**
 * Star-shaped (so simple) concave polygons with 5–14 vertices, radius 200–1200 m, some with a
 * square hole of random size and place inside the disc of radius 0.24 r every such star contains
 * (its vertices are at ≥ 0.3 r and at most 72° apart, so every edge is ≥ 0.3 r·cos 36° away).
 */
export const concaveSiteArb = fc
  .tuple(
    originArb,
    fc.double({ min: 200, max: 1200, noNaN: true }),
    fc.array(fc.double({ min: 0.3, max: 1, noNaN: true }), { minLength: 5, maxLength: 14 }),
    fc.boolean(),
    fc.tuple(
      fc.double({ min: 0.04, max: 0.1, noNaN: true }),
      fc.double({ min: -0.06, max: 0.06, noNaN: true }),
      fc.double({ min: -0.06, max: 0.06, noNaN: true }),
    ),
  )
  .map(([o, r, radii, withHole, [size, cx, cy]]) => {
    const local = radii.map((k, i) => {
      const a = (i / radii.length) * 2 * Math.PI;
      return [r * k * Math.cos(a), r * k * Math.sin(a)] as LocalXY;
    });
    const [h, x, y] = [size * r, cx * r, cy * r];
    const hole: LocalXY[] = [
      [x - h, y - h],
      [x + h, y - h],
      [x + h, y + h],
      [x - h, y + h],
    ];
    return toSite([o[0], o[1]], local, withHole ? [hole] : []);
  });

function minEdge(ring: readonly LocalXY[]): number {
  return Math.min(
    ...ring.map((p, i) =>
      Math.hypot(ring[(i + 1) % ring.length]![0] - p[0], ring[(i + 1) % ring.length]![1] - p[1]),
    ),
  );
}

function area(ring: readonly LocalXY[]): number {
  let s = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++)
    s += ring[j]![0] * ring[i]![1] - ring[i]![0] * ring[j]![1];
  return s / 2;
}

/** A 1 km × 200 m rectangle with its long side at `bearing` degrees, as GeoJSON rings. */
export function rectangleRings(origin: LngLat, long = 1000, short = 200): LngLat[][] {
  return toSite(origin, [
    [0, 0],
    [long, 0],
    [long, short],
    [0, short],
  ]).rings;
}

/** A U-shaped (concave) site: 600 m × 600 m with a 400 m deep, 200 m wide notch from the north. */
export function uShapeRings(origin: LngLat): LngLat[][] {
  return toSite(origin, [
    [0, 0],
    [600, 0],
    [600, 600],
    [400, 600],
    [400, 200],
    [200, 200],
    [200, 600],
    [0, 600],
  ]).rings;
}
