import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Mission, Waypoint, WaypointAction } from '../mission/types.ts';
import { loadMission, parseXml } from '../test/fixtures/golden.ts';
import {
  exportLitchiCsv,
  exportMissionKml,
  exportMissionPlanner,
  exportQgcPlan,
  exportWpmlFiles,
} from './index.ts';
import { fcRun } from '../test/fc-seed.ts';

const base = loadMission('survey.mission.json');

const action: fc.Arbitrary<WaypointAction> = fc.oneof(
  fc.record({
    type: fc.constant('hover' as const),
    seconds: fc.double({ min: 0.1, max: 32, noNaN: true }),
  }),
  fc.constant({ type: 'take_photo' as const }),
  fc.constant({ type: 'start_recording' as const }),
  fc.constant({ type: 'stop_recording' as const }),
  fc.record({
    type: fc.constant('rotate_drone' as const),
    heading_deg: fc.integer({ min: -180, max: 180 }),
  }),
  fc.record({
    type: fc.constant('pitch_camera_gimbal' as const),
    pitch_deg: fc.integer({ min: -90, max: 0 }),
  }),
);

const waypoint: fc.Arbitrary<Waypoint> = fc.record({
  position: fc.tuple(
    fc.double({ min: -179, max: 179, noNaN: true }),
    fc.double({ min: -80, max: 80, noNaN: true }),
  ),
  altitude_m: fc.double({ min: 5, max: 500, noNaN: true }),
  altitude_mode: fc.constantFrom('relative_to_takeoff' as const, 'above_ground' as const),
  takeoff_relative_m: fc.double({ min: -100, max: 500, noNaN: true }),
  speed_mps: fc.double({ min: 0, max: 20, noNaN: true }),
  heading_deg: fc.double({ min: -180, max: 180, noNaN: true }),
  gimbal_pitch_deg: fc.integer({ min: -90, max: 0 }),
  actions: fc.array(action, { maxLength: 4 }),
});

const mission: fc.Arbitrary<Mission> = fc
  .record({
    waypoints: fc.array(waypoint, { minLength: 1, maxLength: 12 }),
    path_mode: fc.constantFrom('normal' as const, 'curved' as const),
    heading_mode: fc.constantFrom('auto' as const, 'custom' as const),
    name: fc.string({ maxLength: 20, unit: 'binary' }),
  })
  .map((m) => ({ ...base, ...m, photos: [] }));

describe('exporters on arbitrary missions', () => {
  it('always produce well-formed, NaN-free output', () => {
    fc.assert(
      fc.property(mission, (m) => {
        const csv = exportLitchiCsv(m);
        for (const row of csv.trimEnd().split('\n')) expect(row.split(',')).toHaveLength(46);
        const wpl = exportMissionPlanner(m);
        for (const row of wpl.trimEnd().split('\n').slice(1))
          expect(row.split('\t')).toHaveLength(12);
        const plan = exportQgcPlan(m);
        JSON.parse(plan);
        const kml = exportMissionKml(m);
        parseXml(kml);
        const wpml = exportWpmlFiles(m, { timestamp_ms: 0 });
        parseXml(wpml['wpmz/template.kml']);
        parseXml(wpml['wpmz/waylines.wpml']);
        for (const text of [csv, wpl, plan, kml, wpml['wpmz/waylines.wpml']]) {
          expect(text).not.toMatch(/NaN|Infinity|undefined/);
        }
      }),
      fcRun(60),
    );
  });
});
