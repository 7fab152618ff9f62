import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boxSelfJoin } from './box-self-join.ts';
import { doSegmentsIntersect, findSelfIntersection } from './self-intersection.ts';
import type { LocalXY } from './types.ts';
import { fcRun } from '../test/fc-seed.ts';

type Edge = { ring: number; index: number; a: LocalXY; b: LocalXY };

const box = (e: Edge) =>
  [
    Math.min(e.a[0], e.b[0]),
    Math.min(e.a[1], e.b[1]),
    Math.max(e.a[0], e.b[0]),
    Math.max(e.a[1], e.b[1]),
  ] as const;

function edgesOf(rings: LocalXY[][], closed: boolean): Edge[] {
  return rings.flatMap((ring, r) =>
    Array.from({ length: closed ? ring.length : Math.max(0, ring.length - 1) }, (_, i) => ({
      ring: r,
      index: i,
      a: ring[i]!,
      b: ring[(i + 1) % ring.length]!,
    })),
  );
}

/** The definition, over all pairs: candidate pairs (boxes touch) and whether any one crosses. */
function bruteForce(rings: LocalXY[][], closed: boolean) {
  const edges = edgesOf(rings, closed);
  let candidates = 0;
  let crossing = false;
  for (let i = 0; i < edges.length; i++)
    for (let j = i + 1; j < edges.length; j++) {
      const [s, t] = [edges[i]!, edges[j]!];
      const [p, q] = [box(s), box(t)];
      if (p[2] < q[0] || p[3] < q[1] || p[0] > q[2] || p[1] > q[3]) continue;
      candidates++;
      const d = Math.abs(s.index - t.index);
      const n = rings[s.ring]!.length;
      const adjacent = s.ring === t.ring && (d === 1 || (closed && d === n - 1));
      if (!adjacent && doSegmentsIntersect(s.a, s.b, t.a, t.b)) crossing = true;
    }
  const total = closed ? edges.length >= 3 : edges.length >= 2;
  return { candidates: total ? candidates : 0, crossing: total && crossing };
}

// Small integer grids make touching vertices, collinear overlaps and shared edges common.
const ringArb = fc.array(
  fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 })),
  { minLength: 0, maxLength: 40 },
);
const shapeArb = fc.record({
  rings: fc.array(ringArb, { minLength: 1, maxLength: 4 }),
  closed: fc.boolean(),
  scale: fc.constantFrom(1, 1e-3, 37.5),
});

describe('findSelfIntersection', () => {
  it('answers as all pairs would, and counts the same candidate pairs against the budget', () => {
    fc.assert(
      fc.property(shapeArb, ({ rings: raw, closed, scale }) => {
        const rings = raw.map((r) => r.map(([x, y]) => [x * scale, y * scale] as LocalXY));
        const { candidates, crossing } = bruteForce(rings, closed);
        const verdict = findSelfIntersection(rings, closed, Infinity);
        expect(verdict).toBe(crossing ? 'crossing' : 'none');
        // Without a crossing every candidate pair is tested: exactly `candidates` fit the budget.
        if (!crossing && candidates > 0) {
          expect(findSelfIntersection(rings, closed, candidates)).toBe('none');
          expect(findSelfIntersection(rings, closed, candidates - 1)).toBe('too_complex');
        }
      }),
      fcRun(400),
    );
  });

  it('answers as all pairs would on a spiral, whose file order packs so badly it is re-sorted', () => {
    // A square spiral line: every run of 16 consecutive edges spans several loops, nested.
    const spiral: LocalXY[] = [];
    for (let k = 1; k <= 600; k++) spiral.push([-k, -k], [k, -k], [k, k], [-k - 1, k]);
    const edges = edgesOf([spiral], false);
    const boxes = new Float64Array(edges.flatMap(box));
    expect(boxSelfJoin(boxes, edges.length, () => false, 'input', 32 * edges.length)).toBe(
      'gave_up',
    );
    const { candidates, crossing } = bruteForce([spiral], false);
    expect(crossing).toBe(false);
    expect(findSelfIntersection([spiral], false, candidates)).toBe('none');
    expect(findSelfIntersection([spiral], false, candidates - 1)).toBe('too_complex');
    const crossed = [...spiral, [0, -2000] as LocalXY];
    expect(findSelfIntersection([crossed], false)).toBe('crossing');
  });

  it('finds every touching pair once among thousands of boxes (several tree levels)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.integer({ min: 0, max: 300 }),
            fc.integer({ min: 0, max: 300 }),
            fc.integer({ min: 0, max: 8 }),
            fc.integer({ min: 0, max: 8 }),
          ),
          { minLength: 300, maxLength: 1500 },
        ),
        fc.constantFrom('input' as const, 'hilbert' as const),
        (raw, order) => {
          const boxes = new Float64Array(raw.flatMap(([x, y, w, h]) => [x, y, x + w, y + h]));
          const seen = new Set<string>();
          const visit = (i: number, j: number) => {
            expect(i).toBeLessThan(j);
            const key = `${i},${j}`;
            expect(seen.has(key)).toBe(false);
            seen.add(key);
            return false;
          };
          expect(boxSelfJoin(boxes, raw.length, visit, order)).toBe('done');
          let expected = 0;
          for (let i = 0; i < raw.length; i++)
            for (let j = i + 1; j < raw.length; j++) {
              const [a, b] = [raw[i]!, raw[j]!];
              const touch =
                a[0] <= b[0] + b[2] &&
                b[0] <= a[0] + a[2] &&
                a[1] <= b[1] + b[3] &&
                b[1] <= a[1] + a[3];
              if (touch) {
                expected++;
                expect(seen.has(`${i},${j}`)).toBe(true);
              }
            }
          expect(seen.size).toBe(expected);
        },
      ),
      fcRun(30),
    );
  });

  it('stops at the first pair the visitor accepts', () => {
    let calls = 0;
    const boxes = new Float64Array([0, 0, 1, 1, 0, 0, 1, 1, 0, 0, 1, 1]);
    expect(boxSelfJoin(boxes, 3, () => ++calls > 0)).toBe('stopped');
    expect(calls).toBe(1);
  });
});
