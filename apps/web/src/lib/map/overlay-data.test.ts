import { describe, expect, it } from 'vitest';
import { addVertex, emptyDraw } from './draw-geometry.ts';
import { corridorWidthAtZoom0, overlayData } from './overlay-data.ts';

describe('overlayData', () => {
  it('adds the corridor width to lines and vertex handles to drawings', () => {
    let draw = addVertex(emptyDraw('line'), [77, 12]);
    draw = addVertex(draw, [77.01, 12]);
    const data = overlayData([{ type: 'Point', coordinates: [1, 2] }], {
      draw,
      corridorWidthM: 40,
    });
    expect(data.shapes.features).toHaveLength(2);
    expect(data.shapes.features[1]!.properties).toMatchObject({ invalid: false });
    expect(data.shapes.features[1]!.properties!.w0).toBeCloseTo(corridorWidthAtZoom0(40, 12));
    expect(data.vertices.features.map((f) => f.properties!.index as number)).toEqual([0, 1]);
  });

  it('draws a crossing polygon as its outline, in red', () => {
    const draw = [
      [0, 0],
      [1, 1],
      [1, 0],
      [0, 1],
    ].reduce((s, p) => addVertex(s, p as [number, number]), emptyDraw('polygon'));
    const shape = overlayData([], { draw, invalid: true }).shapes.features[0]!;
    expect(shape.geometry.type).toBe('LineString');
    expect(shape.properties!.invalid).toBe(true);
  });

  it('converts metres to zoom-0 pixels (halving per zoom level)', () => {
    // 512 px tiles: 78271.517 m per pixel at zoom 0 on the equator.
    expect(corridorWidthAtZoom0(78271.517, 0)).toBeCloseTo(1);
    expect(corridorWidthAtZoom0(100, 60)).toBeCloseTo(2 * corridorWidthAtZoom0(100, 0));
  });
});
