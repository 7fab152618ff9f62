import { describe, expect, it } from 'vitest';
import { draftFromDrag } from './annotation-layer.tsx';

describe('drawing an annotation', () => {
  it('makes a box from a drag in any direction', () => {
    expect(draftFromDrag({ x0: 0.5, y0: 0.5, x1: 0.2, y1: 0.1 }, 'Crack')).toEqual({
      kind: 'box',
      x: 0.2,
      y: 0.1,
      w: 0.3,
      h: 0.4,
      label: 'Crack',
    });
  });

  it('makes a point from a click or a tiny drag', () => {
    expect(draftFromDrag({ x0: 0.4, y0: 0.6, x1: 0.405, y1: 0.61 }, '')).toEqual({
      kind: 'point',
      x: 0.4,
      y: 0.6,
      label: '',
    });
  });
});
