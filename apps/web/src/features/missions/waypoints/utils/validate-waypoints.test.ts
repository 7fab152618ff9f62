import { IMPERIAL_UNIT_PREFERENCES } from '@sortie/domain';
import { planWaypoints } from '@sortie/flightplan';
import { describe, expect, it } from 'vitest';
import type { WaypointsDraft } from '../types.ts';
import { validateWaypointsDraft } from './validate-waypoints.ts';

const base = (): WaypointsDraft => ({
  altitude_m: 60,
  waypoints: [{ position: [10, 50] }, { position: [10.001, 50] }],
});

describe('validateWaypointsDraft', () => {
  it('is empty for a draft the engine plans', () => {
    const d = base();
    expect(validateWaypointsDraft(d)).toEqual({});
    expect(planWaypoints(d).ok).toBe(true);
  });

  it('keys problems by the engine field path the server names in 422 details', () => {
    const d = base();
    d.waypoints[1] = {
      position: [10.001, 50],
      altitude_m: 700,
      actions: [{ type: 'take_photo' }, { type: 'hover', seconds: 33 }],
    };
    const errors = validateWaypointsDraft(d);
    expect(errors['waypoints[1].altitude_m']).toBe(
      'Altitude must be between 2 and 500 m above take-off.',
    );
    expect(errors['waypoints[1].actions[1].seconds']).toBe('Hover between 1 and 32 seconds.');
    const engine = planWaypoints(d);
    expect(engine.ok).toBe(false);
    if (!engine.ok) expect(Object.keys(errors)).toContain(engine.error.details?.field);
  });

  it('explains the 15-action cap and asks for two waypoints', () => {
    const d = base();
    d.waypoints[0]!.actions = Array.from({ length: 16 }, () => ({ type: 'take_photo' as const }));
    d.waypoints.pop();
    const errors = validateWaypointsDraft(d);
    expect(errors['waypoints[0].actions']).toMatch(/up to 15 actions/);
    expect(errors.waypoints).toMatch(/at least two waypoints/);
  });

  it("speaks the user's units", () => {
    const d = { ...base(), altitude_m: 1, speed_mps: 20 };
    const errors = validateWaypointsDraft(d, IMPERIAL_UNIT_PREFERENCES);
    expect(errors.altitude_m).toBe('Altitude must be between 6.6 and 1640 ft above take-off.');
    expect(errors.speed_mps).toBe('Speed must be between 2.2 and 33.6 mi/h.');
  });

  it("judges speeds by the camera's range when the planner gives one", () => {
    const d = { ...base(), speed_mps: 18 };
    expect(validateWaypointsDraft(d).speed_mps).toBe('Speed must be between 1 and 15 m/s.');
    expect(validateWaypointsDraft(d, undefined, { min: 0.5, max: 20 })).toEqual({});
  });
});
