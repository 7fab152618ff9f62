import { describe, expect, it } from 'vitest';
import { lineLengthM, polygonAreaM2 } from './measure.ts';
import { squareAroundPoint } from './square-around.ts';
import type { LngLat } from './types.ts';

const ACRE_M2 = 4046.86;

describe('squareAroundPoint', () => {
  const cases: [string, LngLat, number][] = [
    ['1 acre at the equator', [0, 0], 1],
    ['10 acres in Amsterdam', [4.9, 52.37], 10],
    ['5000 acres in Texas', [-99.5, 31.2], 5000],
    ['250 acres in northern Norway', [23.7, 69.9], 250],
  ];

  it.each(cases)('%s: area within 0.5 %% of the request', (_name, centre, acres) => {
    const [ring = []] = squareAroundPoint(centre, acres * ACRE_M2);
    const area = polygonAreaM2({ outer: ring.slice(0, -1), holes: [] });
    expect(Math.abs(area / (acres * ACRE_M2) - 1)).toBeLessThan(0.005);
  });

  it('is a closed, north-aligned square centred on the point', () => {
    const centre: LngLat = [4.9, 52.37];
    const [ring = []] = squareAroundPoint(centre, 10 * ACRE_M2);
    expect(ring).toHaveLength(5);
    expect(ring[4]).toEqual(ring[0]);
    const sides = [0, 1, 2, 3].map((i) => lineLengthM([ring[i]!, ring[i + 1]!]));
    const side = Math.sqrt(10 * ACRE_M2);
    for (const s of sides) expect(Math.abs(s / side - 1)).toBeLessThan(0.005);
    // North-west corner first, then clockwise: the top edge runs east.
    expect(ring[1]![0]).toBeGreaterThan(ring[0]![0]);
    expect(ring[1]![1]).toBeCloseTo(ring[0]![1], 4);
    const lng = (ring[0]![0] + ring[1]![0]) / 2;
    const lat = (ring[0]![1] + ring[2]![1]) / 2;
    expect(lng).toBeCloseTo(centre[0], 6);
    expect(lat).toBeCloseTo(centre[1], 4);
  });
});
