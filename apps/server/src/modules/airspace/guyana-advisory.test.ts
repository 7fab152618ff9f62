// The Guyana brand (chosen by its host) on the real app: the GCAA wants written permission for
// every professional flight, so a green point far from any aerodrome says permission is needed,
// with the directive, and every go/no-go hour cites it (decision 384). India's green stays free.
import { ZAdvisory, ZForecast } from '@sortie/domain/contracts';
import { destination, type LngLat } from '@sortie/domain/airspace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/** Forest of the Essequibo interior, far from any aerodrome in the packaged data. */
const INTERIOR: LngLat = [-58.5, 5.0];
/** 30 km north of Kempegowda International Airport (India): green, no aerodrome within 12 km. */
const BLR_NORTH = destination([77.706299, 13.1979], 0, 30_000);
const GUYANA = { host: 'guyana.sortie.localhost' };

describe('airspace advisory, Guyana brand', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 120_000);
  afterAll(async () => t.close());

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v4/airspace/${url}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json<unknown>();
  };

  it('a green point needs the GCAA’s permission, and the advisory says why with the directive', async () => {
    const q = `lng=${INTERIOR[0]}&lat=${INTERIOR[1]}&height_m=60`;
    const a = ZAdvisory.parse(await get(`advisory?${q}`, GUYANA));
    expect([a.class, a.permission_needed]).toEqual(['green', true]);
    expect(a.authority).toMatch(/GCAA/);
    expect(a.findings[0]).toMatchObject({ kind: 'rule', class: 'green' });
    expect(a.findings[0]!.text).toMatch(/GCAA's written permission.*GCAA\/ASR\/DIR\/2017-01 R1/);
    expect(a.findings[0]!.text_code).toEqual({
      code: 'permission_everywhere',
      params: { rule: 'guyana_gcaa_everywhere' },
    });
    expect(a.authority_code).toEqual({ code: 'guyana_gcaa', params: {} });

    const f = ZForecast.parse(await get(`forecast?${q}`, GUYANA));
    expect(f.verdicts.length).toBe(48);
    for (const v of f.verdicts) {
      expect(v.go).toBe(false);
      expect(v.reasons[0]).toMatch(/^Airspace is green, but permission is needed: .*GCAA/);
    }
  });

  it('the India brand is unchanged: its green point needs no permission and has no rule', async () => {
    const a = ZAdvisory.parse(await get(`advisory?lng=${BLR_NORTH[0]}&lat=${BLR_NORTH[1]}`));
    expect(a.authority).toMatch(/DGCA/);
    expect([a.class, a.permission_needed]).toEqual(['green', false]);
    expect(a.findings.some((x) => x.kind === 'rule')).toBe(false);
  });
});
