import { describe, expect, it } from 'vitest';
import {
  addVertex,
  canFinish,
  drawGeometry,
  drawMeasures,
  dropRepeatedVertices,
  emptyDraw,
  finishDraw,
  isDrawSelfIntersecting,
  moveVertex,
  removeLastVertex,
} from './draw-geometry.ts';
import { bboxOf, geometrySvg } from './geometry.ts';

const square = (s: ReturnType<typeof emptyDraw>) =>
  [
    [77, 12],
    [77.01, 12],
    [77.01, 12.01],
    [77, 12.01],
  ].reduce((acc, p) => addVertex(acc, p as [number, number]), s);

describe('draw model', () => {
  it('builds a closed polygon only once it has three vertices', () => {
    let s = addVertex(emptyDraw('polygon'), [77, 12]);
    s = addVertex(s, [77.01, 12]);
    expect(canFinish(s)).toBe(false);
    expect(finishDraw(s).finished).toBe(false);
    expect(drawGeometry(s)).toBeNull();
    s = finishDraw(addVertex(s, [77.01, 12.01]));
    expect(s.finished).toBe(true);
    expect(drawGeometry(s)).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [77, 12],
          [77.01, 12],
          [77.01, 12.01],
          [77, 12],
        ],
      ],
    });
    expect(addVertex(s, [1, 1])).toBe(s);
  });

  it('places a point with one click and replaces it with the next', () => {
    const s = addVertex(addVertex(emptyDraw('point'), [1, 2]), [3, 4]);
    expect(s.finished).toBe(true);
    expect(drawGeometry(s)).toEqual({ type: 'Point', coordinates: [3, 4] });
  });

  it('moves and removes vertices; Backspace reopens a finished shape', () => {
    let s = finishDraw(square(emptyDraw('line')));
    s = moveVertex(s, 0, [76.99, 12]);
    expect(s.vertices[0]).toEqual([76.99, 12]);
    expect(moveVertex(s, 9, [0, 0])).toBe(s);
    s = removeLastVertex(s);
    expect(s.vertices).toHaveLength(3);
    expect(s.finished).toBe(false);
    expect(removeLastVertex(emptyDraw('line')).vertices).toEqual([]);
  });

  it('drops the duplicate vertices a double-click adds', () => {
    let s = addVertex(emptyDraw('line'), [1, 1]);
    s = addVertex(addVertex(s, [2, 2]), [2, 2]);
    expect(dropRepeatedVertices(s).vertices).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it('measures area and length geodesically', () => {
    const poly = square(emptyDraw('polygon'));
    const { areaM2 } = drawMeasures(poly);
    // ~1.09 km × 1.11 km at 12° N
    expect(areaM2).toBeGreaterThan(1.2e6);
    expect(areaM2).toBeLessThan(1.25e6);
    const { lengthM } = drawMeasures(square(emptyDraw('line')));
    expect(lengthM).toBeGreaterThan(3200);
    expect(drawMeasures(emptyDraw('point'))).toEqual({ areaM2: null, lengthM: null });
  });

  it('detects crossing edges', () => {
    expect(isDrawSelfIntersecting(square(emptyDraw('polygon')))).toBe(false);
    const bow = [
      [0, 0],
      [1, 1],
      [1, 0],
      [0, 1],
    ].reduce((acc, p) => addVertex(acc, p as [number, number]), emptyDraw('polygon'));
    expect(isDrawSelfIntersecting(bow)).toBe(true);
    const zig = { ...bow, mode: 'line' as const };
    expect(isDrawSelfIntersecting(zig)).toBe(true);
    expect(isDrawSelfIntersecting(addVertex(emptyDraw('point'), [0, 0]))).toBe(false);
  });
});

describe('geometry helpers', () => {
  it('computes a bbox and projects into an SVG box', () => {
    const g = { type: 'LineString' as const, coordinates: [[0, 0] as const, [1, 1] as const] };
    expect(bboxOf([g])).toEqual([0, 0, 1, 1]);
    expect(bboxOf([])).toBeNull();
    const svg = geometrySvg([g, { type: 'Point', coordinates: [0.5, 0.5] }], 200, 100, 0);
    expect(svg.paths[0]!.d.startsWith('M')).toBe(true);
    expect(svg.points).toHaveLength(1);
  });

  it('centres a lone point (a point site thumbnail)', () => {
    const svg = geometrySvg([{ type: 'Point', coordinates: [77.5, 12.9] }], 300, 140, 18);
    expect(svg.points).toEqual([[150, 70]]);
  });
});
