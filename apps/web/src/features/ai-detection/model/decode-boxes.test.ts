import { describe, expect, it } from 'vitest';
import { decodeCenterNet } from './decode-boxes.ts';
import { letterbox } from './letterbox.ts';

describe('decodeCenterNet', () => {
  const fit = letterbox(1280, 720, 512, 512); // scale 0.4, bars of 112 above and below

  it('maps rows from the letterboxed square to frame pixels with labels', () => {
    const rows = [
      // x1, y1, x2, y2, score, class
      [100, 152, 140, 232, 0.9, 0], // person
      [0, 112, 512, 400, 0.5, 15], // cat
    ].flat();
    expect(decodeCenterNet(rows, fit, 1280, 720, 0.3)).toEqual([
      { classId: 0, label: 'person', score: 0.9, box: { x: 250, y: 100, width: 100, height: 200 } },
      { classId: 15, label: 'cat', score: 0.5, box: { x: 0, y: 0, width: 1280, height: 720 } },
    ]);
  });

  it('drops rows under the floor, with a NaN class, or inside the bars only', () => {
    const rows = [
      [100, 152, 140, 232, 0.2, 0], // below the floor
      [100, 152, 140, 232, 0.9, Number.NaN], // no class
      [10, 0, 50, 100, 0.9, 2], // wholly in the top bar
      [10, 200, 50, 300, 0.9, 2], // a car
    ].flat();
    const out = decodeCenterNet(rows, fit, 1280, 720, 0.3);
    expect(out.map((d) => d.label)).toEqual(['car']);
  });

  it('cuts boxes that reach into the bars to the frame', () => {
    const out = decodeCenterNet([0, 100, 100, 200, 0.8, 8], fit, 1280, 720, 0.3);
    expect(out[0]!.box).toEqual({ x: 0, y: 0, width: 250, height: 220 });
    expect(out[0]!.label).toBe('boat');
  });

  it('ignores a trailing partial row and names unknown classes', () => {
    const out = decodeCenterNet([0, 112, 50, 200, 0.8, 95, 1, 2], fit, 1280, 720, 0.3);
    expect(out).toHaveLength(1);
    expect(out[0]!.label).toBe('class 95');
  });
});
