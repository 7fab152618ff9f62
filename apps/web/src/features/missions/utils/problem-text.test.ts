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

describe("the engine's quantities in the user's units (issue 19)", () => {
  const tooLow = {
    type: 'out_of_range',
    message: "At this altitude the camera's ground sample distance is below the planner's minimum.",
    field: 'altitude_m',
    details: {
      field: 'altitude_m',
      min: 3.76,
      max: 500,
      value: 3,
      gsd_cm: 0.08,
      gsd_limit_cm: 0.1,
    },
  };

  it('names the altitude to fly at in metres or feet, never metres for an imperial user', () => {
    expect(problemText(tooLow, DEFAULT_UNIT_PREFERENCES)).toBe(
      "At 3 m this camera's ground sample distance is 0.08 cm/px, below the 0.1 cm/px minimum. Fly at 3.76 m or higher.",
    );
    const imperial = problemText(tooLow, IMPERIAL_UNIT_PREFERENCES);
    expect(imperial).toMatch(
      /^At [\d.]+ ft this camera's .* in\/px, below the [\d.]+ in\/px minimum\. Fly at 12\.3\d? ft or higher\.$/,
    );
    expect(imperial).not.toMatch(/\d m\b|cm/);
  });

  it('words photo spacing and the take-off ceiling from their details', () => {
    const spacing = {
      type: 'photo_interval_too_short',
      message: 'Photos 3.5 m apart would be taken too fast.',
      field: 'front_overlap_pct',
      details: { photo_spacing_m: 3.5, min_trigger_interval_s: 2 },
    };
    expect(problemText(spacing, IMPERIAL_UNIT_PREFERENCES)).toMatch(/^Photos 11\.\d+ ft apart /);
    const ceiling = {
      type: 'takeoff_above_ceiling',
      message: 'Take-off at 6100 m is above the ceiling.',
      field: 'takeoff',
      details: { elevation_m: 6100, ceiling_m: 6000 },
    };
    expect(problemText(ceiling, DEFAULT_UNIT_PREFERENCES)).toBe(
      "Take-off at 6100 m is above this drone's 6000 m ceiling.",
    );
    expect(problemText(ceiling, IMPERIAL_UNIT_PREFERENCES)).toMatch(/ft is above .* ft ceiling\.$/);
  });
});
