// The rule-drawn aerodrome zones for the advisory page's map, on the real app (India brand, DGCA
// rings, the packaged OurAirports data): Kempegowda's rings around Bengaluru, nothing over open
// ocean, and a box too large to draw refused with a sentence.
import { ZAerodromeZonesResponse } from '@sortie/domain/contracts';
import { distanceM, inPolygon, destination, type LngLat } from '@sortie/domain/airspace';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

const BLR: LngLat = [77.706299, 13.1979];

describe('aerodrome zones for the map', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 240_000);
  afterAll(async () => t.close());

  const get = (bbox: number[]) =>
    t.app.inject({ method: 'GET', url: `/api/v4/airspace/aerodrome-zones?bbox=${bbox.join(',')}` });

  it('signed out: a box around Bengaluru gets Kempegowda’s yellow and green rings', async () => {
    const res = await get([77.4, 12.9, 78.0, 13.5]);
    expect(res.statusCode).toBe(200);
    const body = ZAerodromeZonesResponse.parse(res.json());
    const vobl = body.zones.filter((z) => z.aerodrome_ident === 'VOBL');
    // DGCA (brand.json): 0–8 km from the perimeter controlled from the ground, 8–12 km up to 200 ft.
    expect(vobl.map((z) => [z.class, z.from_km, z.to_km, Math.round(z.free_height_m)])).toEqual([
      ['yellow', 0, 8, 0],
      ['green', 8, 12, 61],
    ]);
    // The advisory's own test point, 5 km out, lies in the yellow ring and not in the green one.
    const fiveKm = destination(BLR, 200, 5_000);
    expect(inPolygon(fiveKm, vobl[0]!.polygon)).toBe(true);
    expect(inPolygon(fiveKm, vobl[1]!.polygon)).toBe(false);
    // The green ring's outer edge: 2 km assumed perimeter + 12 km.
    expect(distanceM(BLR, vobl[1]!.polygon[0]![0]!) / 1000).toBeCloseTo(14, 1);
    expect(body.rings.map((r) => r.class)).toEqual(['yellow', 'green']);
    expect(body.authority_code).toEqual({ code: 'india_dgca', params: {} });
  });

  it('open ocean has no aerodrome zones, yet the legend still names the rings', async () => {
    const body = ZAerodromeZonesResponse.parse((await get([-30, -30, -28, -28])).json());
    expect(body.zones).toEqual([]);
    expect(body.rings).toHaveLength(2);
  });

  it('a box wider than the cap is refused with a sentence, not cut short', async () => {
    const res = await get([70, 10, 80, 14]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: { type: 'bbox_too_large', message: expect.stringMatching(/at most 5° .*Zoom in/) },
    });
  });
});
