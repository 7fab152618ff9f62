import { DEFAULT_UNIT_PREFERENCES, IMPERIAL_UNIT_PREFERENCES } from '@sortie/domain';
import { describe, expect, it } from 'vitest';
import { problemText } from './problem-text.ts';

const range = (field: string, min: number, max: number) => ({
  type: 'out_of_range',
  message: `${field} must be between ${min} and ${max}.`,
  field,
  details: { field, min, max },
});

describe('problemText', () => {
  it("words range refusals in the user's units", () => {
    expect(problemText(range('altitude_m', 2, 500), DEFAULT_UNIT_PREFERENCES)).toBe(
      'Enter a value from 2 m to 500 m.',
    );
    expect(problemText(range('altitude_m', 2, 500), IMPERIAL_UNIT_PREFERENCES)).toMatch(
      /^Enter a value from [\d.]+ ft to [\d.,K]+ ft\.$/,
    );
    expect(problemText(range('front_overlap_pct', 10, 95), DEFAULT_UNIT_PREFERENCES)).toBe(
      'Enter a value from 10 % to 95 %.',
    );
  });

  it("keeps the engine's sentence otherwise", () => {
    const p = {
      type: 'photo_interval_too_short',
      message: 'Lower the front overlap.',
      field: 'front_overlap_pct',
      details: {},
    };
    expect(problemText(p, DEFAULT_UNIT_PREFERENCES)).toBe('Lower the front overlap.');
  });
});
