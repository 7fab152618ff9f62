// Shared set-up of the docks integration tests: a test app on the embedded broker or MQTT_URL,
// a roster, binding codes, simulated docks (tools/dock-sim) and their live state.
import { randomBytes } from 'node:crypto';
import type { TBindCodeResponse, TDockState, TMission, TSite } from '@sortie/domain/contracts';
import { expect, vi } from 'vitest';
import { SimulatedDock } from '../../../../../tools/dock-sim/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { headersFor, seedRoster, type Actor, type Roster } from '../../test/roster.ts';
import { FIELD } from '../../test/sites-fixtures.ts';

/** Bounds, not waits: this machine runs at load averages above 20. */
export const WAIT_MS = 90_000;
export const MQTT_URL = process.env.MQTT_URL;

/** `env`: more settings of the test app (a test that moves the clock hours on keeps its sessions). */
export async function startDockHarness(env: Record<string, string> = {}) {
  const t: TestApp = await buildTestApp({ env: { MQTT_URL, ...env } });
  // On MQTT_URL the server connects in the background: docks must not talk before it listens.
  await vi.waitFor(
    async () => {
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json<{ mqtt: { state: string } }>().mqtt.state).toMatch(
        /^(listening|connected)$/,
      );
    },
    { timeout: WAIT_MS, interval: 100 },
  );
  const roster: Roster = await seedRoster(t.app, t.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const sims: SimulatedDock[] = [];
  const base = `/api/v4/company/${roster.companyId}`;
  const as = (actor: Actor) => headersFor(roster, actor);

  async function brokerUrl(): Promise<string> {
    if (MQTT_URL) return MQTT_URL;
    const health = (await t.app.inject({ method: 'GET', url: '/api/health' })).json<{
      mqtt: { port: number };
    }>();
    return `mqtt://127.0.0.1:${health.mqtt.port}`;
  }

  const serial = (kind: string) => `T${kind}${randomBytes(5).toString('hex').toUpperCase()}`;

  /** A binding code from the owner; `dockCount`: how many docks may bind with it. */
  async function bindCode(dockCount?: number): Promise<TBindCodeResponse> {
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/generate_bind_code`,
      headers: as('owner'),
      ...(dockCount ? { payload: { dock_count: dockCount } } : {}),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TBindCodeResponse>();
  }

  /**
   * A simulated dock with `code`'s login, not started, stopped by stopSims and close. Its clock
   * is the test app's (as a dock's is the cloud's through NTP). `bindWith`: another binding code
   * than its own (refused codes); `password`: another MQTT password; `speedup`: OSD rate and
   * flight time multiplier (default 5).
   */
  async function simulatedDock(
    code: TBindCodeResponse,
    options: { bindWith?: string; password?: string; speedup?: number } = {},
  ): Promise<SimulatedDock> {
    const sim = new SimulatedDock({
      broker: await brokerUrl(),
      username: code.mqtt.username,
      password: options.password ?? code.mqtt.password,
      code: options.bindWith ?? code.bind_code,
      organizationId: code.organization_id,
      sn: serial('D'),
      droneSn: serial('A'),
      // Fast pushes: tests wait for states, never for time.
      speedup: options.speedup ?? 5,
      now: () => t.clock.now().getTime(),
    });
    sims.push(sim);
    return sim;
  }

  return {
    t,
    roster,
    base,
    as,
    brokerUrl,
    bindCode,
    simulatedDock,
    /** A simulated dock bound to the roster's workspace with a fresh code, started. */
    async boundDock(
      options: { speedup?: number } = {},
    ): Promise<{ sim: SimulatedDock; id: string }> {
      const sim = await simulatedDock(await bindCode(), options);
      expect((await sim.start()).result).toBe(0);
      const list = await t.app.inject({
        method: 'GET',
        url: `${base}/docks`,
        headers: as('owner'),
      });
      const id = list
        .json<{ docks: { id: string; sn: string }[] }>()
        .docks.find((d) => d.sn === sim.sn)?.id;
      expect(id).toBeTruthy();
      return { sim, id: id! };
    },
    async stateOf(sn: string, actor: Actor = 'owner'): Promise<TDockState | undefined> {
      const res = await t.app.inject({
        method: 'GET',
        url: `${base}/docks/states`,
        query: { device_sn_list: JSON.stringify([sn]) },
        headers: as(actor),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ docks: TDockState[] }>().docks[0];
    },
    /** An API call as the owner (or `actor`), expecting `status`; an arrow, so it can be passed on. */
    api: async <T>(
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
      url: string,
      payload?: object,
      status = 200,
      actor: Actor = 'owner',
    ): Promise<T> => {
      const res = await t.app.inject({ method, url: `${base}${url}`, headers: as(actor), payload });
      expect(res.statusCode, res.body).toBe(status);
      return res.json<T>();
    },
    async stopSims(): Promise<void> {
      for (const sim of sims.splice(0)) await sim.stop().catch(() => undefined);
    },
    async close(): Promise<void> {
      for (const sim of sims.splice(0)) await sim.stop().catch(() => undefined);
      await t.close();
    },
  };
}

export type DockHarness = Awaited<ReturnType<typeof startDockHarness>>;

/**
 * What a task sent now needs from a dock's live state. The pill says Ready To Fly as soon as the
 * dock is online, but the dock sends its OSD in parts (the simulator as the hardware does): under
 * load the aircraft's own push and the dock's position can land a moment later.
 */
export function readyToFly(state: TDockState | undefined): boolean {
  return (
    state?.pill.label === 'Ready To Fly' &&
    state.drone_in_dock === true &&
    state.drone?.online === true &&
    Number.isFinite(Number(state.properties.latitude))
  );
}

/** Corners of FIELD flown by the dock tests' waypoint missions, in order. */
const FIELD_CORNERS: [number, number][] = [
  [77.5902, 12.9702],
  [77.5916, 12.9702],
  [77.5916, 12.9716],
  [77.5902, 12.9716],
];

type PostAs = <T>(method: 'POST', url: string, payload: object, status: number) => Promise<T>;

/**
 * A site over FIELD (goal one hour, so flights count towards progress) and an M3TD waypoint
 * mission over its first `corners` corners, near the simulated dock; `api` posts under the
 * workspace as the test's owner.
 */
export async function siteWithDockMission(
  api: PostAs,
  label: string,
  corners = 4,
): Promise<{ site: TSite; mission: TMission }> {
  const name = `${label} ${randomBytes(4).toString('hex')}`;
  const site = await api<TSite>('POST', '/sites', { name, geometry: FIELD, goal: 3600 }, 201);
  const mission = await api<TMission>(
    'POST',
    '/missions',
    {
      kind: 'waypoints',
      site_id: site.id,
      drone_id: 'dji-matrice-3td',
      params: {
        altitude_m: 40,
        speed_mps: 10,
        waypoints: FIELD_CORNERS.slice(0, corners).map((position) => ({ position })),
      },
    },
    201,
  );
  return { site, mission };
}
