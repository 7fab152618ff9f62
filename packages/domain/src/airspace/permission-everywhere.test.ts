// The rules flag "permission is always needed for professional flights" (GCAA, Guyana; decision
// 384): a green point stays green but needs permission, the rule's sentence is the first finding,
// the go/no-go says so for every hour, and rules without the flag judge as before.
import { describe, expect, it } from 'vitest';
import { DEFAULT_DRONE_LIMITS } from './drone-limits.ts';
import { destination, type LngLat } from './geo.ts';
import { judgeHour } from './go-no-go.ts';
import { judge, type Aerodrome } from './judge.ts';
import type { TAirspaceRules } from './rules.ts';

const SENTENCE =
  'Every professional (commercial) drone flight needs the authority’s written permission (Directive X)';
const BASE: TAirspaceRules = {
  authority: 'Test authority',
  source: 'Test source',
  conservativeDefault: true,
  maxHeightM: 121.92,
  aerodromeRings: [{ fromKm: 0, toKm: 9.3, freeHeightM: 0 }],
  perimeterKm: { large_airport: 2, medium_airport: 1 },
  permission: { yellow: 'permission from the authority', red: 'only with permission' },
  checkedOn: '2026-11-24',
};
const FLAGGED: TAirspaceRules = { ...BASE, professionalPermissionEverywhere: SENTENCE };
/** Cheddi Jagan International Airport (SYCJ, OurAirports reference point). */
const SYCJ: Aerodrome = {
  ident: 'SYCJ',
  iata: 'GEO',
  name: 'Cheddi Jagan International Airport',
  type: 'large_airport',
  lngLat: [-58.2541, 6.4985],
};
const FAR: LngLat = destination(SYCJ.lngLat, 180, 60_000);
const NEAR: LngLat = destination(SYCJ.lngLat, 180, 5_000);
const at = new Date('2026-11-24T12:00:00Z');
const run = (rules: TAirspaceRules, p: LngLat, heightM?: number) =>
  judge({
    rules,
    points: [p],
    ...(heightM === undefined ? {} : { heightM }),
    aerodromes: [SYCJ],
    zones: [],
    at,
  });

describe('professionalPermissionEverywhere', () => {
  it('a green point stays green but needs permission, with the rule as the first finding', () => {
    const v = run(FLAGGED, FAR, 60);
    expect([v.class, v.permissionNeeded, v.maxHeightM]).toEqual(['green', true, 121.92]);
    expect(v.findings[0]).toMatchObject({ kind: 'rule', class: 'green', text: SENTENCE });
  });

  it('without a height too', () => {
    const v = run(FLAGGED, FAR);
    expect([v.class, v.permissionNeeded]).toEqual(['green', true]);
  });

  it('near an aerodrome: yellow first, then the rule', () => {
    const v = run(FLAGGED, NEAR, 60);
    expect([v.class, v.permissionNeeded]).toEqual(['yellow', true]);
    expect(v.findings.map((f) => f.kind)).toEqual(['aerodrome', 'rule']);
  });

  it('rules without the flag: the same green point needs no permission and has no rule finding', () => {
    const v = run(BASE, FAR, 60);
    expect([v.class, v.permissionNeeded, v.findings]).toEqual(['green', false, []]);
  });

  it('the go/no-go marks a calm daylight hour "permission needed" and cites the rule', () => {
    const hour = (rules: TAirspaceRules) =>
      judgeHour({
        time: '2026-11-24T15:00:00Z',
        airspace: run(rules, FAR, 60),
        weather: null,
        drone: DEFAULT_DRONE_LIMITS,
        civilDawn: '2026-11-24T09:30:00Z',
        civilDusk: '2026-11-24T22:30:00Z',
      });
    const flagged = hour(FLAGGED);
    expect(flagged.go).toBe(false);
    expect(flagged.reasons).toEqual([`Airspace is green, but permission is needed: ${SENTENCE}.`]);
    expect(hour(BASE)).toMatchObject({ go: true, reasons: [] });
  });
});
