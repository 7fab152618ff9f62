// The dock's task events (dji-cloud-api.md §6.2). flighttask_progress moves the task, keeps the
// break point the dock reports, and when the task ends the flown part is reported like a pilot
// app's flight (site progress and logbook, through the flights module). flighttask_ready says a
// conditional task's conditions are met: it is started then (scheduler.ts).
import { DOCK_TASK_DONE, type TReportFlightRequest } from '@sortie/domain/contracts';
import type { Membership } from '../../../access/index.ts';
import type { FlightOrigin } from '../../flights/index.ts';
import * as docksRepo from '../repo.ts';
import { parseEnvelope, parseTopic } from '../envelope.ts';
import type { TaskContext } from './context.ts';
import { endReason, parseProgress, type Progress } from './progress.ts';
import * as repo from './repo.ts';
import type { DockTaskWithDock } from './repo.ts';

export function createProgressEvents(
  ctx: TaskContext,
  onReady: (sn: string, flightIds: string[]) => Promise<void>,
) {
  const { db, clock, logger, deps } = ctx;
  // Progress of one flight is applied in order (events arrive faster than the database answers).
  const chains = new Map<string, Promise<void>>();

  function report(
    actor: Membership,
    missionId: string,
    body: TReportFlightRequest,
    origin: FlightOrigin,
  ) {
    return deps.flights.report(actor, missionId, body, origin).catch((error: unknown) => {
      logger.warn({ err: error, missionId }, 'dock tasks: flight not reported');
    });
  }

  /** The flown part goes to the site's progress and the logbook, as the pilot app reports it. */
  async function record(task: DockTaskWithDock, started: boolean): Promise<void> {
    if (!task.mission_id || !task.started_at) return;
    const actor = await deps.gate.findMembership(task.company_id, task.created_by);
    if (!actor) return;
    // Logged as a dock flight, on the fleet drone registered with the dock's aircraft serial.
    const dock = await docksRepo.getDock(db, task.company_id, task.dock_id);
    const origin: FlightOrigin = { source: 'dock', aircraftSerial: dock?.drone_sn ?? null };
    const base = {
      flight_id: task.flight_id,
      started_at: task.started_at.toISOString(),
      notes: `Flown by dock ${task.dock_call_sign}.`,
    };
    if (started) {
      await report(actor, task.mission_id, { ...base, state: 'started' }, origin);
      return;
    }
    // The dock's clock when it sent both ends (a simulator's runs K× faster), else ours.
    const ms =
      task.dock_started_ms !== null && task.dock_finished_ms !== null
        ? task.dock_finished_ms - task.dock_started_ms
        : (task.finished_at ?? clock.now()).getTime() - task.started_at.getTime();
    const durationS = Math.min(24 * 3600, Math.max(0, Math.round(ms / 1000)));
    const last = task.waypoint_count - 1;
    // A resumed task flew from its break point; one that ended early, up to the waypoint reached.
    const from = Math.min(last, Math.max(0, task.resume_from ?? 0));
    const reached = task.status === 'ok' ? last : task.waypoint_index;
    const to = Math.max(from, Math.min(last, Math.max(0, reached)));
    const whole = from === 0 && to === last;
    await report(
      actor,
      task.mission_id,
      {
        ...base,
        state: 'completed',
        duration_s: whole || to > from ? durationS : 0,
        ...(whole ? {} : { waypoints: { from, to } }),
      },
      origin,
    );
  }

  async function applyProgress(sn: string, p: Progress, sentAt: number | null): Promise<void> {
    const task = await repo.taskByFlightId(db, p.flightId);
    // Only the dock the task was sent to moves it (a dock's login cannot speak for another's).
    if (!task || task.dock_sn !== sn || DOCK_TASK_DONE.includes(task.status)) return;
    const now = clock.now();
    const done = DOCK_TASK_DONE.includes(p.status);
    const firstFlight = !task.started_at && (p.status === 'in_progress' || done);
    const ended = done ? endReason(p) : null;
    const patch = {
      status: p.status,
      percent: p.percent ?? task.percent,
      waypoint_index: Math.max(task.waypoint_index, p.waypointIndex ?? 0),
      ...(p.breakPoint ? { break_point: JSON.stringify(p.breakPoint) } : {}),
      ...(firstFlight ? { started_at: now, dock_started_ms: sentAt } : {}),
      ...(done
        ? {
            finished_at: now,
            dock_finished_ms: sentAt,
            reason: ended?.reason ?? null,
            reason_codes: ended ? JSON.stringify(ended.codes) : null,
            recorded: true,
          }
        : {}),
    };
    await repo.updateTask(db, task.id, patch);
    const fresh = {
      ...task,
      ...patch,
      break_point: p.breakPoint ?? task.break_point,
      reason_codes: ended?.codes ?? task.reason_codes,
    };
    if (firstFlight) await record(fresh, true);
    if (done) await record(fresh, false);
    deps.onChanged(task.company_id);
  }

  function inOrder(flightId: string, work: () => Promise<void>): void {
    const previous = chains.get(flightId) ?? Promise.resolve();
    const next = previous
      .then(work)
      .catch((error: unknown) => logger.error({ err: error }, 'dock tasks: event not applied'));
    chains.set(flightId, next);
    void next.then(() => {
      if (chains.get(flightId) === next) chains.delete(flightId);
    });
  }

  function onEvent(topic: string, payload: Buffer): void {
    const where = parseTopic(topic);
    const message = parseEnvelope(payload);
    if (where?.kind !== 'events' || !message) return;
    if (message.method === 'flighttask_ready') {
      const ids = Array.isArray(message.data.flight_ids) ? message.data.flight_ids : [];
      const flightIds = ids.filter((id): id is string => typeof id === 'string').slice(0, 20);
      for (const id of flightIds) inOrder(id, () => onReady(where.sn, [id]));
      return;
    }
    if (message.method !== 'flighttask_progress') return;
    const p = parseProgress(message.data);
    if (p) inOrder(p.flightId, () => applyProgress(where.sn, p, message.timestamp));
  }

  return {
    onEvent,
    /** Waits for the events being applied (on close). */
    settle: () => Promise.all(chains.values()),
  };
}
