import { DEFAULT_UNIT_PREFERENCES, FREE_PLAN } from '@sortie/domain';
import { DEFAULT_DRONE } from '@sortie/flightplan';
import { describe, expect, it } from 'vitest';
import { buildMission } from '../testing/mission-factory.ts';
import { feasibility, planSizeProblem } from './feasibility.ts';
import { plannerProblems } from './planner-problems.ts';

const mission = buildMission().mission;

describe('feasibility', () => {
  it("warns next to the drone when a mapping mission exceeds its app's waypoint cap", () => {
    const r = feasibility(
      mission,
      { ...DEFAULT_DRONE, max_waypoints: 5 },
      undefined,
      DEFAULT_UNIT_PREFERENCES,
    );
    expect(r.warnings.drone_id).toMatch(/at most 5 waypoints/);
    expect(r.errors).toEqual({});
  });

  it('blocks a waypoint mission over the cap', () => {
    const r = feasibility(
      { ...mission, kind: 'waypoints' },
      { ...DEFAULT_DRONE, max_waypoints: 5 },
      undefined,
      DEFAULT_UNIT_PREFERENCES,
    );
    expect(r.errors.drone_id).toMatch(/Remove waypoints/);
  });

  it('says when the speed was lowered for the camera trigger interval', () => {
    const r = feasibility(mission, DEFAULT_DRONE, 15, DEFAULT_UNIT_PREFERENCES);
    expect(r.warnings.speed_mps).toMatch(/^Slowed to/);
  });

  it("checks the plan's mission size limit", () => {
    const fcl = FREE_PLAN.fcl;
    expect(planSizeProblem(fcl, 'area_mapping', { areaM2: 4046.86 * 100, lineM: 0 })).toMatch(
      /up to 75 acres/,
    );
    expect(planSizeProblem(fcl, 'area_mapping', { areaM2: 4046.86 * 10, lineM: 0 })).toBeNull();
    expect(planSizeProblem(fcl, 'waypoints', { areaM2: 1e9, lineM: 0 })).toBeNull();
  });

  it('keys problems by field; geometry refusals show under the kind', () => {
    const p = plannerProblems({
      engine: {
        type: 'exceeded_max_polygon_mission_size',
        message: 'Too big.',
        field: 'geometry',
        details: {},
      },
      planLimit: null,
      feasibility: null,
      saveError: null,
    });
    expect(p).toMatchObject({ errors: { kind: 'Too big.' }, valid: false });
  });
});
