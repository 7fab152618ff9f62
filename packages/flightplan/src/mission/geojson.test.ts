import { describe, expect, it } from 'vitest';
import { loadMission } from '../test/fixtures/golden.ts';
import { missionFromGeoJson, missionToGeoJson, siteFromGeoJson } from './geojson.ts';
import type { Mission } from './types.ts';

const survey = loadMission('survey.mission.json');
const waypoints = loadMission('waypoints.mission.json');
const site = {
  name: 'Field A',
  geometry: {
    type: 'Polygon' as const,
    coordinates: [
      [
        [8.544, 47.3975],
        [8.546, 47.3975],
        [8.546, 47.399],
        [8.544, 47.3975],
      ] as [number, number][],
    ],
  },
};

/** The GeoJSON of a mission as plain JSON, with one waypoint property replaced. */
function withWaypointProp(m: Mission, index: number, key: string, value: unknown): unknown {
  const doc = JSON.parse(JSON.stringify(missionToGeoJson(m))) as {
    features: { properties: Record<string, unknown> }[];
  };
  const f = doc.features.find(
    (x) => x.properties.role === 'waypoint' && x.properties.index === index,
  );
  f!.properties[key] = value;
  return doc;
}

describe('MISSION.geojson', () => {
  it('round-trips photo legs, the take-off elevation and the site outline', () => {
    const m: Mission = { ...survey, takeoff_elevation_m: 408 };
    const doc = JSON.parse(JSON.stringify(missionToGeoJson(m, { site })));
    const back = missionFromGeoJson(doc);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.value.waypoints.map((w) => w.photo_leg)).toEqual(
      m.waypoints.map((w) => w.photo_leg),
    );
    expect(back.value.takeoff_elevation_m).toBe(408);
    expect(back.value.photos).toHaveLength(m.photos.length);
    expect(siteFromGeoJson(doc)).toEqual(site);
    // Files written before these fields existed still read, without them.
    const old = missionFromGeoJson(JSON.parse(JSON.stringify(missionToGeoJson(waypoints))));
    expect(old.ok && old.value.waypoints.every((w) => w.photo_leg === undefined)).toBe(true);
    expect(siteFromGeoJson(missionToGeoJson(waypoints))).toBeNull();
  });

  it('refuses unknown actions and out-of-bounds values, naming the field', () => {
    const cases: [unknown, RegExp][] = [
      [
        withWaypointProp(waypoints, 1, 'actions', [{ type: 'self_destruct' }]),
        /features\[2\]\.properties\.actions\[0\]\.type/,
      ],
      [
        withWaypointProp(waypoints, 3, 'actions', [{ type: 'hover', seconds: 40 }]),
        /actions\[0\]\.seconds/,
      ],
      [
        withWaypointProp(waypoints, 0, 'actions', [{ type: 'rotate_drone', heading_deg: 270 }]),
        /heading_deg/,
      ],
      [
        withWaypointProp(waypoints, 0, 'actions', [{ type: 'pitch_camera_gimbal', pitch_deg: 20 }]),
        /pitch_deg/,
      ],
      [
        withWaypointProp(waypoints, 0, 'actions', Array(16).fill({ type: 'take_photo' })),
        /actions/,
      ],
      [withWaypointProp(waypoints, 0, 'gimbal_pitch_deg', 45), /gimbal_pitch_deg/],
      [withWaypointProp(waypoints, 0, 'altitude_m', 'high'), /altitude_m/],
      [withWaypointProp(waypoints, 0, 'index', 1), /index 1 repeats/],
      [{ type: 'FeatureCollection', features: [] }, /no flight path/],
      [{ type: 'Feature' }, /FeatureCollection/],
      [null, /FeatureCollection/],
    ];
    for (const [doc, message] of cases) {
      const r = missionFromGeoJson(doc);
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.error.type).toBe('validation_error');
      expect(r.error.message).toMatch(/^Invalid mission file: /);
      expect(r.error.message).toMatch(message);
    }
  });

  it('refuses positions off the globe and unknown kinds', () => {
    const doc = JSON.parse(JSON.stringify(missionToGeoJson(survey))) as {
      features: { geometry: { coordinates: unknown }; properties: Record<string, unknown> }[];
    };
    doc.features[1]!.geometry.coordinates = [200, 47];
    expect(missionFromGeoJson(doc)).toMatchObject({ ok: false });
    const kind = JSON.parse(JSON.stringify(missionToGeoJson(survey))) as typeof doc;
    kind.features[0]!.properties.kind = 'crop_dusting';
    const r = missionFromGeoJson(kind);
    expect(!r.ok && r.error.message).toMatch(/features\[0\]\.properties\.kind/);
  });
});
