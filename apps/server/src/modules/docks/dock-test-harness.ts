// Shared set-up of the docks integration tests: a test app on the embedded broker or MQTT_URL,
// a roster, binding codes, simulated docks (tools/dock-sim) and their live state.
import { randomBytes } from 'node:crypto';
import type { TBindCodeResponse, TDockState } from '@sortie/domain/contracts';
import { expect, vi } from 'vitest';
import { SimulatedDock } from '../../../../../tools/dock-sim/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { headersFor, seedRoster, type Actor, type Roster } from '../../test/roster.ts';

/** Bounds, not waits: this machine runs at load averages above 20. */
export const WAIT_MS = 90_000;
export const MQTT_URL = process.env.MQTT_URL;

export async function startDockHarness() {
  const t: TestApp = await buildTestApp({ env: { MQTT_URL } });
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

  return {
    t,
    roster,
    base,
    as,
    /** A simulated dock bound to the roster's workspace with a fresh code, started. */
    async boundDock(): Promise<{ sim: SimulatedDock; id: string }> {
      const res = await t.app.inject({
        method: 'POST',
        url: `${base}/generate_bind_code`,
        headers: as('owner'),
      });
      expect(res.statusCode, res.body).toBe(201);
      const code = res.json<TBindCodeResponse>();
      const sim = new SimulatedDock({
        broker: await brokerUrl(),
        username: code.mqtt.username,
        password: code.mqtt.password,
        code: code.bind_code,
        organizationId: code.organization_id,
        sn: serial('D'),
        droneSn: serial('A'),
        // Fast pushes: tests wait for states, never for time.
        speedup: 5,
      });
      sims.push(sim);
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
