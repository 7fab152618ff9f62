// A plan too large to send is refused before it is generated (issue 10 §9, decision 140): the
// request that ran 105 s and died with "JavaScript heap out of memory" answers 422, as does the
// 550 m square that returned 45 MB on Free; a normal 100-acre plan still works.
import { ZMissionPreviewResponse } from '@sortie/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call, workspace, type Workspace } from '../../test/sites-fixtures.ts';

const ACRE_M2 = 4046.8564224;
const M3E = { drone_id: 'dji-mavic-3-enterprise', camera_id: 'dji-m3e-wide' };
const HOSTILE = { front_overlap_pct: 10, side_overlap_pct: 95 };

/** A drawn square of `acres` near Bengaluru. */
function squareOfAcres(acres: number) {
  const side = Math.sqrt(acres * ACRE_M2);
  const dLat = side / 111_320;
  const dLng = dLat / Math.cos((12.9 * Math.PI) / 180);
  return {
    type: 'Polygon',
    coordinates: [
      [
        [77.5, 12.9],
        [77.5 + dLng, 12.9],
        [77.5 + dLng, 12.9 + dLat],
        [77.5, 12.9 + dLat],
        [77.5, 12.9],
      ],
    ],
  };
}

const SQUARE_550_M_ACRES = (550 * 550) / ACRE_M2;

describe('plan budget on generatepreview', () => {
  let t: TestApp;
  let pro: Workspace;
  let free: Workspace;
  const preview = (w: Workspace, acres: number, params: object) =>
    call(t, w.owner, 'POST', `/company/${w.companyId}/missions/generatepreview`, {
      kind: 'area_mapping',
      ...M3E,
      geometry: squareOfAcres(acres),
      params,
    });

  beforeAll(async () => {
    t = await buildTestApp();
    pro = await workspace(t);
    free = await workspace(t, { plan: 'free' });
  });
  afterAll(async () => t.close());

  it('answers the out-of-memory request (4,882 acres at 3 m, 10/95 %) with 422', async () => {
    const res = await preview(pro, 4882, { altitude_m: 3, ...HOSTILE });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(422);
    // At 3 m this camera is below the 0.1 cm/px GSD minimum, which is refused first.
    expect(res.json()).toMatchObject({
      error: { type: 'out_of_range', details: { field: 'altitude_m' } },
    });
    expect(res.body.length).toBeLessThan(2000);
  });

  it('refuses the same survey at a legal altitude by its size, naming what to change', async () => {
    const res = await preview(pro, 4882, { altitude_m: 4, ...HOSTILE });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(422);
    const { error } = res.json<{ error: { type: string; message: string; details: object } }>();
    expect(error.type).toBe('plan_too_large');
    expect(error.message).toMatch(
      /^Raise the altitude or lower the side overlap: this plan needs about [\d.]+ million photos; the limit is 50,000\.$/,
    );
    expect(error.details).toMatchObject({
      field: 'altitude_m',
      estimated: true,
      max_photos: 50_000,
    });
  });

  it('refuses the 550 m square on Free (45 MB before) at 3 m and at 4 m', async () => {
    const low = await preview(free, SQUARE_550_M_ACRES, { altitude_m: 3, ...HOSTILE });
    expect(low.statusCode, low.body.slice(0, 300)).toBe(422);
    const sized = await preview(free, SQUARE_550_M_ACRES, { altitude_m: 4, ...HOSTILE });
    expect(sized.statusCode, sized.body.slice(0, 300)).toBe(422);
    expect(sized.json()).toMatchObject({ error: { type: 'plan_too_large' } });
    const byGsd = await preview(free, SQUARE_550_M_ACRES, { gsd_cm: 0.11, ...HOSTILE });
    expect(byGsd.json()).toMatchObject({
      error: { type: 'plan_too_large', details: { field: 'gsd_cm' } },
    });
  });

  it('still plans a normal 100-acre survey', async () => {
    const res = await preview(pro, 100, { altitude_m: 60 });
    expect(res.statusCode, res.body).toBe(200);
    const body = ZMissionPreviewResponse.parse(res.json());
    expect(body.stats.photo_count).toBeGreaterThan(100);
    expect(body.stats.gsd_cm).toBeGreaterThanOrEqual(0.1);
  });
});
