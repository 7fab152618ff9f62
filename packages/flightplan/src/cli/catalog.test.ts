import { describe, expect, it } from 'vitest';
import { resolveDroneId } from './catalog.ts';

describe('resolveDroneId', () => {
  it('keeps the drone the pilot named', () => {
    expect(resolveDroneId('dji-matrice-350-rtk', 'dji-m3e-wide')).toBe('dji-matrice-350-rtk');
  });
  it('infers the only drone a camera fits', () => {
    expect(resolveDroneId(undefined, 'dji-m3e-wide')).toBe('dji-mavic-3-enterprise');
  });
  it('infers nothing without a camera', () => {
    expect(resolveDroneId(undefined, undefined)).toBeUndefined();
  });
});
