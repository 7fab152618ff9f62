// Flight-task services of the simulated dock (dji-cloud-api.md §6.1, docs/decisions/301, 311):
// flighttask_prepare keeps the task; flighttask_execute downloads the KMZ from the signed URL
// (asking `flighttask_resource_get` for a fresh one when it has expired, and checking the MD5
// fingerprint) and flies it (flight.ts), from the break point when the prepare carried one. A
// conditional task (task_type 2) waits until the battery reaches its level inside its window,
// then the dock says `flighttask_ready`. During a wayline flight return_home ends it partially
// done and flighttask_undo cancels it, both flying the aircraft home. Otherwise those two fall
// back to the cockpit's handlers (cockpit-services.ts), which must be installed first.
import { createHash } from 'node:crypto';
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

type Prepared = {
  url: string;
  fingerprint: string | null;
  rth: number;
  /** task_type 2: battery %, window in ms of the dock's clock; `ready` once announced. */
  conditions: { battery: number; begin: number; end: number; ready: boolean } | null;
  startIndex: number;
};
const ok = (): Json => ({ result: 0, output: { status: 'ok' } });
const fail = (result: number): Json => ({ result, output: { status: 'failed' } });

export function installFlightServices(dock: SimulatedDock): void {
  const prepared = new Map<string, Prepared>();
  const flightIdOf = (r: Reply) => (typeof r.data.flight_id === 'string' ? r.data.flight_id : '');
  const fallback = (method: string) => {
    const previous = dock.services.get(method);
    return (r: Reply) => (previous ? previous(r) : Promise.resolve(ok()));
  };

  /**
   * The KMZ's waypoints; an expired link is renewed once through the cloud. Expired is our own
   * link's 410, or S3's 403 (AccessDenied "Request has expired") for a pre-signed bucket link.
   */
  async function download(flightId: string, task: Prepared): Promise<SimWaypoint[]> {
    let res = await fetch(task.url);
    if (res.status === 410 || res.status === 403) {
      const reply = await dock.ask('requests', 'flighttask_resource_get', { flight_id: flightId });
      const file = ((reply.data.output as Json | undefined)?.file ?? {}) as Json;
      if (reply.data.result !== 0 || typeof file.url !== 'string')
        throw new Error(`flighttask_resource_get answered ${String(reply.data.result)}`);
      dock.renewedLinks += 1;
      res = await fetch(file.url);
    }
    if (!res.ok) throw new Error(`KMZ download answered ${res.status}`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const md5 = createHash('md5').update(bytes).digest('hex');
    if (task.fingerprint && md5 !== task.fingerprint) throw new Error('KMZ fingerprint mismatch');
    return parseWaylines(bytes);
  }

  async function fly(flightId: string, task: Prepared): Promise<void> {
    let waypoints: SimWaypoint[];
    try {
      waypoints = await download(flightId, task);
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
        get speedup() {
          return dock.speedup;
        },
      },
      flightId,
      waypoints,
      task.rth,
      task.startIndex,
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
    const ready = (r.data.ready_conditions ?? {}) as Json;
    const breakPoint = (r.data.break_point ?? {}) as Json;
    prepared.set(flightId, {
      url: file.url,
      fingerprint: typeof file.fingerprint === 'string' ? file.fingerprint : null,
      rth: Number(r.data.rth_altitude) || 100,
      conditions:
        Number(r.data.task_type) === 2
          ? {
              battery: Number(ready.battery_capacity) || 0,
              begin: Number(ready.begin_time) || 0,
              end: Number(ready.end_time) || Number.MAX_SAFE_INTEGER,
              ready: false,
            }
          : null,
      startIndex: Math.max(0, Math.trunc(Number(breakPoint.index) || 0)),
    });
    return Promise.resolve(ok());
  });

  // A conditional task: announced once when the aircraft's battery and the time are right.
  dock.onOsd.push(() => {
    const battery = Number((dock.drone.battery as Json | undefined)?.capacity_percent ?? 0);
    const now = dock.now();
    for (const [flightId, task] of prepared) {
      const c = task.conditions;
      if (!c || c.ready || dock.flight?.flying) continue;
      if (battery < c.battery || now < c.begin || now > c.end) continue;
      c.ready = true;
      dock.ask('events', 'flighttask_ready', { flight_ids: [flightId] }).catch(() => {
        c.ready = false;
      });
    }
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
