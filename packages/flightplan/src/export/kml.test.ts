import type { Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import {
  expectGolden,
  hasOgrinfo,
  loadMission,
  ogrinfoSummary,
  parseXml,
  readInput,
} from '../test/fixtures/golden.ts';
import type { GroundControlPoint } from '../generate/gcp.ts';
import { exportMissionKml, exportSiteKml } from './index.ts';

const survey = loadMission('survey.mission.json');
const waypoints = loadMission('waypoints.mission.json');
const site = JSON.parse(readInput('site.geojson')) as Polygon;
const gcps: GroundControlPoint[] = [
  { name: 'GCP-1', position: [8.5441, 47.3976], elevation_m: 412.25 },
  { name: 'GCP <2>', position: [8.5459, 47.398], elevation_m: null },
];

const surveyKml = exportMissionKml(survey, { site, gcps, photos: true });
const absoluteKml = exportMissionKml(waypoints, {
  altitude: { mode: 'absolute', takeoff_elevation_m: 410 },
});
const siteKml = exportSiteKml('Field A & B', site);

describe('mission KML', () => {
  it('matches the golden files and is well-formed', () => {
    expectGolden('survey.kml', surveyKml);
    expectGolden('waypoints.kml', absoluteKml);
    expectGolden('site.kml', siteKml);
    for (const k of [surveyKml, absoluteKml, siteKml]) parseXml(k);
  });

  it('writes the path at relative or absolute heights', () => {
    expect(surveyKml).toContain('<altitudeMode>relativeToGround</altitudeMode>');
    // Terrain-following waypoints keep their height above ground (60), not the resolved 64.5.
    expect(surveyKml).toContain('8.5460000,47.3980396,60');
    expect(absoluteKml).toContain('<altitudeMode>absolute</altitudeMode>');
    expect(absoluteKml).toContain('8.5450000,47.3980000,470');
  });

  it('closes open rings', () => {
    const open: Polygon = { type: 'Polygon', coordinates: [site.coordinates[0]!.slice(0, -1)] };
    expect(exportSiteKml('x', open)).toBe(exportSiteKml('x', site));
  });

  it('opens in GDAL (ogrinfo -al -so)', (ctx) => {
    if (!hasOgrinfo()) {
      console.warn('SKIPPED GDAL check: ogrinfo not found; install gdal-bin (CI does).');
      ctx.skip();
    }
    const summary = ogrinfoSummary('survey.kml', surveyKml);
    expect(summary).toMatch(/Layer name: Site/);
    expect(summary).toMatch(/Layer name: Waypoints[\s\S]*?Feature Count: 6/);
    expect(summary).toMatch(/Layer name: Photos[\s\S]*?Feature Count: 24/);
    expect(summary).toMatch(/Layer name: Ground control points[\s\S]*?Feature Count: 2/);
    expect(ogrinfoSummary('site.kml', siteKml)).toMatch(/Feature Count: 1/);
    expect(ogrinfoSummary('waypoints.kml', absoluteKml)).toMatch(/Layer name: Flight path/);
  });
});
