// Data Check server (issue 14): a run's summary stored and listed, free runs counted per visitor
// (or user), brand and month against the plan, signed-out callers rate-limited, and hostile bodies
// refused before they reach the database.
import { randomInt, randomUUID } from 'node:crypto';
import { ZDataVerificationRun, ZListDataVerificationResponse } from '@sortie/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { headersFor, seedRoster, setPlan, type Roster } from '../../test/roster.ts';

const SETTINGS = {
  altitude_m: 80,
  gsd_cm: null,
  front_overlap_pct: 75,
  side_overlap_pct: 65,
  camera_id: 'dji-m3e-wide',
  site_id: null,
  mapping: true,
};
const SUMMARY = {
  verdict: 'fail',
  reasons: ['A strip is missing: fly the gap again.', '1 image is blurred.'],
  counts: { blur: 1, gps_missing: 1 },
  image_count: 60,
  with_gps: 59,
  flagged_count: 2,
  front_overlap_pct: 74.8,
  side_overlap_pct: 64.9,
  coverage_pct: null,
  gsd_cm: 2.14,
  missing_strips: 1,
  cameras: ['DJI M3E'],
  duration_ms: 4200,
};

describe('data verification', () => {
  let t: TestApp;
  let roster: Roster;
  beforeAll(async () => {
    t = await buildTestApp();
    roster = await seedRoster(t.app, t.db);
  });
  afterAll(async () => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => t.app.inject({ method, url: `/api/v4${url}`, payload: payload as object, headers });

  async function startRun(visitor: string, headers: Record<string, string> = {}) {
    const res = await call(
      'POST',
      '/data_verification',
      { visitor_id: visitor, image_count: 60, settings: SETTINGS },
      headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    return ZDataVerificationRun.parse(res.json());
  }

  it('a signed-out visitor starts a run, attaches its summary once, and lists it', async () => {
    const visitor = randomUUID();
    const run = await startRun(visitor);
    expect(run).toMatchObject({
      status: 'running',
      image_count: 60,
      summary: null,
      settings: SETTINGS,
    });
    const done = await call('PATCH', '/data_verification/result', {
      id: run.id,
      visitor_id: visitor,
      summary: SUMMARY,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(ZDataVerificationRun.parse(done.json())).toMatchObject({
      status: 'done',
      summary: SUMMARY,
    });
    const again = await call('PATCH', '/data_verification/result', {
      id: run.id,
      visitor_id: visitor,
      summary: SUMMARY,
    });
    expect(again.statusCode).toBe(409);
    const list = ZListDataVerificationResponse.parse(
      (await call('GET', `/data_verification?visitor_id=${visitor}`)).json(),
    );
    expect(list.runs.map((r) => r.id)).toEqual([run.id]);
    // Without a visitor id or a user there is nobody to list for.
    expect((await call('GET', '/data_verification')).json()).toEqual({ runs: [] });
  });

  it("nobody attaches a result to someone else's run", async () => {
    const visitor = randomUUID();
    const run = await startRun(visitor);
    const other = await call('PATCH', '/data_verification/result', {
      id: run.id,
      visitor_id: randomUUID(),
      summary: SUMMARY,
    });
    expect(other.statusCode).toBe(404);
    const owners = await startRun(randomUUID(), headersFor(roster, 'owner'));
    // Knowing the run's visitor id is not enough once it belongs to a user.
    const stranger = await call(
      'PATCH',
      '/data_verification/result',
      { id: owners.id, visitor_id: randomUUID(), summary: SUMMARY },
      headersFor(roster, 'member'),
    );
    expect(stranger.statusCode).toBe(404);
    const anon = await call('PATCH', '/data_verification/result', {
      id: owners.id,
      visitor_id: randomUUID(),
      summary: SUMMARY,
    });
    expect(anon.statusCode).toBe(404);
  });

  it('a signed-in user sees their past runs, newest first, and only theirs', async () => {
    const a = await startRun(randomUUID(), headersFor(roster, 'admin'));
    t.clock.advance(1000);
    const b = await startRun(randomUUID(), headersFor(roster, 'admin'));
    await startRun(randomUUID(), headersFor(roster, 'guest'));
    const res = await call('GET', '/data_verification', undefined, headersFor(roster, 'admin'));
    const runs = ZListDataVerificationResponse.parse(res.json()).runs;
    expect(runs.map((r) => r.id)).toEqual([b.id, a.id]);
    const page = await call(
      'GET',
      `/data_verification?limit=1&value=${encodeURIComponent(runs[0]!.created_at)}`,
      undefined,
      headersFor(roster, 'admin'),
    );
    expect(ZListDataVerificationResponse.parse(page.json()).runs.map((r) => r.id)).toEqual([a.id]);
    // A bad token is an error, not a silent signed-out call.
    const bad = await call('GET', '/data_verification', undefined, {
      authorization: 'Bearer nope',
    });
    expect(bad.statusCode).toBe(401);
  });

  it("a signed-in user's limit comes from the plan of their workspace, never another's", async () => {
    const owner = headersFor(roster, 'owner');
    const free = await call(
      'PATCH',
      '/data_verification/trial',
      { visitor_id: randomUUID(), company_id: roster.companyId },
      owner,
    );
    // The roster's workspace is on Pro (seedRoster).
    expect(free.json()).toMatchObject({ limit: 500 });
    await setPlan(t.db, roster.companyId, 'no_limit', 'No Limit');
    const unlimited = await call(
      'PATCH',
      '/data_verification/trial',
      { visitor_id: randomUUID(), company_id: roster.companyId },
      owner,
    );
    expect(unlimited.json()).toMatchObject({ limit: null, remaining: null });
    const outsider = await call(
      'PATCH',
      '/data_verification/trial',
      { visitor_id: randomUUID(), company_id: roster.companyId },
      headersFor(roster, 'outsider'),
    );
    expect(outsider.statusCode).toBe(403);
    const anon = await call('PATCH', '/data_verification/trial', {
      visitor_id: randomUUID(),
      company_id: roster.companyId,
    });
    expect(anon.statusCode).toBe(401);
    await setPlan(t.db, roster.companyId, 'pro', 'Pro');
  });

  it('refuses hostile and malformed bodies', async () => {
    const visitor = randomUUID();
    const bodies: unknown[] = [
      { visitor_id: 'not-a-uuid', image_count: 1, settings: SETTINGS },
      { visitor_id: visitor, image_count: -1, settings: SETTINGS },
      { visitor_id: visitor, image_count: 1, settings: { ...SETTINGS, front_overlap_pct: 400 } },
      { visitor_id: visitor, image_count: 1, settings: { ...SETTINGS, images: ['a.jpg'] } },
      { visitor_id: visitor, image_count: 1, settings: SETTINGS, extra: { __proto__: { x: 1 } } },
      { visitor_id: visitor, image_count: 1 },
      'x',
    ];
    for (const body of bodies) {
      const res = await call('POST', '/data_verification', body);
      expect([400, 415], JSON.stringify(body)).toContain(res.statusCode);
    }
    const run = await startRun(visitor);
    const summaries = [
      { ...SUMMARY, reasons: Array.from({ length: 51 }, () => 'x') },
      { ...SUMMARY, reasons: ['x'.repeat(301)] },
      { ...SUMMARY, counts: { blur: 1.5 } },
      { ...SUMMARY, counts: { nonsense: 1 } },
      { ...SUMMARY, verdict: 'great' },
      { ...SUMMARY, positions: [[77.5, 12.9]] },
    ];
    for (const summary of summaries) {
      const res = await call('PATCH', '/data_verification/result', {
        id: run.id,
        visitor_id: visitor,
        summary,
      });
      expect(res.statusCode, JSON.stringify(summary).slice(0, 80)).toBe(400);
    }
    const huge = await call('POST', '/data_verification', {
      visitor_id: visitor,
      image_count: 1,
      settings: SETTINGS,
      pad: 'x'.repeat(3_000_000),
    });
    expect([400, 413]).toContain(huge.statusCode);
    const bad = await call('PATCH', '/data_verification/result', {
      id: "'; drop table users; --",
      visitor_id: visitor,
      summary: SUMMARY,
    });
    expect(bad.statusCode).toBe(404);
  });
  it('counts free runs per visitor and brand, refusing with a sentence past the plan limit', async () => {
    const visitor = randomUUID();
    for (let i = 1; i <= 10; i++) {
      const res = await call('PATCH', '/data_verification/trial', { visitor_id: visitor });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ used: i, limit: 10, remaining: 10 - i });
    }
    const refused = await call('PATCH', '/data_verification/trial', { visitor_id: visitor });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: {
        type: 'exceeded_max_data_verifications',
        details: { feature: 'max_data_verifications', limit: 10, used: 10 },
      },
    });
    expect(refused.json().error.message).toMatch(/10 Data Check runs a month/);
    // Another brand counts apart, and so does next month (last test: the clock move expires tokens).
    const guyana = await call(
      'PATCH',
      '/data_verification/trial',
      { visitor_id: visitor },
      { 'x-brand': 'guyana' },
    );
    expect(guyana.json()).toMatchObject({ used: 1 });
    t.clock.advance(32 * 86_400_000);
    const later = await call('PATCH', '/data_verification/trial', { visitor_id: visitor });
    expect(later.json()).toMatchObject({ used: 1 });
  });
});

describe('data verification rate limit', () => {
  let t: TestApp;
  let roster: Roster;
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_DATA_CHECK_MAX: '3' } });
    roster = await seedRoster(t.app, t.db);
  });
  afterAll(async () => t.close());

  it('limits signed-out calls per IP and leaves signed-in users alone', async () => {
    // A client address of its own: with REDIS_URL the counts of earlier runs live on in Redis.
    const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push(
        (await t.app.inject({ method: 'GET', url: '/api/v4/data_verification', remoteAddress }))
          .statusCode,
      );
    }
    expect(codes).toEqual([200, 200, 200, 429]);
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v4/data_verification',
        remoteAddress,
        headers: headersFor(roster, 'member'),
      });
      expect(res.statusCode).toBe(200);
    }
  });
});
