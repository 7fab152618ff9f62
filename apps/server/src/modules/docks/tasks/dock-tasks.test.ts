// Dock flight tasks end to end with the dock simulator (tools/dock-sim), a real MQTT client, on
// the embedded broker or on MQTT_URL's (CI's second pass on Mosquitto): bind → Ready To Fly →
// a mission sent → On Mission → progress → landed → site progress and a logbook flight; the
// checks that refuse with a sentence; the queue's conflicts; return home and cancel mid-task;
// the signed KMZ link. The simulator flies 20× faster: tests wait for states, never for time.
import { randomBytes } from 'node:crypto';
import type {
  TBindCodeResponse,
  TDockState,
  TDockTask,
  TDockTaskPreview,
  TDockTaskQueueResponse,
  TLogbookFlight,
  TSite,
} from '@sortie/domain/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SimulatedDock } from '../../../../../../tools/dock-sim/index.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { headersFor, seedRoster, type Roster } from '../../../test/roster.ts';
import { readyToFly, siteWithDockMission } from '../dock-test-harness.ts';

// Bounds, not waits: this machine runs at load averages above 20.
const WAIT_MS = 120_000;
vi.setConfig({ testTimeout: 300_000, hookTimeout: 240_000 });

const MQTT_URL = process.env.MQTT_URL;

let t: TestApp;
let roster: Roster;
const sims: SimulatedDock[] = [];

beforeAll(async () => {
  t = await buildTestApp({ env: { MQTT_URL } });
  await vi.waitFor(
    async () => {
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json<{ mqtt: { state: string } }>().mqtt.state).toMatch(
        /^(listening|connected)$/,
      );
    },
    { timeout: WAIT_MS, interval: 100 },
  );
  roster = await seedRoster(t.app, t.db);
  // The simulator downloads the KMZ over HTTP from the listening server.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => {
  for (const sim of sims.splice(0)) await sim.stop().catch(() => undefined);
});
afterAll(async () => t?.close());

const owner = () => headersFor(roster, 'owner');
const base = () => `/api/v4/company/${roster.companyId}`;
const serial = (kind: string) => `K${kind}${randomBytes(5).toString('hex').toUpperCase()}`;

async function api<T>(method: 'GET' | 'POST', url: string, payload?: object, status = 200) {
  const res = await t.app.inject({ method, url: `${base()}${url}`, headers: owner(), payload });
  expect(res.statusCode, res.body).toBe(status);
  return res.json<T>();
}

async function boundDock(): Promise<{ sim: SimulatedDock; dockId: string }> {
  const health = (await t.app.inject({ method: 'GET', url: '/api/health' })).json<{
    mqtt: { port: number };
  }>();
  const code = await api<TBindCodeResponse>('POST', '/generate_bind_code', undefined, 201);
  const sim = new SimulatedDock({
    broker: MQTT_URL ?? `mqtt://127.0.0.1:${health.mqtt.port}`,
    username: code.mqtt.username,
    password: code.mqtt.password,
    code: code.bind_code,
    organizationId: code.organization_id,
    sn: serial('D'),
    droneSn: serial('A'),
    speedup: 20,
  });
  sims.push(sim);
  expect((await sim.start()).result).toBe(0);
  const docks = await api<{ docks: { id: string; sn: string }[] }>('GET', '/docks');
  const dockId = docks.docks.find((d) => d.sn === sim.sn)!.id;
  await expect.poll(async () => readyToFly(await stateOf(sim.sn)), { timeout: WAIT_MS }).toBe(true);
  return { sim, dockId };
}

async function stateOf(sn: string): Promise<TDockState | undefined> {
  const states = await api<{ docks: TDockState[] }>(
    'GET',
    `/docks/states?device_sn_list=${encodeURIComponent(JSON.stringify([sn]))}`,
  );
  return states.docks[0];
}

/** A site with a goal and a four-waypoint M3TD mission over it, near the simulated dock. */
const siteWithMission = () => siteWithDockMission(api, 'Dock field');

const taskOf = (id: string) => api<TDockTask>('GET', `/dock-tasks/${id}`);

describe('dock tasks: a mission flown by the simulated dock', () => {
  it('checks, sends, flies with progress, lands, and records site progress and the logbook', async () => {
    const { sim, dockId } = await boundDock();
    const { site, mission } = await siteWithMission();

    const preview = await api<TDockTaskPreview>('POST', `/docks/${dockId}/tasks/check`, {
      mission_id: mission.id,
    });
    expect(
      preview.checks.every((c) => c.ok),
      JSON.stringify(preview.checks),
    ).toBe(true);
    expect(preview.conflicts).toEqual([]);
    // Every sentence also comes as a code with its values (decision 433).
    expect(preview.checks.map((c) => c.message_code?.code)).toEqual(
      expect.arrayContaining(['dock_online', 'drone_in_dock', 'no_rain', 'range_ok']),
    );
    expect(preview.checks.every((c) => c.message_code)).toBe(true);

    const sent = await api<TDockTask>(
      'POST',
      `/docks/${dockId}/tasks`,
      { mission_id: mission.id, rth_altitude_m: 80, out_of_control_action: 'return_home' },
      201,
    );
    expect(sent).toMatchObject({ status: 'sent', waypoint_count: 4, mission_id: mission.id });
    // The dock got a prepare with a signed link and the KMZ's MD5, then the execute.
    const prepare = sim.received.find((r) => r.method === 'flighttask_prepare')!;
    expect(prepare.data).toMatchObject({
      flight_id: sent.flight_id,
      rth_altitude: 80,
      task_type: 0,
    });
    expect((prepare.data.file as { url: string }).url).toMatch(/\/dock-files\/.+\.kmz\?expires=/);
    expect(sim.received.some((r) => r.method === 'flighttask_execute')).toBe(true);

    // On Mission: the pill, the task and the aircraft's position all move.
    await expect
      .poll(async () => (await stateOf(sim.sn))?.pill.label, { timeout: WAIT_MS })
      .not.toBe('Ready To Fly');
    await expect
      .poll(async () => (await taskOf(sent.id)).status, { timeout: WAIT_MS })
      .toMatch(/^(in_progress|ok)$/);
    await expect
      .poll(async () => (await stateOf(sim.sn))?.drone?.sn && sim.flights[0]?.flightId, {
        timeout: WAIT_MS,
      })
      .toBe(sent.flight_id);

    // Landed: the task is done, every waypoint reached, and the site counted the flight.
    await expect.poll(async () => (await taskOf(sent.id)).status, { timeout: WAIT_MS }).toBe('ok');
    const done = await taskOf(sent.id);
    expect(done).toMatchObject({ percent: 100, waypoint_index: 3, reason: null });
    expect(sim.dock.drone_in_dock).toBe(1);
    await expect
      .poll(async () => (await api<TSite>('GET', `/sites/${site.id}`)).pending_sync, {
        timeout: WAIT_MS,
      })
      .toBe(false);
    const flown = await api<TSite>('GET', `/sites/${site.id}`);
    expect(flown.progress).toBeGreaterThan(0);
    const logbook = await api<TLogbookFlight[]>('GET', '/logbook?limit=50');
    expect(
      logbook.some(
        (f) => f.mission_id === mission.id && f.site_id === site.id && f.source === 'dock',
      ),
    ).toBe(true);
    await expect
      .poll(async () => (await stateOf(sim.sn))?.pill.label, { timeout: WAIT_MS })
      .toBe('Ready To Fly');
  });

  it('return home mid-task ends it partially done with the flown part recorded', async () => {
    const { sim, dockId } = await boundDock();
    const { mission } = await siteWithMission();
    const sent = await api<TDockTask>(
      'POST',
      `/docks/${dockId}/tasks`,
      { mission_id: mission.id },
      201,
    );
    await expect
      .poll(async () => (await taskOf(sent.id)).status, { timeout: WAIT_MS })
      .toBe('in_progress');
    await api<TDockTask>('POST', `/dock-tasks/${sent.id}/return_home`);
    await expect
      .poll(async () => (await taskOf(sent.id)).status, { timeout: WAIT_MS })
      .toMatch(/^(partially_done|ok)$/);
    expect(sim.received.some((r) => r.method === 'return_home')).toBe(true);
  });

  it('cancel mid-task undoes it on the dock: the aircraft comes home and the task is canceled', async () => {
    const { sim, dockId } = await boundDock();
    const { mission } = await siteWithMission();
    const sent = await api<TDockTask>(
      'POST',
      `/docks/${dockId}/tasks`,
      { mission_id: mission.id },
      201,
    );
    await expect
      .poll(async () => (await taskOf(sent.id)).status, { timeout: WAIT_MS })
      .toBe('in_progress');
    await api<TDockTask>('POST', `/dock-tasks/${sent.id}/cancel`);
    await expect
      .poll(async () => (await taskOf(sent.id)).status, { timeout: WAIT_MS })
      .toMatch(/^(canceled|ok)$/);
    expect(sim.received.some((r) => r.method === 'flighttask_undo')).toBe(true);
    await expect.poll(() => sim.dock.drone_in_dock, { timeout: WAIT_MS }).toBe(1);
  });

  it('refuses with a sentence per failed check: low battery, wind, rain, aircraft out', async () => {
    const { sim, dockId } = await boundDock();
    const { mission } = await siteWithMission();
    await sim.set({
      dock: { wind_speed: 14, rainfall: 3, drone_charge_state: { state: 0, capacity_percent: 20 } },
      drone: { battery: { capacity_percent: 20, remain_flight_time: 300 } },
    });
    await expect
      .poll(async () => (await stateOf(sim.sn))?.wind_speed, { timeout: WAIT_MS })
      .toBe(14);
    const res = await t.app.inject({
      method: 'POST',
      url: `${base()}/docks/${dockId}/tasks`,
      headers: owner(),
      payload: { mission_id: mission.id },
    });
    expect(res.statusCode).toBe(422);
    const message = res.json<{ error: { message: string } }>().error.message;
    expect(message).toMatch(/battery is at 20 %/);
    expect(message).toMatch(/wind is 14 m\/s/);
    expect(message).toMatch(/raining/);
    expect(sim.received.some((r) => r.method === 'flighttask_prepare')).toBe(false);
  });

  it('a scheduled task books the dock: a second one at the same time is refused, the queue shows it, cancel drops it', async () => {
    const { sim, dockId } = await boundDock();
    const { mission } = await siteWithMission();
    const at = new Date(t.clock.now().getTime() + 3 * 3600_000).toISOString();
    const first = await api<TDockTask>(
      'POST',
      `/docks/${dockId}/tasks`,
      { mission_id: mission.id, execute_at: at },
      201,
    );
    expect(first.status).toBe('scheduled');
    const preview = await api<TDockTaskPreview>('POST', `/docks/${dockId}/tasks/check`, {
      mission_id: mission.id,
      execute_at: at,
    });
    expect(preview.conflicts).toMatchObject([
      {
        kind: 'dock_booked',
        task_id: first.id,
        message_code: { code: 'dock_booked', params: { mission: mission.name } },
      },
    ]);
    const second = await t.app.inject({
      method: 'POST',
      url: `${base()}/docks/${dockId}/tasks`,
      headers: owner(),
      payload: { mission_id: mission.id, execute_at: at, accept_conflicts: true },
    });
    expect(second.statusCode).toBe(422);
    expect(second.json<{ error: { message: string } }>().error.message).toMatch(/already booked/);

    const queue = await api<TDockTaskQueueResponse>('GET', '/dock-tasks');
    expect(queue.tasks.map((q) => q.id)).toContain(first.id);
    expect(await api<TDockTask>('POST', `/dock-tasks/${first.id}/cancel`)).toMatchObject({
      status: 'canceled',
      reason: 'Canceled.',
      reason_codes: [{ code: 'canceled', params: {} }],
    });
    expect(sim.received.some((r) => r.method === 'flighttask_prepare')).toBe(false);
  });

  it("another dock's progress for a task is ignored, and hostile sends are refused", async () => {
    const { dockId } = await boundDock();
    const { sim: other } = await boundDock();
    const { mission } = await siteWithMission();
    const at = new Date(t.clock.now().getTime() + 3600_000).toISOString();
    const task = await api<TDockTask>(
      'POST',
      `/docks/${dockId}/tasks`,
      { mission_id: mission.id, execute_at: at },
      201,
    );
    await other.progress({
      status: 'ok',
      progress: { percent: 100 },
      ext: { flight_id: task.flight_id },
    });
    // The event was answered (need_reply) yet the task did not move.
    await expect
      .poll(() => other.received.some((r) => r.method === 'flighttask_progress'), {
        timeout: WAIT_MS,
      })
      .toBe(true);
    expect((await taskOf(task.id)).status).toBe('scheduled');
    for (const payload of [
      { mission_id: mission.id, execute_at: 'x'.repeat(41) },
      { mission_id: mission.id, execute_at: 'not a date' },
      { mission_id: mission.id, rth_altitude_m: 5 },
      { mission_id: mission.id, out_of_control_action: 'explode' },
      { mission_id: mission.id, extra: true },
      { mission_id: '../../etc' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${base()}/docks/${dockId}/tasks`,
        headers: owner(),
        payload,
      });
      expect([400, 404, 422], `${JSON.stringify(payload)}: ${res.body}`).toContain(res.statusCode);
    }
    await api('POST', `/dock-tasks/${task.id}/cancel`);
  });

  it('a scheduled task is sent by the scheduler when its time comes, and flown', async () => {
    const { sim, dockId } = await boundDock();
    const { mission } = await siteWithMission();
    const at = new Date(t.clock.now().getTime() + 30_000).toISOString();
    const task = await api<TDockTask>(
      'POST',
      `/docks/${dockId}/tasks`,
      { mission_id: mission.id, execute_at: at },
      201,
    );
    expect(task.status).toBe('scheduled');
    expect(sim.received.some((r) => r.method === 'flighttask_prepare')).toBe(false);
    // Past its time (under the 60 s silence limit, so the dock stays online on our clock).
    t.clock.advance(40_000);
    await expect
      .poll(async () => (await taskOf(task.id)).status, { timeout: WAIT_MS })
      .toMatch(/^(in_progress|ok)$/);
    expect(sim.received.some((r) => r.method === 'flighttask_execute')).toBe(true);
  });

  it('serves the KMZ only through an intact, unexpired signed link', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/v4/dock-files/00000000-0000-4000-8000-000000000000.kmz?expires=9999999999&sig=x`,
    });
    expect(bad.statusCode).toBe(404);
    const hostile = await t.app.inject({
      method: 'GET',
      url: `/api/v4/dock-files/..%2F..%2Fetc.kmz?expires=1&sig=x`,
    });
    expect(hostile.statusCode).toBe(400);
  });
});
