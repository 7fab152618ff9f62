// Keyboard vertex editing of the draw model: selection, arrow-key nudges, Delete.
import { describe, expect, it } from 'vitest';
import {
  addVertex,
  cycleSelection,
  drawMeasures,
  emptyDraw,
  finishDraw,
  isDrawSelfIntersecting,
  nudgeSelected,
  nudgeStepM,
  removeSelected,
  selectVertex,
  selectedIndex,
  type DrawState,
} from './draw-geometry.ts';
import { overlayData } from './overlay-data.ts';

const build = (mode: DrawState['mode'], points: [number, number][]) =>
  points.reduce((acc, p) => addVertex(acc, p), emptyDraw(mode));

const square = () =>
  finishDraw(
    build('polygon', [
      [77, 12],
      [77.01, 12],
      [77.01, 12.01],
      [77, 12.01],
    ]),
  );

describe('keyboard vertex editing', () => {
  it('selects vertices with ] and [, wrapping around, and clears out-of-range selections', () => {
    let s = square();
    expect(selectedIndex(s)).toBeNull();
    s = cycleSelection(s, 1);
    expect(selectedIndex(s)).toBe(0);
    s = cycleSelection(cycleSelection(cycleSelection(cycleSelection(s, 1), 1), 1), 1);
    expect(selectedIndex(s)).toBe(0);
    expect(selectedIndex(cycleSelection(square(), -1))).toBe(3);
    expect(selectedIndex(cycleSelection(s, -1))).toBe(3);
    expect(selectedIndex(selectVertex(s, 9))).toBeNull();
    expect(selectVertex(s, 0)).toBe(s);
    expect(cycleSelection(emptyDraw('polygon'), 1)).toEqual(emptyDraw('polygon'));
    expect(selectedIndex(cycleSelection(build('point', [[1, 1]]), 1))).toBeNull();
  });

  it('nudges the selected vertex by metres east and north', () => {
    const s = selectVertex(square(), 2);
    const moved = nudgeSelected(s, 100, -50);
    const [lng, lat] = moved.vertices[2]!;
    // 100 m east at 12.01° N ≈ 0.000919°; 50 m south ≈ 0.000449°.
    expect(lng - 77.01).toBeCloseTo(100 / (111_320 * Math.cos((12.01 * Math.PI) / 180)), 9);
    expect(lat - 12.01).toBeCloseTo(-50 / 111_320, 9);
    expect(moved.vertices.filter((_, i) => i !== 2)).toEqual(s.vertices.filter((_, i) => i !== 2));
    expect(moved.finished).toBe(true);
    expect(nudgeSelected(square(), 100, 0)).toEqual(square());
  });

  it('keeps nudged vertices on the globe', () => {
    const s = selectVertex(
      build('line', [
        [179.9999, 89.9999],
        [0, 0],
      ]),
      0,
    );
    const [lng, lat] = nudgeSelected(s, 1000, 1000).vertices[0]!;
    expect(lat).toBe(90);
    expect(lng).toBeGreaterThanOrEqual(-180);
    expect(lng).toBeLessThan(180);
  });

  it('sizes a nudge as a few screen pixels at the map zoom', () => {
    // 4 px at zoom 18 on the equator ≈ 1.19 m; half that one zoom level closer.
    expect(nudgeStepM(18, 0)).toBeCloseTo(1.194, 3);
    expect(nudgeStepM(19, 0)).toBeCloseTo(nudgeStepM(18, 0) / 2, 9);
    expect(nudgeStepM(18, 60)).toBeCloseTo(nudgeStepM(18, 0) / 2, 9);
  });

  it('updates the live area after a nudge', () => {
    const before = drawMeasures(square()).areaM2!;
    const after = drawMeasures(nudgeSelected(selectVertex(square(), 2), 200, 200)).areaM2!;
    expect(after).toBeGreaterThan(before);
  });

  it('shows a nudge that makes edges cross as self-intersecting', () => {
    // Moving the top-right corner below the bottom edge makes the edge back to the top-left
    // corner cross the bottom edge.
    const crossed = nudgeSelected(selectVertex(square(), 2), -590, -2110);
    expect(isDrawSelfIntersecting(crossed)).toBe(true);
  });

  it('removes the selected vertex with Delete, keeps a selection and reopens short shapes', () => {
    let s = selectVertex(square(), 1);
    s = removeSelected(s);
    expect(s.vertices).toEqual([
      [77, 12],
      [77.01, 12.01],
      [77, 12.01],
    ]);
    expect(selectedIndex(s)).toBe(1);
    expect(s.finished).toBe(true);
    s = removeSelected(selectVertex(s, 2));
    expect(selectedIndex(s)).toBe(1);
    expect(s.finished).toBe(false);
    s = removeSelected(removeSelected(s));
    expect(s.vertices).toEqual([]);
    expect(selectedIndex(s)).toBeNull();
    expect(removeSelected(square())).toEqual(square());
  });

  it('clears the selection when a vertex is added', () => {
    const s = selectVertex(
      build('line', [
        [0, 0],
        [1, 1],
      ]),
      0,
    );
    expect(selectedIndex(addVertex(s, [2, 2]))).toBeNull();
  });

  it('marks the selected vertex in the map overlay', () => {
    const data = overlayData([], { draw: selectVertex(square(), 3) });
    expect(data.vertices.features.map((f) => f.properties!.selected as boolean)).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });
});
