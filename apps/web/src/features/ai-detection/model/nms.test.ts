import { describe, expect, it } from 'vitest';
import type { Detection } from './detection.ts';
import { iou, nonMaxSuppression } from './nms.ts';

const det = (label: string, classId: number, score: number, x: number, y = 0, size = 100) => ({
  label,
  classId,
  score,
  box: { x, y, width: size, height: size },
});

describe('iou', () => {
  it('is 1 for the same box, 0 for disjoint ones and 1/3 for half-overlapping squares', () => {
    const a = { x: 0, y: 0, width: 100, height: 100 };
    expect(iou(a, a)).toBe(1);
    expect(iou(a, { x: 200, y: 0, width: 10, height: 10 })).toBe(0);
    expect(iou(a, { x: 50, y: 0, width: 100, height: 100 })).toBeCloseTo(1 / 3);
    expect(iou({ x: 0, y: 0, width: 0, height: 0 }, { x: 0, y: 0, width: 0, height: 0 })).toBe(0);
  });
});

describe('nonMaxSuppression', () => {
  it('keeps the best of overlapping boxes of one class, best first', () => {
    const input: Detection[] = [
      det('person', 0, 0.6, 10), // overlaps the 0.9 one by IoU ≈ 0.82
      det('person', 0, 0.9, 0),
      det('person', 0, 0.7, 300), // elsewhere
    ];
    expect(nonMaxSuppression(input, 0.5).map((d) => d.score)).toEqual([0.9, 0.7]);
  });

  it('never lets one class suppress another', () => {
    const input = [det('person', 0, 0.9, 0), det('boat', 8, 0.8, 0)];
    expect(nonMaxSuppression(input, 0.5).map((d) => d.label)).toEqual(['person', 'boat']);
  });

  it('keeps boxes overlapping at or under the threshold, and stops at maxOut', () => {
    const input = [det('car', 2, 0.9, 0), det('car', 2, 0.8, 50)]; // IoU 1/3
    expect(nonMaxSuppression(input, 0.34)).toHaveLength(2);
    expect(nonMaxSuppression(input, 0.3)).toHaveLength(1);
    expect(nonMaxSuppression(input, 0.5, 1)).toHaveLength(1);
  });
});
