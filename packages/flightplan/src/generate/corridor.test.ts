import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { planCorridorMapping } from './corridor.ts';
import { footprintM } from './camera.ts';
import { P4P } from '../test/shapes.ts';
import { rng } from '../test/coverage.ts';
import { createLocalProjection } from '../geo/project.ts';
import type { LocalXY } from '../geo/types.ts';
import { fcRun } from '../test/fc-seed.ts';

const origin = [11, 48] as const;
const proj = createLocalProjection(origin);

/** Polylines of 2–4 segments, 300–900 m each, turning at most 50° at each vertex. */
const lineArb = fc
  .tuple(
    fc.double({ min: 0, max: 360, noNaN: true }),
    fc.array(
      fc.tuple(
        fc.double({ min: 300, max: 900, noNaN: true }),
        fc.double({ min: -50, max: 50, noNaN: true }),
      ),
      {
        minLength: 2,
        maxLength: 4,
      },
    ),
  )
  .map(([start, legs]) => {
    const pts: LocalXY[] = [[0, 0]];
    let heading = start;
    for (const [len, turn] of legs) {
      heading += turn;
      const last = pts[pts.length - 1]!;
      const h = (heading * Math.PI) / 180;
      pts.push([last[0] + len * Math.sin(h), last[1] + len * Math.cos(h)]);
    }
    return pts;
  });

describe('corridor mapping properties', () => {
  it('covers the corridor at the asked overlaps', () => {
    fc.assert(
      fc.property(
        lineArb,
        fc.integer({ min: 0, max: 250 }),
        fc.integer({ min: 50, max: 120 }),
        fc.integer({ min: 60, max: 85 }),
        fc.integer({ min: 55, max: 80 }),
        (line, width, altitude, front, side) => {
          const r = planCorridorMapping({
            line: line.map(proj.toLngLat),
            camera: P4P,
            altitude_m: altitude,
            corridor_width_m: width,
            front_overlap_pct: front,
            side_overlap_pct: side,
          });
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          const fp = footprintM(P4P, altitude);
          const photos = r.value.photos.map((p) => {
            const [x, y] = proj.toLocal(p.position);
            const h = (p.heading_deg * Math.PI) / 180;
            return { x, y, ux: Math.sin(h), uy: Math.cos(h) };
          });
          // Sample points across the corridor at random stations along each segment's interior.
          const rand = rng(5);
          let covered = 0;
          const samples = 300;
          for (let k = 0; k < samples; k++) {
            const i = Math.floor(rand() * (line.length - 1));
            const a = line[i]!;
            const b = line[i + 1]!;
            const t = 0.05 + 0.9 * rand();
            const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
            const off = (rand() - 0.5) * width;
            const p = [
              a[0] + t * (b[0] - a[0]) - (off * (b[1] - a[1])) / len,
              a[1] + t * (b[1] - a[1]) + (off * (b[0] - a[0])) / len,
            ];
            const hit = photos.some((ph) => {
              const dx = p[0]! - ph.x;
              const dy = p[1]! - ph.y;
              return (
                Math.abs(dx * ph.ux + dy * ph.uy) <= fp.along_m / 2 &&
                Math.abs(-dx * ph.uy + dy * ph.ux) <= fp.across_m / 2
              );
            });
            if (hit) covered++;
          }
          expect(covered / samples).toBeGreaterThanOrEqual(0.995);
        },
      ),
      fcRun(40),
    );
  });
});
