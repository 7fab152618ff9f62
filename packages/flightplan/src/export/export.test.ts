import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { expectGolden, loadMission, parseXml } from '../test/fixtures/golden.ts';
import type { Mission } from '../mission/types.ts';
import {
  LITCHI_HEADER,
  MISSION_EXPORT_FORMATS,
  exportLitchiCsv,
  exportMission,
  exportMissionPlanner,
  exportQgcPlan,
  exportWpml,
  exportWpmlFiles,
} from './index.ts';

const survey = loadMission('survey.mission.json');
const waypoints = loadMission('waypoints.mission.json');
const T0 = Date.UTC(2026, 0, 1);

describe('Litchi CSV', () => {
  it('matches the golden files', () => {
    expectGolden('survey.litchi.csv', exportLitchiCsv(survey));
    expectGolden('waypoints.litchi.csv', exportLitchiCsv(waypoints));
  });

  it('writes the 46-column header and rows', () => {
    const [header, ...rows] = exportLitchiCsv(waypoints).trimEnd().split('\n');
    expect(header).toBe(LITCHI_HEADER);
    expect(header?.split(',')).toHaveLength(46);
    for (const r of rows) expect(r.split(',')).toHaveLength(46);
    // gimbal, 1.5 s stay, photo — then record, 30 s stay, rotate, stop.
    expect(rows[0]?.split(',').slice(8, 14)).toEqual(['5', '-90', '0', '1500', '1', '0']);
    expect(rows[3]?.split(',').slice(8, 16)).toEqual([
      '2',
      '0',
      '0',
      '30000',
      '4',
      '-90',
      '3',
      '0',
    ]);
  });

  it('sets the distance interval on survey lines only', () => {
    const rows = exportLitchiCsv(survey).trimEnd().split('\n').slice(1);
    const dist = rows.map((r) => r.split(',')[45]);
    expect(dist).toEqual(['21.5', '-1', '21.5', '-1', '21.5', '-1']);
  });

  it('refuses more than 15 actions on a waypoint', () => {
    const wp = { ...waypoints.waypoints[0]!, actions: Array(16).fill({ type: 'take_photo' }) };
    const m: Mission = { ...waypoints, waypoints: [wp] };
    expect(() => exportLitchiCsv(m)).toThrow(/allows 15/);
  });
});

describe('Mission Planner (QGC WPL 110)', () => {
  it('matches the golden files', () => {
    expectGolden('survey.waypoints', exportMissionPlanner(survey, { home_altitude_amsl_m: 488 }));
    expectGolden('waypoints.waypoints', exportMissionPlanner(waypoints));
  });

  it('writes 12 TAB-separated fields per row with home at index 0', () => {
    const [head, ...rows] = exportMissionPlanner(survey).trimEnd().split('\n');
    expect(head).toBe('QGC WPL 110');
    rows.forEach((r, i) => {
      const f = r.split('\t');
      expect(f).toHaveLength(12);
      expect(f[0]).toBe(String(i));
    });
    expect(rows[0]?.split('\t').slice(1, 4)).toEqual(['1', '0', '16']);
    const commands = rows.map((r) => r.split('\t')[3]);
    expect(commands.filter((c) => c === '206')).toHaveLength(6); // 3 lines × start/stop
    expect(commands.at(-1)).toBe('20');
  });

  it('uses the terrain frame when asked', () => {
    const rows = exportMissionPlanner(survey, { altitude: 'terrain_frame' }).split('\n');
    expect(rows.filter((r) => r.split('\t')[2] === '10')).toHaveLength(2);
  });
});

describe('QGroundControl plan', () => {
  it('matches the golden files', () => {
    expectGolden('survey.plan', exportQgcPlan(survey));
    expectGolden('waypoints.plan', exportQgcPlan(waypoints, { firmware: 'px4' }));
  });

  it('numbers doJumpId from 1 and mirrors the .waypoints items', () => {
    const plan = JSON.parse(exportQgcPlan(waypoints)) as {
      fileType: string;
      mission: { items: Array<{ doJumpId: number; command: number; params: unknown[] }> };
    };
    expect(plan.fileType).toBe('Plan');
    const items = plan.mission.items;
    expect(items.map((i) => i.doJumpId)).toEqual(items.map((_, k) => k + 1));
    const wpl = exportMissionPlanner(waypoints).trimEnd().split('\n').slice(2);
    expect(items.map((i) => String(i.command))).toEqual(wpl.map((r) => r.split('\t')[3]));
    for (const i of items) expect(i.params).toHaveLength(7);
  });
});

describe('DJI WPML', () => {
  it('matches the golden files', () => {
    const files = exportWpmlFiles(survey, { timestamp_ms: T0 });
    expectGolden('survey.template.kml', files['wpmz/template.kml']);
    expectGolden('survey.waylines.wpml', files['wpmz/waylines.wpml']);
    const poi = exportWpmlFiles(waypoints, {
      timestamp_ms: T0,
      poi: { position: [8.546, 47.3982], altitude_m: 10 },
    });
    expectGolden('waypoints.template.kml', poi['wpmz/template.kml']);
    expectGolden('waypoints.waylines.wpml', poi['wpmz/waylines.wpml']);
  });

  it('zips wpmz/template.kml and wpmz/waylines.wpml, well-formed and reproducible', () => {
    const kmz = exportWpml(survey, { timestamp_ms: T0 });
    expect(exportWpml(survey, { timestamp_ms: T0 })).toEqual(kmz);
    const entries = unzipSync(kmz);
    expect(Object.keys(entries).sort()).toEqual(['wpmz/template.kml', 'wpmz/waylines.wpml']);
    for (const bytes of Object.values(entries)) parseXml(strFromU8(bytes));
    const waylines = strFromU8(entries['wpmz/waylines.wpml']!);
    expect(waylines).toContain('<wpml:droneEnumValue>77</wpml:droneEnumValue>');
    expect(waylines.match(/multipleDistance/g)).toHaveLength(3);
    expect(waylines.match(/<wpml:index>/g)).toHaveLength(6);
  });

  it('refuses drones without a DJI enum', () => {
    expect(() => exportWpml({ ...survey, drone_id: 'parrot-anafi' })).toThrow(/DJI aircraft/);
    expect(
      exportWpml(
        { ...survey, drone_id: null },
        { drone: { droneEnumValue: 68, droneSubEnumValue: 0, payloadEnumValue: null } },
      ).length,
    ).toBeGreaterThan(0);
  });
});

describe('exportMission', () => {
  it('names the file and sets the MIME type for every format', () => {
    const seen = MISSION_EXPORT_FORMATS.map((f) => {
      const out = exportMission(waypoints, f, { wpml: { timestamp_ms: T0 } });
      expect(out.body.length).toBeGreaterThan(100);
      return `${out.fileName} ${out.mime}`;
    });
    expect(seen).toEqual([
      'Tower-inspection.csv text/csv',
      'Tower-inspection.waypoints text/plain',
      'Tower-inspection.kml application/vnd.google-earth.kml+xml',
      'Tower-inspection.kmz application/vnd.google-earth.kmz',
      'Tower-inspection.plan application/json',
    ]);
  });
});
