// Go/no-go, table-driven: a flyable hour, then each limit tipped on its own.
import { describe, expect, it } from 'vitest';
import { DEFAULT_DRONE_LIMITS, droneLimits, type DroneLimits } from './drone-limits.ts';
import { judgeHour, type WeatherHour } from './go-no-go.ts';
import type { Verdict } from './judge.ts';

const GREEN: Verdict = { class: 'green', permissionNeeded: false, maxHeightM: 120, findings: [] };
const YELLOW: Verdict = {
  class: 'yellow',
  permissionNeeded: true,
  maxHeightM: 0,
  findings: [{ class: 'yellow', kind: 'aerodrome', text: 'near an airport', freeHeightM: 0 }],
};
const CALM: WeatherHour = {
  time: '2026-11-24T10:00:00Z',
  windSpeed10mMs: 3,
  windAtHeightMs: 5,
  gustsMs: 7,
  precipProbabilityPct: 10,
  precipMm: 0,
  temperatureC: 22,
  visibilityM: 20_000,
  cloudCoverPct: 30,
};
const DAY = { civilDawn: '2026-11-24T00:30:00Z', civilDusk: '2026-11-24T13:00:00Z' };
/** Limits as figures, so each row tips one limit whatever the catalogue says. */
const SMALL: DroneLimits = {
  maxWindMs: 12,
  ipRating: null,
  minTempC: -10,
  maxTempC: 40,
  isDefault: false,
};
const RUGGED: DroneLimits = {
  maxWindMs: 15,
  ipRating: 'IP55',
  minTempC: -20,
  maxTempC: 50,
  isDefault: false,
};

type Row = [
  string,
  Partial<WeatherHour> | null,
  Partial<Parameters<typeof judgeHour>[0]>,
  RegExp | null,
];
const rows: Row[] = [
  ['calm daylight hour in green airspace', {}, {}, null],
  ['airspace needs permission', {}, { airspace: YELLOW }, /permission needed/],
  ['before civil dawn', { time: '2026-11-24T00:00:00Z' }, {}, /daylight/],
  ['after civil dusk', { time: '2026-11-24T13:00:00Z' }, {}, /daylight/],
  ['wind at height above the drone limit', { windAtHeightMs: 12.5 }, {}, /Wind at flight height/],
  ['gusts above the drone limit', { gustsMs: 13 }, {}, /Gusts/],
  ['rain amount, no IP rating', { precipMm: 0.2 }, {}, /no water protection/],
  ['rain chance, no IP rating', { precipProbabilityPct: 60 }, {}, /no water protection/],
  [
    'light rain on an IP55 drone is fine',
    { precipMm: 1, precipProbabilityPct: 90 },
    { drone: RUGGED },
    null,
  ],
  ['heavy rain on an IP55 drone', { precipMm: 4 }, { drone: RUGGED }, /more than IP55/],
  ['too cold', { temperatureC: -11 }, {}, /outside the drone/],
  ['too hot', { temperatureC: 41 }, {}, /outside the drone/],
  [
    'hot for the small drone is fine for the rugged one',
    { temperatureC: 45 },
    { drone: RUGGED },
    null,
  ],
  [
    'wind 14 m/s tips the small drone but not the rugged one',
    { windAtHeightMs: 14, gustsMs: 14 },
    { drone: RUGGED },
    null,
  ],
];

describe('go/no-go for one hour', () => {
  it.each(rows)('%s', (_name, weather, over, reason) => {
    const w = weather === null ? null : { ...CALM, ...weather };
    const v = judgeHour({
      time: w?.time ?? CALM.time,
      airspace: GREEN,
      weather: w,
      drone: SMALL,
      ...DAY,
      ...over,
    });
    if (reason === null) {
      expect(v.reasons).toEqual([]);
      expect(v.go).toBe(true);
    } else {
      expect(v.go).toBe(false);
      expect(v.reasons).toHaveLength(1);
      expect(v.reason_codes).toHaveLength(1);
      expect(v.reasons[0]).toMatch(reason);
    }
  });

  it('without weather judges airspace and daylight only', () => {
    expect(
      judgeHour({ time: CALM.time, airspace: GREEN, weather: null, drone: SMALL, ...DAY }).go,
    ).toBe(true);
  });

  it('an unknown drone gets the conservative default limits', () => {
    expect(droneLimits('no-such-drone').isDefault).toBe(true);
  });

  it('catalogue drones: published figures, and the default for every figure not found', () => {
    expect(droneLimits('dji-matrice-4e')).toEqual({ ...SMALL, isDefault: false });
    expect(droneLimits('dji-matrice-30')).toEqual({
      ...DEFAULT_DRONE_LIMITS,
      ipRating: 'IP55',
      isDefault: false,
    });
    expect(droneLimits('dji-mavic-3-enterprise')).toMatchObject({
      maxWindMs: 12,
      ipRating: null,
      minTempC: 0,
    });
    expect(droneLimits('dji-matrice-350-rtk')).toBe(DEFAULT_DRONE_LIMITS);
  });
});
