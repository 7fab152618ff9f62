import { describe, expect, it } from 'vitest';
import { thumbnailUrlIn } from './site-thumbnail.tsx';

const url = '/company/c1/sites/s1/thumbnail.svg?v=abc';

describe('thumbnailUrlIn', () => {
  it('asks for the brand colour', () => {
    expect(thumbnailUrlIn(url, '#e8622c')).toBe(`${url}&colour=E8622C`);
    expect(thumbnailUrlIn(url, 'rgb(0,0,0)')).toBe(url);
    expect(thumbnailUrlIn('', '#e8622c')).toBe('');
  });

  it('asks an imperial scale bar for an imperial user (issue 10 §7)', () => {
    expect(thumbnailUrlIn(url, '#e8622c', 'imperial')).toBe(`${url}&colour=E8622C&units=imperial`);
    expect(thumbnailUrlIn('/t.svg', 'none', 'imperial')).toBe('/t.svg?units=imperial');
    expect(thumbnailUrlIn(url, '#e8622c', 'metric')).toBe(`${url}&colour=E8622C`);
  });
});
