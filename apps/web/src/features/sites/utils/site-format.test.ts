import { describe, expect, it } from 'vitest';
import {
  cappedCountText,
  siteProgressPercent,
  siteSizeText,
  siteTimeLeftText,
} from './site-format.ts';

const metric = { area: 'acres', distance: 'metric' } as const;

describe('site display rules', () => {
  it('formats size by site type in the user units', () => {
    expect(
      siteSizeText({ site_type: 'area', size: { value: 4046.86, unit: 'm2', acres: 1 } }, metric),
    ).toBe('1 acres');
    expect(
      siteSizeText(
        { site_type: 'corridor', size: { value: 2500, unit: 'm', acres: null } },
        { area: 'ha', distance: 'imperial' },
      ),
    ).toMatch(/mi$/);
    expect(
      siteSizeText({ site_type: 'point', size: { value: null, unit: null, acres: null } }, metric),
    ).toBe('Point');
  });

  it('shows time left or Complete only with a goal', () => {
    expect(siteTimeLeftText({ goal: null, remaining_time: null })).toBeNull();
    expect(siteTimeLeftText({ goal: 3600, remaining_time: 0 })).toBe('Complete');
    expect(siteTimeLeftText({ goal: 7200, remaining_time: 3600 })).toBe('1 h left');
    expect(siteProgressPercent({ goal: 100, progress: 25 })).toBe(25);
    expect(siteProgressPercent({ goal: 100, progress: 250 })).toBe(100);
    expect(siteProgressPercent({ goal: null, progress: 5 })).toBe(0);
  });
});

describe('cappedCountText', () => {
  it('shows exact counts, and "200+" when the server stopped counting', () => {
    expect(cappedCountText(5, false)).toBe('5');
    expect(cappedCountText(200, false)).toBe('200');
    expect(cappedCountText(200, true)).toBe('200+');
  });
});
