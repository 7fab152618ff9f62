// The drawn-area check (shape-check.ts): open rings kept, double clicks dropped, and a sentence
// for crossing edges, too few corners, a sliver and a continent.
import { describe, expect, it } from 'vitest';
import { checkedShape } from './shape-check.ts';

const square = (d = 0.001): [number, number][] => [
  [77.594 - d, 12.971 - d],
  [77.594 + d, 12.971 - d],
  [77.594 + d, 12.971 + d],
  [77.594 - d, 12.971 + d],
];
const polygon = (coordinates: [number, number][]) => ({ type: 'polygon' as const, coordinates });
const refusal = (coordinates: [number, number][]) => {
  try {
    checkedShape(polygon(coordinates));
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('checkedShape', () => {
  it('keeps a drawn square open and drops repeated and closing corners', () => {
    const ring = square();
    const messy = [ring[0]!, ring[0]!, ring[1]!, ring[2]!, ring[2]!, ring[3]!, ring[0]!];
    expect(checkedShape(polygon(messy))).toEqual(polygon(ring));
    const circle = {
      type: 'circle' as const,
      center: [77.5, 12.9] as [number, number],
      radius: 50,
    };
    expect(checkedShape(circle)).toBe(circle);
  });

  it('refuses crossing edges, too few corners, slivers and huge areas with a sentence', () => {
    const [a, b, c, d] = square();
    expect(refusal([a!, c!, b!, d!])).toMatch(/edges cross/);
    expect(refusal([a!, b!, b!, a!])).toMatch(/at least 3 different corners/);
    expect(refusal([a!, b!, [b![0] + 0.0000001, b![1]]])).toMatch(/less than 100 m²/);
    expect(refusal(square(1))).toMatch(/at most 100 km/);
  });
});
