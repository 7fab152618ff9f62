// The planning pool on the real server (issue 10 §9): planning runs off the request thread, past
// its deadline a task is stopped with a 422 that says what to change, a worker that runs out of
// memory ends alone, and in each case the next request is served.
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { call, workspace, type Workspace } from '../test/sites-fixtures.ts';

const M3E = { drone_id: 'dji-mavic-3-enterprise', camera_id: 'dji-m3e-wide' };

/** A square of `km` × `km` near Bengaluru. */
const square = (km: number) => {
  const d = km / 111;
  const [x, y] = [77.5, 12.9];
  return {
    type: 'Polygon',
    coordinates: [
      [
        [x, y],
        [x + d, y],
        [x + d, y + d],
        [x, y + d],
        [x, y],
      ],
    ],
  };
};

/**
 * Seconds of planning, yet inside the planner's size budget (50,000 photos, 8 MB of reply):
 * about 42,000 photos over 0.36 km² at 8 m.
 */
const HEAVY = {
  kind: 'area_mapping',
  ...M3E,
  geometry: square(0.6),
  params: { altitude_m: 8, front_overlap: 80, side_overlap: 80 },
} as const;
const LIGHT = {
  kind: 'area_mapping',
  ...M3E,
  geometry: square(0.2),
  params: { altitude_m: 60 },
} as const;

/** Resolves when `check` holds, checking after each turn of the event loop (no fixed sleeps). */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setImmediate(resolve));
}

// Building an app and starting a worker (which compiles the engine) takes seconds on a loaded
// machine, so each configuration is built once and the tests wait for states, never for time.
const SLOW_SETUP = { timeout: 240_000 };

describe('planning pool', SLOW_SETUP, () => {
  let t: TestApp;
  let w: Workspace;
  const preview = (body: object) =>
    call(t, w.member, 'POST', `/company/${w.companyId}/missions/generatepreview`, body);
  const start = async (env: Record<string, string> = {}) => {
    t = await buildTestApp({ env });
    w = await workspace(t);
  };
  afterEach(async () => t.close());

  it('keeps /api/health answering while heavy plans run', async () => {
    await start();
    let settled = 0;
    const heavy = [1, 2, 3].map(() =>
      preview(HEAVY).finally(() => {
        settled += 1;
      }),
    );
    await until(() => t.app.workPool.running() === 1);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(settled).toBeLessThan(3);
    for (const res of await Promise.all(heavy)) expect(res.statusCode).toBe(200);
  });

  it('stops a plan past its deadline with a 422, and the replaced worker serves the next', async () => {
    // A 1 ms deadline against a plan of seconds: the outcome does not hang on machine speed.
    await start({ PLANNING_DEADLINE_MS: '1' });
    for (let i = 0; i < 2; i += 1) {
      const res = await preview(HEAVY);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(422);
      expect(res.json()).toMatchObject({
        error: { type: 'too_complex', message: expect.stringMatching(/smaller area, fly higher/) },
      });
    }
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('refuses a plan with 503 and Retry-After while the one worker is busy and no queue is allowed', async () => {
    await start({ PLANNING_QUEUE: '0' });
    const first = preview(HEAVY);
    await until(() => t.app.workPool.running() === 1);
    const busy = await preview(LIGHT);
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.json()).toMatchObject({ error: { type: 'server_busy' } });
    expect((await first).statusCode).toBe(200);
    const next = await preview(LIGHT);
    expect(next.statusCode, next.body.slice(0, 300)).toBe(200);
  });

  it('ends only the worker that runs out of memory, and the next plan works', async () => {
    // 24 MB starts a worker and plans a small mission; the heavy one needs far more (its plan is
    // no longer copied through JSON in the worker, so 32 MB now holds it).
    await start({ PLANNING_WORKER_HEAP_MB: '24' });
    const res = await preview(HEAVY);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(422);
    expect(res.json()).toMatchObject({
      error: { type: 'too_complex', message: expect.stringMatching(/more memory/) },
    });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const next = await preview(LIGHT);
    expect(next.statusCode, next.body.slice(0, 300)).toBe(200);
  });
});
