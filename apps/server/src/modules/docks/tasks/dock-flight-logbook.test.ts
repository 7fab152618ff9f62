// A dock task's flight in the pilot logbook (decision 351): when the task lands, the docks module
// reports it through flights.report() with origin { source: 'dock', aircraftSerial } and the
// fleet drone registered with the dock aircraft's serial gains the flight and its hours; a dock
// whose aircraft is not in the fleet is logged with no drone. The flights service is reached only
// from the docks module (progress-events.ts), so the simulated docks fly real tasks here.
import type { TDockTask, TFleetDrone, TLogbookFlight } from '@sortie/domain/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
  h = await startDockHarness();
});
afterEach(async () => h.stopSims());
afterAll(async () => h?.close());

const taskOf = (id: string) => h.api<TDockTask>('GET', `/dock-tasks/${id}`);

/** A bound, ready dock that flies a four-waypoint mission now; resolves with its task. */
async function sendNow(dockId: string, sn: string, label: string): Promise<TDockTask> {
  await expect.poll(async () => readyToFly(await h.stateOf(sn)), { timeout: WAIT_MS }).toBe(true);
  const { mission } = await siteWithDockMission(h.api, label);
  // Both docks fly the same field at once: the queue's airspace conflict is agreed to up front
  // (conflicts are tested in dock-tasks.test.ts and rules.test.ts), so neither send is refused.
  return h.api<TDockTask>(
    'POST',
    `/docks/${dockId}/tasks`,
    { mission_id: mission.id, accept_conflicts: true },
    201,
  );
}

describe('dock flights in the logbook', () => {
  it("adds the flight to the fleet drone with the dock aircraft's serial, and to no drone when none matches", async () => {
    const known = await h.boundDock();
    const unknown = await h.boundDock();
    const drone = await h.api<TFleetDrone>(
      'POST',
      '/drones',
      { model_id: 'dji-matrice-3td', serial: known.sim.droneSn },
      201,
    );
    const bystander = await h.api<TFleetDrone>(
      'POST',
      '/drones',
      { model_id: 'dji-matrice-3td', serial: `${unknown.sim.droneSn}-OTHER` },
      201,
    );

    // Both docks fly at once; each task's landing reports its flight.
    const tasks = await Promise.all([
      sendNow(known.id, known.sim.sn, 'Fleet dock field'),
      sendNow(unknown.id, unknown.sim.sn, 'Unknown dock field'),
    ]);
    for (const task of tasks)
      await expect
        .poll(async () => (await taskOf(task.id)).status, { timeout: WAIT_MS })
        .toBe('ok');
    const logged = async () =>
      (await h.api<TLogbookFlight[]>('GET', '/logbook?limit=50')).filter((f) =>
        tasks.some((t) => t.mission_id === f.mission_id),
      );
    await expect.poll(async () => (await logged()).length, { timeout: WAIT_MS }).toBe(2);

    const rows = await logged();
    const [fromKnown, fromUnknown] = tasks.map((t) =>
      rows.find((f) => f.mission_id === t.mission_id),
    );
    expect(fromKnown).toMatchObject({ source: 'dock', drone_id: drone.id });
    expect(fromKnown!.duration_s).toBeGreaterThan(0);
    expect(fromUnknown).toMatchObject({ source: 'dock', drone_id: null });
    expect(fromUnknown!.duration_s).toBeGreaterThan(0);

    const flown = await h.api<TFleetDrone>('GET', `/drones/${drone.id}`);
    expect(flown.flights).toBe(1);
    expect(flown.flight_hours).toBeGreaterThan(0);
    expect(await h.api<TFleetDrone>('GET', `/drones/${bystander.id}`)).toMatchObject({
      flights: 0,
      flight_hours: 0,
    });
  });
});
