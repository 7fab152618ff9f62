import { describe, expect, it } from 'vitest';
import { ellipsoidalHeightM } from './geoid.ts';

describe('ellipsoidalHeightM', () => {
  it('adds the EGM96 geoid undulation (h = H + N)', () => {
    // N is about +47 m over Switzerland and about −106 m south of India (the geoid low).
    const zurich = ellipsoidalHeightM([8.5438, 47.3973], 408) - 408;
    expect(zurich).toBeGreaterThan(45);
    expect(zurich).toBeLessThan(50);
    expect(ellipsoidalHeightM([78, 5], 0)).toBeLessThan(-95);
  });
});
