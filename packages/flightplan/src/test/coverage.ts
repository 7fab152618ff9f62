// Coverage estimate for tests: sample points in a polygon and check each lies in some photo
// footprint (a rectangle centred on the photo, long side across the flight line).
import type { Mission } from '../mission/types.ts';
import type { LocalXY } from '../geo/types.ts';
import { createLocalProjection } from '../geo/project.ts';
import { isPointInRing } from '../geo/planar.ts';
import type { Footprint } from '../generate/camera.ts';
import type { TestSite } from './shapes.ts';

/** Deterministic pseudo-random numbers (mulberry32) so failures reproduce. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fraction of `samples` random points of the site that fall inside at least one footprint. */
export function coveredFraction(
  site: TestSite,
  mission: Mission,
  fp: Footprint,
  samples = 400,
): number {
  const proj = createLocalProjection(site.origin);
  const photos = mission.photos.map((ph) => {
    const [x, y] = proj.toLocal(ph.position);
    const h = (ph.heading_deg * Math.PI) / 180;
    return { x, y, ux: Math.sin(h), uy: Math.cos(h) };
  });
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of site.local) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const rand = rng(42);
  let covered = 0;
  let taken = 0;
  for (let tries = 0; taken < samples && tries < samples * 50; tries++) {
    const p: LocalXY = [minX + rand() * (maxX - minX), minY + rand() * (maxY - minY)];
    if (!isPointInRing(p, site.local) || site.holes.some((h) => isPointInRing(p, h))) continue;
    taken++;
    const hit = photos.some((ph) => {
      const dx = p[0] - ph.x;
      const dy = p[1] - ph.y;
      const along = dx * ph.ux + dy * ph.uy;
      const across = -dx * ph.uy + dy * ph.ux;
      return Math.abs(along) <= fp.along_m / 2 && Math.abs(across) <= fp.across_m / 2;
    });
    if (hit) covered++;
  }
  return taken === 0 ? 1 : covered / taken;
}
