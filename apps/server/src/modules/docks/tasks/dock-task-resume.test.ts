// Conditional tasks, fresh KMZ links and breakpoint resume (issue 11 §7, dji-cloud-api.md §6,
// docs/decisions/311-312) with the dock simulator, a real MQTT client, on the embedded broker or
// MQTT_URL's. The simulator's clock is the test app's (a dock's is the cloud's, through NTP):
// tests move it and wait for states, never for time.
import { createHash } from 'node:crypto';
import type { TDockTask, TMission } from '@sortie/domain/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setPlan } from '../../../test/roster.ts';
import {
  readyToFly,
  siteWithDockMission,
  startDockHarness,
  WAIT_MS,
  type DockHarness,
} from '../dock-test-harness.ts';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 240_000 });

let h: DockHarness;
beforeAll(async () => {
  // The clock moves hours on (link expiry, windows): the sessions outlive it.
  h = await startDockHarness({ TOKEN_TTL_SECONDS: String(7 * 24 * 3600) });
});
afterEach(async () => h.stopSims());
afterAll(async () => h?.close());

const HOUR = 3_600_000;
const taskOf = (id: string) => h.api<TDockTask>('GET', `/dock-tasks/${id}`);
const ready = async (sn: string) =>
  expect.poll(async () => readyToFly(await h.stateOf(sn)), { timeout: WAIT_MS }).toBe(true);

/** A site and a four-waypoint M3TD mission over it, near the simulated dock. */
async function mission(): Promise<TMission> {
  return (await siteWithDockMission(h.api, 'Resume field')).mission;
}

describe('flighttask_resource_get', () => {
  it("answers the task's dock with a fresh signed link and the KMZ's MD5; other docks get nothing", async () => {
    const { sim, id } = await h.boundDock();
    const { sim: other } = await h.boundDock();
    await ready(sim.sn);
    const m = await mission();
    const at = new Date(h.t.clock.now().getTime() + 2 * HOUR).toISOString();
    const task = await h.api<TDockTask>(
      'POST',
      `/docks/${id}/tasks`,
      { mission_id: m.id, execute_at: at },
      201,
    );
    const reply = await sim.ask('requests', 'flighttask_resource_get', {
      flight_id: task.flight_id,
    });
    expect(reply.data.result).toBe(0);
    const file = (reply.data.output as { file: { url: string; fingerprint: string } }).file;
    const res = await fetch(file.url);
    expect(res.status).toBe(200);
    const md5 = createHash('md5')
      .update(new Uint8Array(await res.arrayBuffer()))
      .digest('hex');
    expect(md5).toBe(file.fingerprint);

    // Another dock, an unknown flight, a hostile id: refused with our 314003, no link.
    for (const [dock, flightId] of [
      [other, task.flight_id],
      [sim, '00000000-0000-4000-8000-000000000000'],
      [sim, { $ne: null }],
    ] as const) {
      const refused = await dock.ask('requests', 'flighttask_resource_get', {
        flight_id: flightId,
      });
      expect(refused.data).toMatchObject({ result: 314003, output: {} });
    }
    await h.api('POST', `/dock-tasks/${task.id}/cancel`);
  });
});

describe('conditional tasks', () => {
  it('waits on the dock for its battery, starts on flighttask_ready and renews an expired link', async () => {
    const { sim, id } = await h.boundDock();
    await ready(sim.sn);
    await sim.set({ drone: { battery: { capacity_percent: 50, remain_flight_time: 900 } } });
    const m = await mission();
    const windowEnd = new Date(h.t.clock.now().getTime() + 6 * HOUR).toISOString();
    const task = await h.api<TDockTask>(
      'POST',
      `/docks/${id}/tasks`,
      { mission_id: m.id, conditions: { battery_min_percent: 90, window_end: windowEnd } },
      201,
    );
    expect(task).toMatchObject({
      status: 'waiting',
      task_type: 'conditional',
      conditions: { battery_min_percent: 90, window_end: windowEnd },
    });
    const prepare = sim.received.find((r) => r.method === 'flighttask_prepare')!;
    expect(prepare.data).toMatchObject({
      task_type: 2,
      ready_conditions: { battery_capacity: 90, end_time: Date.parse(windowEnd) },
    });
    expect(sim.received.some((r) => r.method === 'flighttask_execute')).toBe(false);

    // Three hours on, the first link has expired (2 h); then the battery reaches 95 %.
    // Hours of silence on the server's clock took the dock offline: it says it is back first.
    h.t.clock.advance(3 * HOUR);
    await sim.announceTopology();
    await sim.set({ drone: { battery: { capacity_percent: 95, remain_flight_time: 2300 } } });
    await expect
      .poll(async () => (await taskOf(task.id)).status, { timeout: WAIT_MS })
      .toMatch(/^(ok|failed)$/);
    expect(await taskOf(task.id)).toMatchObject({ status: 'ok', reason: null });
    expect(sim.received.some((r) => r.method === 'flighttask_execute')).toBe(true);
    expect(sim.renewedLinks).toBe(1);
  });

  it('fails and undoes a task whose window ends before its conditions are met', async () => {
    const { sim, id } = await h.boundDock();
    await ready(sim.sn);
    await sim.set({ drone: { battery: { capacity_percent: 40, remain_flight_time: 700 } } });
    const m = await mission();
    const windowEnd = new Date(h.t.clock.now().getTime() + HOUR).toISOString();
    const task = await h.api<TDockTask>(
      'POST',
      `/docks/${id}/tasks`,
      { mission_id: m.id, conditions: { battery_min_percent: 90, window_end: windowEnd } },
      201,
    );
    expect(task.status).toBe('waiting');
    h.t.clock.advance(2 * HOUR);
    await expect
      .poll(async () => (await taskOf(task.id)).status, { timeout: WAIT_MS })
      .toBe('failed');
    const failed = await taskOf(task.id);
    expect(failed.reason).toMatch(/did not reach 90 % before the window ended/);
    expect(failed.reason_codes).toEqual([{ code: 'battery_not_reached', params: { percent: 90 } }]);
    await expect
      .poll(() => sim.received.some((r) => r.method === 'flighttask_undo'), { timeout: WAIT_MS })
      .toBe(true);
  });

  it('refuses windows that end before they start or last over a day, with a sentence', async () => {
    const { id } = await h.boundDock();
    const m = await mission();
    const now = h.t.clock.now().getTime();
    for (const [end, words] of [
      [now - HOUR, /must end after it starts/],
      [now + 30 * HOUR, /at most 24 hours/],
    ] as const) {
      const res = await h.t.app.inject({
        method: 'POST',
        url: `${h.base}/docks/${id}/tasks`,
        headers: h.as('owner'),
        payload: {
          mission_id: m.id,
          conditions: { battery_min_percent: 80, window_end: new Date(end).toISOString() },
        },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json<{ error: { message: string } }>().error.message).toMatch(words);
    }
  });
});

describe('breakpoint resume', () => {
  it('flies the rest of a task brought home early, from the break point the dock reported', async () => {
    // Slower flights: return home must reach the aircraft while it is on the wayline.
    const { sim, id } = await h.boundDock({ speedup: 2 });
    await ready(sim.sn);
    const m = await mission();
    const first = await h.api<TDockTask>('POST', `/docks/${id}/tasks`, { mission_id: m.id }, 201);
    expect(first.resumable).toBe(false);
    await expect
      .poll(async () => (await taskOf(first.id)).status, { timeout: WAIT_MS })
      .toBe('in_progress');
    await h.api('POST', `/dock-tasks/${first.id}/return_home`);
    await expect
      .poll(async () => (await taskOf(first.id)).status, { timeout: WAIT_MS })
      .toBe('partially_done');
    const ended = await taskOf(first.id);
    expect(ended.resumable).toBe(true);
    expect(ended.break_point).toMatchObject({ state: 0, wayline_id: 0 });
    const bp = ended.break_point!;
    await ready(sim.sn);
    // The rest may fly fast: nothing is asked of the aircraft mid-way any more.
    sim.speedup = 20;

    const resumed = await h.api<TDockTask>('POST', `/dock-tasks/${first.id}/resume`, {}, 201);
    expect(resumed).toMatchObject({ resume_of: first.id, mission_id: m.id, break_point: bp });
    expect(resumed.flight_id).not.toBe(first.flight_id);
    const prepares = sim.received.filter((r) => r.method === 'flighttask_prepare');
    expect(prepares).toHaveLength(2);
    expect(prepares[1]!.data).toMatchObject({ flight_id: resumed.flight_id, break_point: bp });
    await expect
      .poll(async () => (await taskOf(resumed.id)).status, { timeout: WAIT_MS })
      .toBe('ok');
    expect(sim.flights[1]!.startIndex).toBe(bp.index);

    // Once is enough; a task that flew to the end has nothing to resume.
    for (const taskId of [first.id, resumed.id]) {
      const res = await h.t.app.inject({
        method: 'POST',
        url: `${h.base}/dock-tasks/${taskId}/resume`,
        headers: h.as('owner'),
        payload: {},
      });
      expect([409, 422], res.body).toContain(res.statusCode);
    }
  });
});

describe('plans', () => {
  it('a Free workspace flies its own dock: sending is not a WPML download (decision 312)', async () => {
    const { sim, id } = await h.boundDock();
    await ready(sim.sn);
    const m = await mission();
    await setPlan(h.t.db, h.roster.companyId, 'free', 'Free');
    try {
      // Other tests' tasks over the same field may still be in the queue.
      const sent = await h.api<TDockTask>(
        'POST',
        `/docks/${id}/tasks`,
        { mission_id: m.id, accept_conflicts: true },
        201,
      );
      expect(sent.status).toMatch(/^(sent|in_progress|ok)$/);
      // The file itself stays a Pro download.
      const download = await h.t.app.inject({
        method: 'GET',
        url: `${h.base}/missions/${m.id}/features?file_format=wpml&destination=dji`,
        headers: h.as('owner'),
      });
      expect(download.statusCode).toBe(422);
      await expect
        .poll(async () => (await taskOf(sent.id)).status, { timeout: WAIT_MS })
        .toBe('ok');
    } finally {
      await setPlan(h.t.db, h.roster.companyId, 'pro', 'Pro');
    }
  });
});
