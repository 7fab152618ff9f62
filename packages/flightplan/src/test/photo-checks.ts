// Checks for property tests that need the flown path, not just the photos: where each leg goes
// relative to the site and its holes, the real gaps between triggered photos along each run of
// photo legs, and how many photos see each interior ground point (multi-view overlap).
import type { Mission } from '../mission/types.ts';
import type { LocalXY } from '../geo/types.ts';
import { createLocalProjection } from '../geo/project.ts';
import { isPointInRing, pointPolygonEdgeDistanceM } from '../geo/planar.ts';
import type { Footprint } from '../generate/camera.ts';
import { rng } from './coverage.ts';
import type { TestSite } from './shapes.ts';

/**
 * The worst intrusion along the flown path, sampled every `step` metres on every leg: how far a
 * point lies outside the outer ring, or inside a hole (0 when the path stays over the area).
 */
export function worstIntrusionM(site: TestSite, mission: Mission, step = 5): number {
  const proj = createLocalProjection(site.origin);
  const pts = mission.waypoints.map((w) => proj.toLocal(w.position));
  const outer = { outer: site.local, holes: [] };
  let worst = 0;
  for (let i = 0; i + 1 < pts.length; i++) {
    const a = pts[i]!;
    const b = pts[i + 1]!;
    const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / step));
    for (let k = 0; k <= n; k++) {
      const p: LocalXY = [a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n];
      if (!isPointInRing(p, site.local))
        worst = Math.max(worst, pointPolygonEdgeDistanceM(p, outer));
      for (const h of site.holes) {
        if (isPointInRing(p, h))
          worst = Math.max(worst, pointPolygonEdgeDistanceM(p, { outer: h, holes: [] }));
      }
    }
  }
  return worst;
}

/**
 * Where a camera triggered every `spacing` metres of flown path fires, computed independently of
 * the generator: triggering starts with a photo at each run of photo legs, fires each time the
 * distance flown since the last photo reaches the spacing, and stops at the run's end. Returns
 * the positions (local metres around the first waypoint) and the length of every run.
 */
export function triggerPoints(
  mission: Mission,
  spacing: number,
): { points: LocalXY[]; runs: number[]; toLocal: (p: readonly [number, number]) => LocalXY } {
  const proj = createLocalProjection(mission.waypoints[0]?.position ?? [0, 0]);
  const pts = mission.waypoints.map((w) => proj.toLocal(w.position));
  const points: LocalXY[] = [];
  const runs: number[] = [];
  let sinceLast: number | null = null;
  for (let i = 0; i + 1 < pts.length; i++) {
    if (!mission.waypoints[i]!.photo_leg) {
      sinceLast = null;
      continue;
    }
    const [a, b] = [pts[i]!, pts[i + 1]!];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (sinceLast === null) {
      runs.push(0);
      points.push(a);
      sinceLast = 0;
    }
    runs[runs.length - 1]! += len;
    // Walk the leg in 1 cm steps' worth of arithmetic: next shot when sinceLast reaches spacing.
    let pos = 0;
    while (spacing - sinceLast <= len - pos + 1e-3) {
      pos += spacing - sinceLast;
      const t = Math.min(1, pos / len);
      points.push([a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])]);
      sinceLast = 0;
    }
    sinceLast += len - pos;
  }
  return { points, runs, toLocal: proj.toLocal };
}

/**
 * The fewest photos that see an interior ground point, over random points farther than one
 * footprint from every edge (null when the site has no such point). Footprints are rectangles
 * across the flight line, with a centimetre of slack for rounding.
 */
export function minMultiplicity(
  site: TestSite,
  mission: Mission,
  fp: Footprint,
  samples = 150,
): number | null {
  const proj = createLocalProjection(site.origin);
  const photos = mission.photos.map((ph) => {
    const [x, y] = proj.toLocal(ph.position);
    const h = (ph.heading_deg * Math.PI) / 180;
    return { x, y, ux: Math.sin(h), uy: Math.cos(h) };
  });
  const poly = { outer: site.local, holes: site.holes };
  const deep = Math.max(fp.along_m, fp.across_m);
  const xs = site.local.map((p) => p[0]);
  const ys = site.local.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  const rand = rng(7);
  let min: number | null = null;
  for (let taken = 0, tries = 0; taken < samples && tries < samples * 40; tries++) {
    const p: LocalXY = [minX + rand() * (maxX - minX), minY + rand() * (maxY - minY)];
    if (!isPointInRing(p, site.local) || site.holes.some((h) => isPointInRing(p, h))) continue;
    if (pointPolygonEdgeDistanceM(p, poly) < deep) continue;
    taken++;
    let n = 0;
    for (const ph of photos) {
      const dx = p[0] - ph.x;
      const dy = p[1] - ph.y;
      if (
        Math.abs(dx * ph.ux + dy * ph.uy) <= fp.along_m / 2 + 0.01 &&
        Math.abs(-dx * ph.uy + dy * ph.ux) <= fp.across_m / 2 + 0.01
      )
        n++;
    }
    min = min === null ? n : Math.min(min, n);
  }
  return min;
}
