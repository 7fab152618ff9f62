// Every finding and planner warning carries its English sentence and, beside it, a stable code with
// the values the sentence names (decision 432), so a client can write it in its reader's language.
// A finding quoting a brand's permission sentence is coded only when the brand names that sentence.
import { describe, expect, it } from 'vitest';
import { FINDING_CODES, PATH_WARNING_CODES } from './coded-text.ts';
import { destination, type LngLat } from './geo.ts';
import { judge, type Aerodrome, type Zone } from './judge.ts';
import { pathWarnings } from './path-warnings.ts';
import type { TAirspaceRules } from './rules.ts';

const RULES: TAirspaceRules = {
  authority: 'Test authority',
  source: 'Test source',
  conservativeDefault: false,
  maxHeightM: 121.92,
  aerodromeRings: [
    { fromKm: 0, toKm: 8, freeHeightM: 0 },
    { fromKm: 8, toKm: 12, freeHeightM: 60.96 },
  ],
  perimeterKm: { large_airport: 2, medium_airport: 1 },
  permission: { yellow: 'permission from ATC', red: 'flights only with permission' },
  permissionCodes: { yellow: 'test_atc', red: 'test_only' },
  checkedOn: '2026-11-24',
};
const UNNAMED: TAirspaceRules = { ...RULES, permissionCodes: undefined };
const BLR: Aerodrome = {
  ident: 'VOBL',
  iata: 'BLR',
  name: 'Kempegowda International Airport',
  type: 'large_airport',
  lngLat: [77.706299, 13.1979],
};
const at = new Date('2026-11-24T12:00:00Z');
const square = (c: LngLat, d: number): LngLat[][] => [
  [
    [c[0] - d, c[1] - d],
    [c[0] + d, c[1] - d],
    [c[0] + d, c[1] + d],
    [c[0] - d, c[1] + d],
    [c[0] - d, c[1] - d],
  ],
];
const zone = (c: LngLat, cls: Zone['class'], name: string): Zone => ({
  id: name,
  name,
  class: cls,
  floorM: 0,
  ceilingM: 100,
  validFrom: null,
  validTo: null,
  source: 'test',
  polygons: [square(c, 0.01)],
});
const run = (rules: TAirspaceRules, p: LngLat, heightM: number, zones: Zone[] = []) =>
  judge({ rules, points: [p], heightM, aerodromes: [BLR], zones, at });

describe('finding codes', () => {
  it('an aerodrome ring with a free height: its distance, name, height and permission', () => {
    const v = run(RULES, destination(BLR.lngLat, 0, 12_000), 30);
    expect(v.findings[0]!.text).toBe(
      '10.0 km from the perimeter of Kempegowda International Airport: up to 61 m without permission; above it, permission from ATC',
    );
    expect(v.findings[0]!.textCode).toEqual({
      code: 'aerodrome_free',
      params: { km: 10, aerodrome: BLR.name, height: 61, permission: 'test_atc' },
    });
  });

  it('controlled from the ground, a red and a yellow zone, and a height above the free height', () => {
    const near = destination(BLR.lngLat, 0, 5_000);
    const v = run(RULES, near, 60, [zone(near, 'red', 'Palace'), zone(near, 'yellow', 'Base')]);
    expect(v.findings.map((f) => f.textCode)).toEqual([
      {
        code: 'zone_red',
        params: { zone: 'Palace', floor: 0, ceiling: 100, permission: 'test_only' },
      },
      {
        code: 'aerodrome_controlled',
        params: { km: 3, aerodrome: BLR.name, permission: 'test_atc' },
      },
      {
        code: 'zone_yellow',
        params: { zone: 'Base', floor: 0, ceiling: 100, permission: 'test_atc' },
      },
    ]);
    const far: LngLat = [78.5, 14];
    const high = run(RULES, far, 150, [zone(far, 'green', 'Fields')]);
    expect(high.findings.map((f) => [f.text, f.textCode])).toEqual([
      [
        '150 m is above the 100 m flown here without permission; permission from ATC',
        { code: 'height_above_free', params: { height: 150, free: 100, permission: 'test_atc' } },
      ],
      [
        'Fields: green up to 100 m',
        { code: 'zone_green', params: { zone: 'Fields', ceiling: 100 } },
      ],
    ]);
  });

  it('a permission sentence without a name: the English alone, nothing half-coded', () => {
    const near = destination(BLR.lngLat, 0, 5_000);
    const v = run(UNNAMED, near, 60, [zone(near, 'red', 'Palace'), zone(near, 'green', 'Park')]);
    expect(v.findings.filter((f) => f.textCode).map((f) => f.textCode!.code)).toEqual([
      'zone_green',
    ]);
    expect(pathWarnings(v, 60).every((w) => w.textCode === undefined)).toBe(true);
  });

  it('a rule for every professional flight is coded by its own name', () => {
    const rules = {
      ...RULES,
      professionalPermissionEverywhere: 'Every flight needs permission',
      professionalPermissionCode: 'test_everywhere',
    };
    const v = run(rules, [78.5, 14], 60);
    expect(v.findings[0]).toMatchObject({
      kind: 'rule',
      text: 'Every flight needs permission',
      textCode: { code: 'permission_everywhere', params: { rule: 'test_everywhere' } },
    });
  });

  it('uses only the listed codes', () => {
    const near = destination(BLR.lngLat, 0, 5_000);
    const v = run(RULES, near, 150, [zone(near, 'red', 'Palace')]);
    for (const f of v.findings)
      expect(FINDING_CODES as readonly string[]).toContain(f.textCode!.code);
  });
});

describe('path warning codes', () => {
  it('entering zones and climbing above ceilings, each with its values', () => {
    const near = destination(BLR.lngLat, 0, 5_000);
    const v = run(RULES, near, 60, [zone(near, 'red', 'Palace')]);
    const w = pathWarnings(v, 60);
    expect(w.map((x) => x.textCode)).toEqual([
      {
        code: 'enters_zone_red',
        params: { zone: 'Palace', floor: 0, ceiling: 100, permission: 'test_only' },
      },
      {
        code: 'enters_controlled',
        params: { km: 3, aerodrome: BLR.name, permission: 'test_atc' },
      },
    ]);
    const ring = run(RULES, destination(BLR.lngLat, 0, 12_000), 90);
    expect(pathWarnings(ring, 90).map((x) => [x.text, x.textCode])).toEqual([
      [
        'The mission climbs to 90 m, above the 61 m allowed 10.0 km from Kempegowda International Airport.',
        {
          code: 'above_aerodrome_free',
          params: { height: 90, free: 61, km: 10, aerodrome: BLR.name },
        },
      ],
    ]);
    const far: LngLat = [78.5, 14];
    const green = run(RULES, far, 150, [zone(far, 'green', 'Fields')]);
    const codes = pathWarnings(green, 150).map((x) => x.textCode!.code);
    expect(codes).toEqual(['above_zone_ceiling']);
    for (const c of codes) expect(PATH_WARNING_CODES as readonly string[]).toContain(c);
    const plain = run(RULES, far, 150);
    expect(pathWarnings(plain, 150).map((x) => x.textCode)).toEqual([
      { code: 'above_free', params: { height: 150, free: 122 } },
    ]);
  });
});
