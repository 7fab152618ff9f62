// Every exporter triggers photos exactly on the legs the generator marked (Waypoint.photo_leg),
// never in turns; DJI Fly routes get one takePhoto waypoint per planned photo.
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { loadMission } from '../test/fixtures/golden.ts';
import { P4P, rectangleRings, uShapeRings } from '../test/shapes.ts';
import { planAreaMapping } from '../generate/area-mapping.ts';
import type { Mission } from '../mission/types.ts';
import {
  exportLitchiCsv,
  exportMissionPlanner,
  exportQgcPlan,
  exportWpml,
  exportWpmlFiles,
  photoLegs,
  withPhotoWaypoints,
} from './index.ts';
import { missionMavItems, MAV_CMD } from './mavlink-items.ts';

const survey = loadMission('survey.mission.json');
const T0 = Date.UTC(2026, 0, 1);

function uSurvey(drone_id: string): Mission {
  const r = planAreaMapping({
    polygon: uShapeRings([8.5, 47.4]),
    camera: P4P,
    altitude_m: 60,
    angle_deg: 0,
    drone_id,
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Litchi photo_distinterval per row (-1 = off). */
const litchiIntervals = (m: Mission) =>
  exportLitchiCsv(m)
    .trimEnd()
    .split('\n')
    .slice(1)
    .map((r) => r.split(',')[45]);

describe('photo legs', () => {
  it('come from the mission, not from where photos happen to lie', () => {
    // Mark the turn 1→2 as a photo leg and row 2→3 as not: exporters follow the flags.
    const flags = [true, true, false, false, true, false];
    const m: Mission = {
      ...survey,
      waypoints: survey.waypoints.map((w, i) => ({ ...w, photo_leg: flags[i]! })),
    };
    expect(photoLegs(m)).toEqual([true, true, false, false, true]);
    expect(litchiIntervals(m)).toEqual(['21.5', '21.5', '-1', '-1', '21.5', '-1']);
    const starts = missionMavItems(m).filter((it) => it.command === MAV_CMD.DO_SET_CAM_TRIGG_DIST);
    expect(starts.map((it) => it.params[0])).toEqual([21.5, 0, 21.5, 0]);
    const waylines = exportWpmlFiles(m, { timestamp_ms: T0 })['wpmz/waylines.wpml'];
    const runs = [...waylines.matchAll(/StartIndex>(\d+)<.*?EndIndex>(\d+)<.*?multipleDistance/g)];
    expect(runs.map((r) => [r[1], r[2]])).toEqual([
      ['0', '2'],
      ['4', '5'],
    ]);
  });

  it('fall back to the photo positions for missions saved without flags', () => {
    const legacy: Mission = {
      ...survey,
      waypoints: survey.waypoints.map(({ photo_leg: _, ...w }) => w),
    };
    expect(photoLegs(legacy)).toEqual(photoLegs(survey));
    expect(exportLitchiCsv(legacy)).toBe(exportLitchiCsv(survey));
    expect(exportMissionPlanner(legacy)).toBe(exportMissionPlanner(survey));
    expect(exportQgcPlan(legacy)).toBe(exportQgcPlan(survey));
  });

  it('are the rows of a generated survey: transits across the notch never trigger', () => {
    const m = uSurvey('dji-mavic-3-enterprise');
    const legs = photoLegs(m);
    expect(legs).toEqual(m.waypoints.slice(0, -1).map((w) => w.photo_leg));
    expect(legs.filter(Boolean).length).toBeGreaterThan(0);
    expect(legs.some((on) => !on)).toBe(true);
    // MAVLink: a trigger start right after each run's first waypoint, a stop after its last.
    const items = missionMavItems(m);
    let wp = -1;
    let on = false;
    for (const it of items) {
      if (it.command === MAV_CMD.NAV_WAYPOINT) wp++;
      if (it.command !== MAV_CMD.DO_SET_CAM_TRIGG_DIST) continue;
      on = it.params[0] > 0;
      expect(legs[wp] ?? false).toBe(on);
      if (wp > 0) expect(legs[wp - 1]).toBe(!on);
    }
    expect(on).toBe(false);
  });
});

describe('DJI WPML photos', () => {
  it('Pilot 2 aircraft: distance-triggered groups over each run of photo legs', () => {
    const m = uSurvey('dji-mavic-3-enterprise');
    const waylines = exportWpmlFiles(m, { timestamp_ms: T0 })['wpmz/waylines.wpml'];
    const runs = photoLegs(m).filter((on, i, a) => on && !a[i - 1]).length;
    expect(waylines.match(/multipleDistance/g)).toHaveLength(runs);
    expect(waylines.match(/<wpml:index>/g)).toHaveLength(m.waypoints.length);
  });

  it('DJI Fly aircraft: one waypoint with reachPoint takePhoto per planned photo', () => {
    const m = uSurvey('dji-mini-4-pro');
    const flown = withPhotoWaypoints(m);
    expect(flown.trigger).toEqual({ type: 'none' });
    const shots = flown.waypoints.filter((w) => w.actions.some((a) => a.type === 'take_photo'));
    expect(shots).toHaveLength(m.photos.length);
    const kmz = exportWpml(m, { timestamp_ms: T0 });
    const waylines = strFromU8(unzipSync(kmz)['wpmz/waylines.wpml']!);
    expect(waylines).not.toMatch(/multipleDistance|multipleTiming/);
    expect(waylines.match(/takePhoto/g)).toHaveLength(m.photos.length);
    expect(waylines.match(/<wpml:index>/g)).toHaveLength(flown.waypoints.length);
    // The photo waypoints sit on the planned photos (leg ends: within half a metre).
    for (const p of m.photos) {
      const d = Math.min(
        ...shots.map((w) =>
          Math.hypot(w.position[0] - p.position[0], w.position[1] - p.position[1]),
        ),
      );
      expect(d).toBeLessThan(5e-6);
    }
  });

  it('always writes payloadInfo, and the true ellipsoidal height when take-off is known', () => {
    const m: Mission = { ...survey, drone_id: 'dji-matrice-350-rtk', camera_id: null };
    const files = exportWpmlFiles(m, { timestamp_ms: T0 });
    expect(files['wpmz/waylines.wpml']).toContain(
      '<wpml:payloadInfo><wpml:payloadEnumValue>0</wpml:payloadEnumValue>',
    );
    expect(
      exportWpmlFiles(m, { timestamp_ms: T0, payload_enum: 50 })['wpmz/template.kml'],
    ).toContain('<wpml:payloadEnumValue>50</wpml:payloadEnumValue>');
    // Relative mode without a known take-off: ellipsoidHeight repeats height, as DJI exports do.
    expect(files['wpmz/template.kml']).toContain(
      '<wpml:ellipsoidHeight>60</wpml:ellipsoidHeight>\n<wpml:height>60</wpml:height>',
    );
    const known = exportWpmlFiles(m, { timestamp_ms: T0, takeoff_ellipsoid_height_m: 455.5 });
    const template = known['wpmz/template.kml'];
    expect(template).toContain(
      '<wpml:ellipsoidHeight>515.5</wpml:ellipsoidHeight>\n<wpml:height>60</wpml:height>',
    );
    expect(template).toContain(
      '<wpml:takeOffRefPoint>47.3973000,8.5438000,455.5</wpml:takeOffRefPoint>',
    );
  });
});

describe('home altitude', () => {
  it('comes from the take-off elevation terrain following resolved', () => {
    const m: Mission = { ...survey, takeoff_elevation_m: 412.5 };
    const home = exportMissionPlanner(m).split('\n')[1]!.split('\t');
    expect(home[10]).toBe('412.500000');
    const plan = JSON.parse(exportQgcPlan(m)) as { mission: { plannedHomePosition: number[] } };
    expect(plan.mission.plannedHomePosition[2]).toBe(412.5);
    expect(exportMissionPlanner(m, { home_altitude_amsl_m: 3 }).split('\n')[1]).toContain(
      '\t3.000000\t',
    );
  });
});

describe('a rectangle survey', () => {
  it('has one photo leg per row', () => {
    const r = planAreaMapping({ polygon: rectangleRings([8, 47]), camera: P4P, altitude_m: 100 });
    if (!r.ok) throw new Error(r.error.message);
    const legs = photoLegs(r.value);
    expect(legs.filter(Boolean)).toHaveLength(r.value.waypoints.length / 2);
  });
});
