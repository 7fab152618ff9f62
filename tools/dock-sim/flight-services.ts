// Flight-task services of the simulated dock (dji-cloud-api.md §6.1, docs/decisions/301):
// flighttask_prepare starts downloading the KMZ from the signed URL, flighttask_execute flies it
// (flight.ts); during a wayline flight return_home ends it partially done and flighttask_undo
// cancels it, both flying the aircraft home. Otherwise those two fall back to the cockpit's
// handlers (cockpit-services.ts), which must be installed first.
import type { Json, Reply, SimulatedDock } from './dock.ts';
import { SimFlight } from './flight.ts';
import { parseWaylines, type SimWaypoint } from './wayline.ts';

/** Result codes of our simulator (the 314xxx family of wayline errors). */
export const FLIGHT_RESULTS = {
  badPrepare: 314001,
  busy: 314002,
  notPrepared: 314003,
  downloadFailed: 314005,
};

type Prepared = { waypoints: Promise<SimWaypoint[]>; rth: number };
const ok = (): Json => ({ result: 0, output: { status: 'ok' } });
const fail = (result: number): Json => ({ result, output: { status: 'failed' } });

export function installFlightServices(dock: SimulatedDock): void {
  const prepared = new Map<string, Prepared>();
  const flightIdOf = (r: Reply) => (typeof r.data.flight_id === 'string' ? r.data.flight_id : '');
  const fallback = (method: string) => {
    const previous = dock.services.get(method);
    return (r: Reply) => (previous ? previous(r) : Promise.resolve(ok()));
  };

  async function fly(flightId: string, task: Prepared): Promise<void> {
    let waypoints: SimWaypoint[];
    try {
      waypoints = await task.waypoints;
    } catch {
      const output = {
        status: 'failed',
        progress: { current_step: 17, percent: 0 },
        ext: { flight_id: flightId },
      };
      await dock.progress(output, FLIGHT_RESULTS.downloadFailed);
      return;
    }
    const flight = new SimFlight(
      {
        home: () => ({
          lng: Number(dock.dock.longitude),
          lat: Number(dock.dock.latitude),
          height: Number(dock.dock.height),
        }),
        update: async (change) => {
          Object.assign(dock.dock, change.dock ?? {});
          Object.assign(dock.drone, change.drone ?? {});
          if (change.dock) await dock.publishOsd();
          else await dock.publishDroneOsd();
        },
        progress: (output, result, timestamp) => dock.progress(output, result, timestamp),
        speedup: dock.speedup,
      },
      flightId,
      waypoints,
      task.rth,
    );
    dock.flight = flight;
    dock.flights.push(flight);
    dock.cleanups.push(() => flight.stop());
    await flight.start();
  }

  dock.services.set('flighttask_prepare', (r) => {
    const file = (r.data.file ?? {}) as Json;
    const flightId = flightIdOf(r);
    if (typeof file.url !== 'string' || !flightId)
      return Promise.resolve(fail(FLIGHT_RESULTS.badPrepare));
    if (dock.flight?.flying) return Promise.resolve(fail(FLIGHT_RESULTS.busy));
    const waypoints = fetch(file.url).then(async (res) => {
      if (!res.ok) throw new Error(`KMZ download answered ${res.status}`);
      return parseWaylines(new Uint8Array(await res.arrayBuffer()));
    });
    waypoints.catch(() => undefined);
    prepared.set(flightId, { waypoints, rth: Number(r.data.rth_altitude) || 100 });
    return Promise.resolve(ok());
  });

  dock.services.set('flighttask_execute', (r) => {
    const flightId = flightIdOf(r);
    const task = prepared.get(flightId);
    if (!task) return Promise.resolve(fail(FLIGHT_RESULTS.notPrepared));
    prepared.delete(flightId);
    void fly(flightId, task).catch(() => undefined);
    return Promise.resolve(ok());
  });

  const undo = fallback('flighttask_undo');
  dock.services.set('flighttask_undo', (r) => {
    const ids = Array.isArray(r.data.flight_ids) ? (r.data.flight_ids as unknown[]) : [];
    for (const id of ids) {
      if (typeof id !== 'string') continue;
      prepared.delete(id);
      // Our docks also undo a flying task: the aircraft comes home and the task is canceled.
      if (dock.flight?.flying && dock.flight.flightId === id) dock.flight.goHome('canceled');
    }
    return undo(r);
  });

  const returnHome = fallback('return_home');
  dock.services.set('return_home', (r) => {
    if (!dock.flight?.flying) return returnHome(r);
    dock.flight.goHome('partially_done');
    return Promise.resolve(ok());
  });
}
