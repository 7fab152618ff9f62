import { describe, expect, it } from 'vitest';
import { emptyCollection, plainStyle, rasterTemplates } from './map-style.ts';

const data = { shapes: emptyCollection(), vertices: emptyCollection() };
const IMAGERY = 'https://imagery.example/{z}/{y}/{x}';
const LABELS = 'https://labels.example/{z}/{y}/{x}';

describe('brand map styles', () => {
  it('lays hybrid tiles bottom to top over the plain background, under the overlay', () => {
    expect(rasterTemplates(` ${IMAGERY} | ${LABELS} `)).toEqual([IMAGERY, LABELS]);
    const style = plainStyle('#e8622c', data, `${IMAGERY} | ${LABELS}`);
    const ids = style.layers.map((l) => l.id);
    expect(ids.slice(0, 3)).toEqual(['background', 'base', 'base-1']);
    expect(ids.indexOf('base-1')).toBeLessThan(ids.indexOf('sortie-fill'));
    expect(style.sources.base).toMatchObject({ type: 'raster', tiles: [IMAGERY] });
    expect(style.sources['base-1']).toMatchObject({ type: 'raster', tiles: [LABELS] });
  });

  it('keeps the plain background and the overlay when there are no tiles', () => {
    const style = plainStyle('#e8622c', data, null);
    expect(style.layers[0]!.id).toBe('background');
    expect(Object.keys(style.sources)).not.toContain('base');
    expect(style.layers.map((l) => l.id)).toContain('sortie-fill');
  });
});
