// Dock flight tasks (issue 11 §7-8, docs/decisions/301): a saved WPML mission sent to a bound
// dock, now or at a time. Before sending: the pre-flight checks (checks.ts) and the queue's
// conflicts (conflicts.ts). Sending: the mission's KMZ export is stored and offered through a
// signed, expiring link; flighttask_prepare then flighttask_execute. The dock's
// flighttask_progress events move the task; when it ends, the flown part is reported like a
// pilot app's flight (site progress and logbook, through the flights module).
// Over 400 lines for now: sending, the scheduler and progress share the task row's lifecycle.
// Next split, by concept: send.ts (preview, send, launch), progress.ts (applyProgress, record),
// scheduler.ts (runDue, start, close), kmz-serve.ts (the signed download).
import { createHash, randomUUID } from 'node:crypto';
import { AppError } from '@sortie/domain';
import {
  DOCK_TASK_DONE,
  DOCK_TASK_MAX_AHEAD_DAYS,
  missionExportTarget,
  type TDockTask,
  type TDockTaskConflict,
  type TDockTaskPreview,
  type TDockTaskQueueResponse,
  type TReportFlightRequest,
  type ZSendToDockRequest,
} from '@sortie/domain/contracts';
import type { LngLat } from '@sortie/flightplan';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { assertRight, type Membership, type WorkspaceGate } from '../../../access/index.ts';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import type { DockLink } from '../../../dock-link/index.ts';
import type { FileStorage } from '../../../storage/index.ts';
import type { FlightsService } from '../../flights/index.ts';
import type { MissionsService } from '../../missions/index.ts';
import { parseEnvelope, parseTopic } from '../envelope.ts';
import * as docksRepo from '../repo.ts';
import type { DocksService } from '../service.ts';
import { toDockState } from '../view.ts';
import { aircraftCheck, dockPosition, failedSentence, preflightChecks } from './checks.ts';
import { conflictsOf, queueConflicts, type Footprint } from './conflicts.ts';
import { signKmzPath, verifyKmzLink, KMZ_LINK_TTL_S } from './kmz-link.ts';
import { endReason, parseProgress, type Progress } from './progress.ts';
import * as repo from './repo.ts';
import type { DockTaskWithDock } from './repo.ts';
import type { DockTaskRow } from './table.ts';

type SendInput = z.output<typeof ZSendToDockRequest>;

/** Take-off, climb, return and landing around the planned wayline time, for the queue window. */
const DOCK_OVERHEAD_S = 240;
/** A scheduled task this late is not flown any more. */
const MISSED_AFTER_MS = 10 * 60_000;
const DAY_MS = 86_400_000;
const OUT_OF_CONTROL = { return_home: 0, hover: 1, land: 2 } as const;

export type DockTasksDeps = {
  db: Db;
  clock: Clock;
  link: DockLink;
  logger: FastifyBaseLogger;
  docks: Pick<DocksService, 'gateway'>;
  missions: Pick<MissionsService, 'resolveMission' | 'exportMission'>;
  flights: Pick<FlightsService, 'report'>;
  gate: WorkspaceGate;
  /** Where KMZ files are kept (scoped to its folder). */
  files: FileStorage;
  secret: string;
  /** The server's own origin as docks reach it (PUBLIC_URL, else the listening address). */
  baseUrl: () => string;
  /** A task of the workspace changed (a realtime hint). */
  onChanged: (companyId: string) => void;
  /** How often due scheduled tasks are looked for; 0 = never (tests call runDue). */
  schedulerMs?: number;
};

function toTask(row: DockTaskWithDock): TDockTask {
  return {
    id: row.id,
    dock_id: row.dock_id,
    dock_sn: row.dock_sn,
    dock_call_sign: row.dock_call_sign,
    mission_id: row.mission_id,
    mission_name: row.mission_name,
    site_id: row.site_id,
    flight_id: row.flight_id,
    status: row.status,
    execute_at: row.execute_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    rth_altitude_m: row.rth_altitude_m,
    out_of_control_action: row.out_of_control_action,
    percent: row.percent,
    waypoint_index: row.waypoint_index,
    waypoint_count: row.waypoint_count,
    reason: row.reason,
    started_at: row.started_at?.toISOString() ?? null,
    finished_at: row.finished_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

function footprintOf(row: DockTaskWithDock): Footprint {
  return {
    id: row.id,
    dockId: row.dock_id,
    dockCallSign: row.dock_call_sign,
    missionName: row.mission_name,
    start: row.execute_at,
    end: row.ends_at,
    minLng: row.min_lng,
    minLat: row.min_lat,
    maxLng: row.max_lng,
    maxLat: row.max_lat,
    minHeightM: row.min_height_m,
    maxHeightM: row.max_height_m,
  };
}

export function createDockTasks(deps: DockTasksDeps) {
  const { db, clock, logger } = deps;
  const gateway = deps.docks.gateway;
  const unsubscribers: (() => Promise<void>)[] = [];
  let scheduler: NodeJS.Timeout | null = null;
  let running = false;
  // Progress of one flight is applied in order (events arrive faster than the database answers).
  const chains = new Map<string, Promise<void>>();

  async function dockOr404(actor: Membership, dockId: string) {
    const row = await docksRepo.getDock(db, actor.companyId, dockId);
    if (!row) throw AppError.notFound('Dock');
    return row;
  }

  async function taskOr404(actor: Membership, id: string) {
    const row = await repo.getTask(db, actor.companyId, id);
    if (!row) throw AppError.notFound('Task');
    return row;
  }

  /** The mission, its waypoints' footprint and its time window at `start`. */
  async function plan(actor: Membership, missionId: string, start: Date) {
    const { row, site } = await deps.missions.resolveMission(actor, missionId, 'GET');
    const wps = row.mission.waypoints;
    if (wps.length === 0)
      throw AppError.rule('empty_mission', 'The mission has no waypoints. Plan it again.');
    const points: LngLat[] = wps.map((w) => [w.position[0], w.position[1]]);
    const heights = wps.map((w) => w.takeoff_relative_m ?? w.altitude_m);
    const durationS = Math.round(row.flight_time_s) + DOCK_OVERHEAD_S;
    const end = new Date(start.getTime() + durationS * 1000);
    const footprint = {
      minLng: Math.min(...points.map((p) => p[0])),
      maxLng: Math.max(...points.map((p) => p[0])),
      minLat: Math.min(...points.map((p) => p[1])),
      maxLat: Math.max(...points.map((p) => p[1])),
      // The climb from the dock crosses every height below the mission's lowest.
      minHeightM: 0,
      maxHeightM: Math.max(...heights),
    };
    return { row, site, points, durationS, start, end, footprint };
  }

  function startOf(input: Pick<SendInput, 'execute_at'>): Date {
    const now = clock.now();
    if (!input.execute_at) return now;
    const at = new Date(input.execute_at);
    if (Number.isNaN(at.getTime()))
      throw AppError.validation('execute_at must be an ISO 8601 date and time.');
    if (at.getTime() < now.getTime() - 60_000)
      throw AppError.rule('execute_at_past', 'The start time has passed. Pick a later time.', {
        field: 'execute_at',
      });
    if (at.getTime() > now.getTime() + DOCK_TASK_MAX_AHEAD_DAYS * DAY_MS)
      throw AppError.rule(
        'execute_at_too_far',
        `Schedule at most ${DOCK_TASK_MAX_AHEAD_DAYS} days ahead.`,
        { field: 'execute_at' },
      );
    return at;
  }

  async function preview(actor: Membership, dockId: string, input: SendInput) {
    assertRight(actor, 'Docks', 'POST');
    const dock = await dockOr404(actor, dockId);
    const start = startOf(input);
    const planned = await plan(actor, input.mission_id, start);
    const now = clock.now();
    const state = toDockState(dock, gateway, now);
    const position = dockPosition(
      state,
      dock.location_lng !== null && dock.location_lat !== null
        ? [dock.location_lng, dock.location_lat]
        : null,
    );
    // A scheduled flight is checked against the weather and battery when it starts, not now.
    const checks = [
      aircraftCheck(planned.row.drone_id, dock.drone_model_key),
      ...preflightChecks({ state, position, waypoints: planned.points }).filter(
        (c) => !input.execute_at || c.key === 'range',
      ),
    ];
    const queue = (await repo.listTasks(db, actor.companyId)).map(footprintOf);
    const conflicts = conflictsOf(
      {
        id: 'new',
        dockId: dock.id,
        dockCallSign: dock.call_sign,
        missionName: planned.row.name,
        start,
        end: planned.end,
        ...planned.footprint,
      },
      queue,
    );
    return { dock, planned, checks, conflicts };
  }

  function report(actor: Membership, missionId: string, body: TReportFlightRequest) {
    return deps.flights.report(actor, missionId, body).catch((error: unknown) => {
      logger.warn({ err: error, missionId }, 'dock tasks: flight not reported');
    });
  }

  /** The flown part goes to the site's progress and the logbook, as the pilot app reports it. */
  async function record(task: DockTaskWithDock, started: boolean): Promise<void> {
    if (!task.mission_id || !task.started_at) return;
    const actor = await deps.gate.findMembership(task.company_id, task.created_by);
    if (!actor) return;
    const base = {
      flight_id: task.flight_id,
      started_at: task.started_at.toISOString(),
      notes: `Flown by dock ${task.dock_call_sign}.`,
    };
    if (started) {
      await report(actor, task.mission_id, { ...base, state: 'started' });
      return;
    }
    // The dock's clock when it sent both ends (a simulator's runs K× faster), else ours.
    const ms =
      task.dock_started_ms !== null && task.dock_finished_ms !== null
        ? task.dock_finished_ms - task.dock_started_ms
        : (task.finished_at ?? clock.now()).getTime() - task.started_at.getTime();
    const durationS = Math.min(24 * 3600, Math.max(0, Math.round(ms / 1000)));
    const last = task.waypoint_count - 1;
    const to = Math.min(last, Math.max(0, task.waypoint_index));
    await report(actor, task.mission_id, {
      ...base,
      state: 'completed',
      // A task that ended early flew up to the waypoint it reached.
      duration_s: task.status === 'ok' || to === last ? durationS : to > 0 ? durationS : 0,
      ...(task.status !== 'ok' && to < last ? { waypoints: { from: 0, to } } : {}),
    });
  }

  async function applyProgress(sn: string, p: Progress, sentAt: number | null): Promise<void> {
    const task = await repo.taskByFlightId(db, p.flightId);
    // Only the dock the task was sent to moves it (a dock's login cannot speak for another's).
    if (!task || task.dock_sn !== sn || DOCK_TASK_DONE.includes(task.status)) return;
    const now = clock.now();
    const done = DOCK_TASK_DONE.includes(p.status);
    const firstFlight = !task.started_at && (p.status === 'in_progress' || done);
    const patch = {
      status: p.status,
      percent: p.percent ?? task.percent,
      waypoint_index: Math.max(task.waypoint_index, p.waypointIndex ?? 0),
      ...(firstFlight ? { started_at: now, dock_started_ms: sentAt } : {}),
      ...(done
        ? { finished_at: now, dock_finished_ms: sentAt, reason: endReason(p), recorded: true }
        : {}),
    };
    await repo.updateTask(db, task.id, patch);
    const fresh = { ...task, ...patch };
    if (firstFlight) await record(fresh, true);
    if (done) await record(fresh, false);
    deps.onChanged(task.company_id);
  }

  function onEvent(topic: string, payload: Buffer): void {
    const where = parseTopic(topic);
    const message = parseEnvelope(payload);
    if (where?.kind !== 'events' || message?.method !== 'flighttask_progress') return;
    const p = parseProgress(message.data);
    if (!p) return;
    const previous = chains.get(p.flightId) ?? Promise.resolve();
    const next = previous
      .then(() => applyProgress(where.sn, p, message.timestamp))
      .catch((error: unknown) => logger.error({ err: error }, 'dock tasks: progress not applied'));
    chains.set(p.flightId, next);
    void next.then(() => {
      if (chains.get(p.flightId) === next) chains.delete(p.flightId);
    });
  }

  async function kmzUrl(task: DockTaskRow): Promise<string> {
    const signed = await deps.files.signedUrl(task.kmz_key, { expiresInSeconds: KMZ_LINK_TTL_S });
    return signed ?? `${deps.baseUrl()}${signKmzPath(deps.secret, task.id, clock.now())}`;
  }

  async function fail(task: DockTaskWithDock, reason: string): Promise<void> {
    await repo.updateTask(db, task.id, { status: 'failed', reason, finished_at: clock.now() });
    deps.onChanged(task.company_id);
  }

  /** flighttask_prepare then flighttask_execute; the task must already be claimed ('sent'). */
  async function launch(task: DockTaskWithDock): Promise<void> {
    const commands = gateway.commands;
    const bid = randomUUID();
    try {
      const prepared = await commands.send(
        task.dock_sn,
        'flighttask_prepare',
        {
          flight_id: task.flight_id,
          execute_time: clock.now().getTime(),
          task_type: 0,
          file: { url: await kmzUrl(task), fingerprint: task.kmz_md5 },
          rth_altitude: task.rth_altitude_m,
          rth_mode: 1,
          out_of_control_action: OUT_OF_CONTROL[task.out_of_control_action],
          exit_wayline_when_rc_lost: 1,
          wayline_precision_type: 0,
        },
        { bid },
      );
      if (prepared.result !== 0)
        return fail(
          task,
          `The dock refused the task (flighttask_prepare result ${prepared.result}).`,
        );
      const executed = await commands.send(
        task.dock_sn,
        'flighttask_execute',
        { flight_id: task.flight_id },
        { bid },
      );
      if (executed.result !== 0)
        return fail(
          task,
          `The dock did not start the task (flighttask_execute result ${executed.result}).`,
        );
    } catch (error) {
      await fail(
        task,
        error instanceof AppError ? error.message : 'The dock could not be reached.',
      );
      throw error;
    }
    deps.onChanged(task.company_id);
  }

  /** Sends the scheduled tasks whose time has come; late ones are failed. */
  async function runDue(): Promise<void> {
    const now = clock.now();
    for (const { id } of await repo.dueTasks(db, now)) {
      if (!(await repo.claimTask(db, id, 'scheduled', 'sent'))) continue;
      const task = await repo.taskById(db, id);
      if (!task) continue;
      if (now.getTime() - task.execute_at.getTime() > MISSED_AFTER_MS) {
        await fail(task, 'The task missed its start time (the server or the dock was away).');
        continue;
      }
      // Weather, battery and the aircraft are judged now, when it starts (range was at send).
      const dock = await docksRepo.getDock(db, task.company_id, task.dock_id);
      const checks = preflightChecks({
        state: dock ? toDockState(dock, gateway, now) : null,
        position: null,
        waypoints: [],
      }).filter((c) => c.key !== 'range');
      const failed = failedSentence(checks);
      if (failed) {
        await fail(task, failed);
        continue;
      }
      await launch(task).catch(() => undefined);
    }
  }

  return {
    async start(): Promise<void> {
      unsubscribers.push(await deps.link.subscribe('thing/product/+/events', onEvent));
      const every = deps.schedulerMs ?? 5_000;
      if (every > 0) {
        scheduler = setInterval(() => {
          if (running) return;
          running = true;
          runDue()
            .catch((error: unknown) => logger.warn({ err: error }, 'dock tasks: scheduler failed'))
            .finally(() => (running = false));
        }, every);
        scheduler.unref();
      }
    },
    async close(): Promise<void> {
      if (scheduler) clearInterval(scheduler);
      for (const off of unsubscribers.splice(0)) await off().catch(() => undefined);
      await Promise.all(chains.values());
    },
    runDue,

    /** The checks and conflicts the Send to dock dialog shows. */
    async check(actor: Membership, dockId: string, input: SendInput): Promise<TDockTaskPreview> {
      const { checks, conflicts, planned } = await preview(actor, dockId, input);
      return { checks, conflicts, duration_s: planned.durationS };
    },

    async send(actor: Membership, dockId: string, input: SendInput): Promise<TDockTask> {
      const { dock, planned, checks, conflicts } = await preview(actor, dockId, input);
      const failed = failedSentence(checks);
      if (failed) throw AppError.rule('dock_not_ready', failed);
      refuseConflicts(conflicts, input.accept_conflicts);
      // The flown part is reported as a flight of the site: that needs edit access.
      if (planned.site.access_level === 'view')
        throw AppError.forbidden(
          'Your access to this site does not allow you to fly its missions. Ask for edit access.',
          'insufficient_site_access',
        );
      // The mission's WPML export, as a download makes it (the plan's wpml_export right).
      const file = await deps.missions.exportMission(actor, planned.row.id, {
        file_format: 'wpml',
        destination: missionExportTarget('wpml').destination,
      } as never);
      const body = Buffer.isBuffer(file.body) ? file.body : Buffer.from(file.body);
      const id = randomUUID();
      const now = clock.now();
      const row: DockTaskRow = {
        id,
        company_id: actor.companyId,
        dock_id: dock.id,
        mission_id: planned.row.id,
        mission_name: planned.row.name,
        site_id: planned.site.id,
        flight_id: randomUUID(),
        status: 'scheduled',
        execute_at: planned.start,
        ends_at: planned.end,
        rth_altitude_m: input.rth_altitude_m,
        out_of_control_action: input.out_of_control_action,
        kmz_key: `${actor.companyId}/${id}.kmz`,
        kmz_md5: createHash('md5').update(body).digest('hex'),
        min_lng: planned.footprint.minLng,
        min_lat: planned.footprint.minLat,
        max_lng: planned.footprint.maxLng,
        max_lat: planned.footprint.maxLat,
        min_height_m: planned.footprint.minHeightM,
        max_height_m: planned.footprint.maxHeightM,
        waypoint_count: planned.points.length,
        waypoint_index: 0,
        percent: 0,
        reason: null,
        started_at: null,
        finished_at: null,
        recorded: false,
        dock_started_ms: null,
        dock_finished_ms: null,
        created_by: actor.userId,
        created_at: now,
      };
      await deps.files.put(row.kmz_key, body, { contentType: file.contentType });
      await repo.insertTask(db, row);
      deps.onChanged(actor.companyId);
      const immediate = !input.execute_at || planned.start.getTime() <= now.getTime();
      if (immediate && (await repo.claimTask(db, id, 'scheduled', 'sent'))) {
        const task = (await repo.taskById(db, id))!;
        await launch(task);
      }
      return toTask((await repo.taskById(db, id))!);
    },

    async list(actor: Membership, dockId: string): Promise<TDockTask[]> {
      assertRight(actor, 'Docks', 'GET');
      await dockOr404(actor, dockId);
      const since = new Date(clock.now().getTime() - 7 * DAY_MS);
      return (await repo.listTasks(db, actor.companyId, { dockId, doneSince: since })).map(toTask);
    },

    async queue(actor: Membership, includeDone: boolean): Promise<TDockTaskQueueResponse> {
      assertRight(actor, 'Docks', 'GET');
      const since = includeDone ? new Date(clock.now().getTime() - 7 * DAY_MS) : undefined;
      const rows = await repo.listTasks(db, actor.companyId, { doneSince: since });
      const open = rows.filter((r) => !DOCK_TASK_DONE.includes(r.status));
      return { tasks: rows.map(toTask), conflicts: queueConflicts(open.map(footprintOf)) };
    },

    async get(actor: Membership, id: string): Promise<TDockTask> {
      assertRight(actor, 'Docks', 'GET');
      return toTask(await taskOr404(actor, id));
    },

    /** Return to home mid-task: the aircraft leaves the wayline and lands in the dock. */
    async returnHome(actor: Membership, id: string): Promise<TDockTask> {
      assertRight(actor, 'Docks', 'POST');
      const task = await taskOr404(actor, id);
      if (task.status !== 'in_progress' && task.status !== 'paused')
        throw AppError.rule(
          'not_flying',
          'The task is not flying; there is nothing to bring home.',
        );
      const reply = await gateway.commands.send(task.dock_sn, 'return_home', {});
      if (reply.result !== 0)
        throw new AppError(
          'dock_refused',
          502,
          `The dock refused return to home (result ${reply.result}).`,
        );
      return toTask(await taskOr404(actor, id));
    },

    /** Cancel: a queued task is dropped; a sent or flying one is undone on the dock. */
    async cancel(actor: Membership, id: string): Promise<TDockTask> {
      assertRight(actor, 'Docks', 'POST');
      const task = await taskOr404(actor, id);
      if (DOCK_TASK_DONE.includes(task.status))
        throw AppError.rule('task_done', 'The task has already ended.');
      if (await repo.claimTask(db, id, 'scheduled', 'canceled')) {
        await repo.updateTask(db, id, { finished_at: clock.now(), reason: 'Canceled.' });
      } else {
        const reply = await gateway.commands.send(task.dock_sn, 'flighttask_undo', {
          flight_ids: [task.flight_id],
        });
        // Docks that cannot undo a started wayline are brought home instead.
        if (reply.result !== 0) await gateway.commands.send(task.dock_sn, 'return_home', {});
      }
      deps.onChanged(actor.companyId);
      return toTask(await taskOr404(actor, id));
    },

    /** The dock's download of the KMZ: the signed link is the only key. */
    async kmz(id: string, expires: number, sig: string): Promise<Buffer> {
      const verdict = verifyKmzLink(deps.secret, id, expires, sig, clock.now());
      if (verdict === 'bad') throw AppError.notFound('File');
      if (verdict === 'expired')
        throw new AppError(
          'link_expired',
          410,
          'This link has expired; the dock asks for a new one.',
        );
      const task = await repo.taskById(db, id);
      const bytes = task ? await deps.files.read(task.kmz_key) : undefined;
      if (!bytes) throw AppError.notFound('File');
      return bytes;
    },
  };
}

function refuseConflicts(conflicts: TDockTaskConflict[], accepted: boolean): void {
  const booked = conflicts.filter((c) => c.kind === 'dock_booked');
  if (booked.length > 0) throw AppError.rule('dock_booked', booked.map((c) => c.message).join(' '));
  if (conflicts.length > 0 && !accepted)
    throw AppError.rule(
      'airspace_conflict',
      `${conflicts.map((c) => c.message).join(' ')} Send with accept_conflicts to fly anyway.`,
    );
}

export type DockTasks = ReturnType<typeof createDockTasks>;
