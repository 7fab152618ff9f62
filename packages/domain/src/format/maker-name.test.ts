import { describe, expect, it } from 'vitest';
import { withMaker } from './maker-name.ts';

describe('withMaker (issue 10 §7: no "DJI DJI Mavic 3")', () => {
  it('prefixes the maker when the model does not name it', () => {
    expect(withMaker('DJI', 'Mavic 3')).toBe('DJI Mavic 3');
    expect(withMaker('DJI', 'Matrice 30 wide camera')).toBe('DJI Matrice 30 wide camera');
  });

  it('does not repeat a maker the model already starts with', () => {
    expect(withMaker('DJI', 'DJI Mavic 3')).toBe('DJI Mavic 3');
    expect(withMaker('dji', 'DJI  Mavic 3')).toBe('DJI Mavic 3');
    expect(withMaker(' DJI ', 'DJI Mavic 3')).toBe('DJI Mavic 3');
  });

  it('knows a short form of the maker at the start of the model', () => {
    expect(withMaker('Autel Robotics', 'Autel EVO II Pro V3')).toBe('Autel EVO II Pro V3');
    expect(withMaker('Hasselblad / DJI', 'Hasselblad L2D-20c')).toBe('Hasselblad L2D-20c');
  });

  it('matches whole words only, and copes with empty parts', () => {
    expect(withMaker('DJI', 'DJIX 1')).toBe('DJI DJIX 1');
    expect(withMaker('', 'Mavic 3')).toBe('Mavic 3');
    expect(withMaker(null, 'Mavic 3')).toBe('Mavic 3');
    expect(withMaker('DJI', '')).toBe('DJI');
  });
});
