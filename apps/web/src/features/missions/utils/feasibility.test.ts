import { DEFAULT_UNIT_PREFERENCES, FREE_PLAN } from '@sortie/domain';
import { DEFAULT_DRONE, type Mission } from '@sortie/flightplan';
import { describe, expect, it } from 'vitest';
import { buildMission } from '../testing/mission-factory.ts';
import { feasibility, planSizeProblem } from './feasibility.ts';
import { plannedSpeed, plannedSpeedText } from './planned-speed.ts';
import { plannerProblems } from './planner-problems.ts';
import { cameraSpecById } from './linked-size.ts';

const mission: Mission = buildMission().mission;
const units = DEFAULT_UNIT_PREFERENCES;
const noSpeed = { requestedSpeedMps: undefined, camera: null };

/** The mission flown at `mps` with photos every `spacing` m. */
const flownAt = (mps: number, spacing = 10): Mission => ({
  ...mission,
  trigger: { type: 'distance', spacing_m: spacing },
  waypoints: mission.waypoints.map((w) => ({ ...w, speed_mps: mps })),
});

describe('feasibility', () => {
  it("warns next to the drone when a mapping mission exceeds its app's waypoint cap", () => {
    const r = feasibility(mission, { ...DEFAULT_DRONE, max_waypoints: 5 }, noSpeed, units);
    expect(r.warnings.drone_id).toMatch(/at most 5 waypoints/);
    expect(r.errors).toEqual({});
  });

  it('blocks a waypoint mission over the cap', () => {
    const r = feasibility(
      { ...mission, kind: 'waypoints' },
      { ...DEFAULT_DRONE, max_waypoints: 5 },
      noSpeed,
      units,
    );
    expect(r.errors.drone_id).toMatch(/Remove waypoints/);
  });

  it('blocks a mission that climbs above the drone ceiling, next to the altitude', () => {
    const r = feasibility(mission, { ...DEFAULT_DRONE, ceiling_m: 50 }, noSpeed, units);
    expect(r.errors.altitude_m).toMatch(/above this drone's 50 m ceiling/);
    expect(feasibility(mission, DEFAULT_DRONE, noSpeed, units).errors).toEqual({});
  });

  it('says when a typed speed was lowered for the camera trigger interval', () => {
    const r = feasibility(flownAt(5), DEFAULT_DRONE, { ...noSpeed, requestedSpeedMps: 12 }, units);
    expect(r.warnings.speed_mps).toBe(
      "Slowed from 12 m/s to 5 m/s: photos 10 m apart can be taken at most every 2 s (the camera's minimum trigger interval). Lower the front overlap or fly higher to go faster.",
    );
  });

  it("warns too when the camera's default speed was lowered (empty field)", () => {
    const r = feasibility(flownAt(5), DEFAULT_DRONE, noSpeed, units);
    expect(r.warnings.speed_mps).toMatch(/^Slowed from the camera's default 8 m\/s to 5 m\/s/);
    expect(feasibility(flownAt(8, 40), DEFAULT_DRONE, noSpeed, units).warnings).toEqual({});
  });

  it("checks the plan's mission size limit", () => {
    const fcl = FREE_PLAN.fcl;
    expect(planSizeProblem(fcl, 'area_mapping', { areaM2: 4046.86 * 100, lineM: 0 })).toMatch(
      /^Your plan allows area missions up to 75 acres; this one is 100 acres\./,
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

describe('plannedSpeed', () => {
  it("shows the speed flown and that it is the camera's default", () => {
    const camera = cameraSpecById(mission.camera_id);
    const s = plannedSpeed(flownAt(camera?.speed.default ?? 8, 100), camera, undefined);
    expect(s?.limit).toBeNull();
    expect(s && plannedSpeedText(s, units)).toMatch(
      /^Flies at [\d.]+ m\/s, the camera's default speed\.$/,
    );
  });

  it('names the trigger interval and photo spacing that limit it', () => {
    const s = plannedSpeed(flownAt(4, 12), null, 10);
    expect(s).toMatchObject({
      flownMps: 4,
      askedMps: 10,
      limit: { photoSpacingM: 12, intervalS: 2 },
    });
  });
});
