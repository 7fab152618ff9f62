// The judge (packages/domain/src/airspace, pure) on real places: Kempegowda International Airport (VOBL, OurAirports reference point)
// under the India brand's DGCA rules, read from the brand file the server loads.
import { describe, expect, it } from 'vitest';
import {
  ZAirspaceRules,
  destination,
  judge,
  type Aerodrome,
  type LngLat,
  type Zone,
} from '@sortie/domain/airspace';
import guyanaBrand from '../../../brands/guyana/brand.json' with { type: 'json' };
import indiaBrand from '../../../brands/india/brand.json' with { type: 'json' };

const india = ZAirspaceRules.parse(indiaBrand.airspace);
const guyana = ZAirspaceRules.parse(guyanaBrand.airspace);

const BLR: Aerodrome = {
  ident: 'VOBL',
  iata: 'BLR',
  name: 'Kempegowda International Airport',
  type: 'large_airport',
  lngLat: [77.706299, 13.1979],
};
const at = new Date('2026-11-24T06:00:00Z');
const away = (km: number, bearing = 200): LngLat => destination(BLR.lngLat, bearing, km * 1000);

describe('airspace judge on real places (India, DGCA)', () => {
  it('a point 5 km from Kempegowda International Airport is yellow from the ground', () => {
    const v = judge({ rules: india, points: [away(5)], aerodromes: [BLR], zones: [], at });
    expect(v.class).toBe('yellow');
    expect(v.permissionNeeded).toBe(true);
    expect(v.maxHeightM).toBe(0);
    expect(v.findings[0]!.aerodrome!.name).toBe('Kempegowda International Airport');
  });

  it('a point 30 km away is green up to 400 ft', () => {
    const v = judge({ rules: india, points: [away(30)], aerodromes: [BLR], zones: [], at });
    expect(v.class).toBe('green');
    expect(v.permissionNeeded).toBe(false);
    expect(v.maxHeightM).toBeCloseTo(121.92);
  });

  it('between 8 and 12 km of the perimeter: green up to 200 ft, yellow above', () => {
    const p = away(12); // 10 km from the assumed perimeter
    const low = judge({ rules: india, points: [p], heightM: 50, aerodromes: [BLR], zones: [], at });
    const high = judge({
      rules: india,
      points: [p],
      heightM: 90,
      aerodromes: [BLR],
      zones: [],
      at,
    });
    expect([low.class, low.maxHeightM]).toEqual(['green', 60.96]);
    expect(high.class).toBe('yellow');
    expect(high.findings.some((f) => f.kind === 'height')).toBe(true);
  });

  it('above 400 ft in a green zone needs permission', () => {
    const v = judge({
      rules: india,
      points: [away(30)],
      heightM: 150,
      aerodromes: [BLR],
      zones: [],
      at,
    });
    expect(v.class).toBe('yellow');
  });

  const square = (c: LngLat, d: number): Zone['polygons'] => [
    [
      [
        [c[0] - d, c[1] - d],
        [c[0] + d, c[1] - d],
        [c[0] + d, c[1] + d],
        [c[0] - d, c[1] + d],
        [c[0] - d, c[1] - d],
      ],
    ],
  ];
  const site = away(30);
  const prohibited: Zone = {
    id: 'z1',
    name: 'Vidhana Soudha (imported)',
    class: 'red',
    floorM: 0,
    ceilingM: 10_000,
    validFrom: null,
    validTo: null,
    source: 'test import',
    polygons: square(site, 0.01),
  };

  it('an imported prohibited zone turns a site red', () => {
    const outline: LngLat[] = [site, [site[0] + 0.005, site[1]], [site[0], site[1] + 0.005]];
    const v = judge({ rules: india, points: outline, aerodromes: [BLR], zones: [prohibited], at });
    expect(v.class).toBe('red');
    expect(v.maxHeightM).toBe(0);
    expect(v.findings[0]!.zone!.name).toBe('Vidhana Soudha (imported)');
  });

  it('a zone out of its validity, or above the flight, does not apply', () => {
    const expired = { ...prohibited, validTo: new Date('2026-01-01T00:00:00Z') };
    const aloft = { ...prohibited, floorM: 200 };
    const base = { rules: india, points: [site], aerodromes: [BLR], at };
    expect(judge({ ...base, zones: [expired] }).class).toBe('green');
    expect(judge({ ...base, zones: [aloft], heightM: 100 }).class).toBe('green');
    expect(judge({ ...base, zones: [aloft], heightM: 250 }).class).toBe('red');
  });

  it('Guyana uses a conservative default and says so', () => {
    expect(guyana.conservativeDefault).toBe(true);
    const v = judge({ rules: guyana, points: [away(8)], aerodromes: [BLR], zones: [], at });
    expect(v.class).toBe('yellow');
  });
});
