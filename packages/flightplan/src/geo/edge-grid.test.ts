import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { polygonQueries } from './edge-grid.ts';
import { isPointInPolygon, pointPolygonEdgeDistanceM } from './planar.ts';
import type { LocalPolygon, LocalXY } from './types.ts';
import { fcRun } from '../test/fc-seed.ts';

/** A wobbly star-shaped ring of n vertices (simple), radius about r. */
function wobblyRing(n: number, r: number, wobble: number[], cx = 0, cy = 0): LocalXY[] {
  return Array.from({ length: n }, (_, i) => {
    const a = (2 * Math.PI * i) / n;
    const k = 1 + 0.3 * wobble[i % wobble.length]!;
    return [cx + r * k * Math.cos(a), cy + r * k * Math.sin(a)] as LocalXY;
  });
}

const polyArb = fc
  .record({
    n: fc.integer({ min: 256, max: 3000 }),
    r: fc.double({ min: 1, max: 5000, noNaN: true }),
    wobble: fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: 1, maxLength: 40 }),
    hole: fc.boolean(),
  })
  .map(({ n, r, wobble, hole }): LocalPolygon => ({
    outer: wobblyRing(n, r, wobble),
    holes: hole ? [wobblyRing(300, r * 0.2, [0.1, -0.2, 0.3], r * 0.1, -r * 0.1).reverse()] : [],
  }));

describe('polygonQueries', () => {
  it('answers exactly as the brute-force functions, on edges and vertices too', () => {
    fc.assert(
      fc.property(
        polyArb,
        fc.array(
          fc.tuple(
            fc.double({ min: -1.5, max: 1.5, noNaN: true }),
            fc.double({ min: -1.5, max: 1.5, noNaN: true }),
          ),
          { minLength: 20, maxLength: 60 },
        ),
        fc.double({ min: 0, max: 0.5, noNaN: true }),
        (poly, units, dShare) => {
          const q = polygonQueries(poly);
          const r = Math.max(...poly.outer.map((p) => Math.hypot(p[0], p[1])));
          const ring = poly.outer;
          // Random points, the vertices themselves and points on edges (the ambiguous cases).
          const points: LocalXY[] = [
            ...units.map(([u, v]) => [u * r, v * r] as LocalXY),
            ...ring.filter((_, i) => i % 37 === 0),
            ...ring
              .filter((_, i) => i % 41 === 0)
              .map((p, i) => {
                const b = ring[(i * 41 + 1) % ring.length]!;
                return [(p[0] + b[0]) / 2, (p[1] + b[1]) / 2] as LocalXY;
              }),
          ];
          const d = dShare * r;
          for (const p of points) {
            expect(q.contains(p)).toBe(isPointInPolygon(p, poly));
            expect(q.edgeDistanceAtLeast(p, d)).toBe(pointPolygonEdgeDistanceM(p, poly) >= d);
            expect(q.edgeDistanceAtLeast(p, 0)).toBe(true);
          }
        },
      ),
      fcRun(60),
    );
  });

  it('stays exact on a shape whose far vertex stretches the grid', () => {
    // A lollipop: one far vertex stretches the extent and its two long edges cross every column.
    const ring: LocalXY[] = [...wobblyRing(2000, 10, [0.2, -0.1]), [100_000, 5], [100_000, 6]];
    const poly = { outer: ring, holes: [] };
    const q = polygonQueries(poly);
    for (const p of [
      [0, 0],
      [5, 5],
      [50_000, 5.5],
      [-20, 0],
    ] as LocalXY[]) {
      expect(q.contains(p)).toBe(isPointInPolygon(p, poly));
      expect(q.edgeDistanceAtLeast(p, 3)).toBe(pointPolygonEdgeDistanceM(p, poly) >= 3);
    }
  });
});
