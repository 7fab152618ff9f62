import type { TVerifyElevationGridResponse } from '@sortie/domain/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { coverageText, heightText, numberText } from './elevation-i18n.ts';

const partial: TVerifyElevationGridResponse = {
  elevation_source: 'SRTM',
  cell_count: 1200,
  gap_count: 300,
  coverage_pct: 75,
  gaps: [],
  verdict: 'partial',
  message: 'The elevation data covers 75% of the area; 300 of 1200 cells have no height.',
};

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('elevation words', () => {
  it("keeps English as it was: plain numbers, the domain's heights, the server's sentence", () => {
    expect(numberText(1200)).toBe('1200');
    expect(heightText({ value: 328.084, unit: 'ft', text: '328.1 ft' })).toBe('328.1 ft');
    expect(coverageText(partial)).toBe(partial.message);
  });

  it('writes numbers, heights and the coverage sentence in Hindi', async () => {
    await i18n.changeLanguage('hi');
    expect(numberText(1200)).toBe('1,200');
    expect(heightText({ value: 328.084, unit: 'ft', text: '328.1 ft' })).toBe('328.1 ft');
    expect(coverageText(partial)).toMatch(/^एलिवेशन डेटा क्षेत्र का 75% कवर करता है; 1,200 में से 300 सेल/);
    expect(coverageText({ ...partial, gap_count: 0, verdict: 'ok' })).toBe(
      'एलिवेशन डेटा पूरे क्षेत्र को कवर करता है।',
    );
  });
});
