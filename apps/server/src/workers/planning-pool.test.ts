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

/** Seconds of planning and tens of MB: about 470,000 photos over 4 km² at 8 m. */
const HEAVY = {
  kind: 'area_mapping',
  ...M3E,
  geometry: square(2),
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

describe('planning pool', () => {
  let t: TestApp | undefined;
  let w: Workspace;
  const preview = (body: object) =>
    call(t!, w.member, 'POST', `/company/${w.companyId}/missions/generatepreview`, body);
  const start = async (env: Record<string, string> = {}) => {
    t = await buildTestApp({ env });
    w = await workspace(t);
  };
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('keeps /api/health answering while a heavy plan runs', async () => {
    // The plan runs until its deadline: long enough to ask for health meanwhile, and no reply
    // of tens of MB to build afterwards.
    await start({ PLANNING_DEADLINE_MS: '2000' });
    let settled = false;
    const heavy = preview(HEAVY).finally(() => {
      settled = true;
    });
    await until(() => t!.app.workPool.running() === 1);
    const health = await t!.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(settled).toBe(false);
    expect(t!.app.workPool.running()).toBe(1);
    expect((await heavy).statusCode).toBe(422);
  });

  it('stops a plan past its deadline with a 422 naming what to change, then plans again', async () => {
    await start({ PLANNING_DEADLINE_MS: '250' });
    const res = await preview(HEAVY);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(422);
    expect(res.json()).toMatchObject({
      error: { type: 'too_complex', message: expect.stringMatching(/smaller area, fly higher/) },
    });
    const next = await preview(LIGHT);
    expect(next.statusCode, next.body.slice(0, 300)).toBe(200);
  });

  it('ends only the worker that runs out of memory, and the next plan works', async () => {
    // 32 MB starts a worker and plans a small mission; the heavy one needs far more.
    await start({ PLANNING_WORKER_HEAP_MB: '32' });
    const res = await preview(HEAVY);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(422);
    expect(res.json()).toMatchObject({
      error: { type: 'too_complex', message: expect.stringMatching(/more memory/) },
    });
    const health = await t!.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const next = await preview(LIGHT);
    expect(next.statusCode, next.body.slice(0, 300)).toBe(200);
  });

  it('answers 503 with Retry-After when the queue is full', async () => {
    await start({ PLANNING_QUEUE: '0', PLANNING_DEADLINE_MS: '2000' });
    const first = preview(HEAVY);
    await until(() => t!.app.workPool.running() === 1);
    const busy = await preview(LIGHT);
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.json()).toMatchObject({ error: { type: 'server_busy' } });
    expect((await first).statusCode).toBe(422);
  });
});
