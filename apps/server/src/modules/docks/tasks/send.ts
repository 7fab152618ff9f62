// Sending a mission to a dock (issue 11 §7-8, docs/decisions/301, 311): the pre-flight checks
// (checks.ts) and the queue's conflicts (conflicts.ts), then the mission's WPML KMZ stored for
// the signed link (kmz-serve.ts) and the task launched now or queued for the scheduler. A
// conditional task is prepared on the dock and waits for its battery within its window.
// Resume: a task that ended early with a break point gets a new task that flies on from there,
// with the same KMZ (the break point's indexes are that file's).
import { createHash, randomUUID } from 'node:crypto';
import { AppError } from '@sortie/domain';
import {
  DOCK_CONDITIONAL_WINDOW_MAX_H,
  DOCK_TASK_MAX_AHEAD_DAYS,
  type TDockTaskConflict,
  type TDockTaskResumeRequest,
  type ZSendToDockRequest,
} from '@sortie/domain/contracts';
import type { LngLat } from '@sortie/flightplan';
import type { Insertable } from 'kysely';
import type { z } from 'zod';
import { assertRight, type Membership } from '../../../access/index.ts';
import { toDockState } from '../view.ts';
import { aircraftCheck, dockPosition, failedSentence, preflightChecks } from './checks.ts';
import { conflictsOf } from './conflicts.ts';
import { DAY_MS, footprintOf, isResumable, type TaskContext } from './context.ts';
import * as repo from './repo.ts';
import type { DockTaskWithDock } from './repo.ts';
import type { DockTasksTable } from './table.ts';

type SendInput = z.output<typeof ZSendToDockRequest>;

/** Take-off, climb, return and landing around the planned wayline time, for the queue window. */
const DOCK_OVERHEAD_S = 240;
const HOUR_MS = 3_600_000;

function refuseConflicts(conflicts: TDockTaskConflict[], accepted: boolean): void {
  const booked = conflicts.filter((c) => c.kind === 'dock_booked');
  if (booked.length > 0) throw AppError.rule('dock_booked', booked.map((c) => c.message).join(' '));
  if (conflicts.length > 0 && !accepted)
    throw AppError.rule(
      'airspace_conflict',
      `${conflicts.map((c) => c.message).join(' ')} Send with accept_conflicts to fly anyway.`,
    );
}

/**
 * What every new task row starts with, sent or resumed: scheduled, its own flight, no progress,
 * no outcome yet. Each caller adds where the run starts (waypoint_index) and what it flies.
 */
function freshRun(actor: Membership, now: Date) {
  return {
    flight_id: randomUUID(),
    status: 'scheduled',
    percent: 0,
    reason: null,
    reason_codes: null,
    started_at: null,
    finished_at: null,
    recorded: false,
    dock_started_ms: null,
    dock_finished_ms: null,
    created_by: actor.userId,
    created_at: now,
  } satisfies Partial<Insertable<DockTasksTable>>;
}

function parseTime(value: string, field: string): Date {
  const at = new Date(value);
  if (Number.isNaN(at.getTime()))
    throw AppError.validation(`${field} must be an ISO 8601 date and time.`);
  return at;
}

export function createSend(ctx: TaskContext, launch: (task: DockTaskWithDock) => Promise<void>) {
  const { db, clock, deps, gateway } = ctx;

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
    const at = parseTime(input.execute_at, 'execute_at');
    if (at.getTime() < now.getTime() - 60_000)
      throw AppError.rule('execute_at_past', 'The start time has passed. Pick a later time.', {
        field: 'execute_at',
      });
    if (at.getTime() > now.getTime() + DOCK_TASK_MAX_AHEAD_DAYS * DAY_MS)
      throw AppError.rule(
        'execute_at_too_far',
        `Schedule at most ${DOCK_TASK_MAX_AHEAD_DAYS} days ahead.`,
        { field: 'execute_at', days: DOCK_TASK_MAX_AHEAD_DAYS },
      );
    return at;
  }

  /** A conditional task's window end: after its start, at most a day later. */
  function windowEndOf(input: SendInput, start: Date): Date | null {
    if (!input.conditions) return null;
    const end = parseTime(input.conditions.window_end, 'conditions.window_end');
    if (end.getTime() <= start.getTime())
      throw AppError.rule('window_end_before_start', 'The window must end after it starts.', {
        field: 'conditions.window_end',
      });
    if (end.getTime() - start.getTime() > DOCK_CONDITIONAL_WINDOW_MAX_H * HOUR_MS)
      throw AppError.rule(
        'window_too_long',
        `A conditional task waits at most ${DOCK_CONDITIONAL_WINDOW_MAX_H} hours. End the window sooner.`,
        { field: 'conditions.window_end', hours: DOCK_CONDITIONAL_WINDOW_MAX_H },
      );
    return end;
  }

  async function preview(actor: Membership, dockId: string, input: SendInput) {
    assertRight(actor, 'Docks', 'POST');
    const dock = await ctx.dockOr404(actor, dockId);
    const start = startOf(input);
    const windowEnd = windowEndOf(input, start);
    const planned = await plan(actor, input.mission_id, start);
    // A conditional task may start any time in its window: the queue books all of it.
    const end = windowEnd ? new Date(windowEnd.getTime() + planned.durationS * 1000) : planned.end;
    const state = toDockState(dock, gateway, clock.now());
    const position = dockPosition(
      state,
      dock.location_lng !== null && dock.location_lat !== null
        ? [dock.location_lng, dock.location_lat]
        : null,
    );
    // A scheduled flight is checked against the weather and battery when it starts, not now; a
    // conditional one waits for its battery on the dock.
    const checks = [
      aircraftCheck(planned.row.drone_id, dock.drone_model_key),
      ...preflightChecks({ state, position, waypoints: planned.points }).filter(
        (c) =>
          (!input.execute_at || c.key === 'range') && !(input.conditions && c.key === 'battery'),
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
        end,
        ...planned.footprint,
      },
      queue,
    );
    return { dock, planned, checks, conflicts, end, windowEnd };
  }

  async function launchNow(id: string): Promise<void> {
    if (!(await repo.claimTask(db, id, 'scheduled', 'sent'))) return;
    await launch((await repo.taskById(db, id))!);
  }

  return {
    async check(actor: Membership, dockId: string, input: SendInput) {
      const { checks, conflicts, planned } = await preview(actor, dockId, input);
      return { checks, conflicts, duration_s: planned.durationS };
    },

    async send(actor: Membership, dockId: string, input: SendInput): Promise<string> {
      const { dock, planned, checks, conflicts, end, windowEnd } = await preview(
        actor,
        dockId,
        input,
      );
      const failed = failedSentence(checks);
      if (failed) throw AppError.rule('dock_not_ready', failed);
      refuseConflicts(conflicts, input.accept_conflicts);
      // The flown part is reported as a flight of the site: that needs edit access.
      if (planned.site.access_level === 'view')
        throw AppError.forbidden(
          'Your access to this site does not allow you to fly its missions. Ask for edit access.',
          'insufficient_site_access',
        );
      // The mission's WPML KMZ, the file a download would give (decision 312: no export right).
      const file = await deps.missions.dockFile(actor, planned.row.id);
      const body = Buffer.isBuffer(file.body) ? file.body : Buffer.from(file.body);
      const id = randomUUID();
      const now = clock.now();
      const row: Insertable<DockTasksTable> = {
        id,
        company_id: actor.companyId,
        dock_id: dock.id,
        mission_id: planned.row.id,
        mission_name: planned.row.name,
        site_id: planned.site.id,
        task_type: input.conditions ? 'conditional' : input.execute_at ? 'timed' : 'immediate',
        ready_battery_percent: input.conditions?.battery_min_percent ?? null,
        ready_until: windowEnd,
        break_point: null,
        resume_of: null,
        resume_from: null,
        execute_at: planned.start,
        ends_at: end,
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
        ...freshRun(actor, now),
      };
      await deps.files.put(row.kmz_key, body, { contentType: file.contentType });
      await repo.insertTask(db, row);
      deps.onChanged(actor.companyId);
      if (planned.start.getTime() <= now.getTime()) await launchNow(id);
      return id;
    },

    /** A new task that flies the rest of an interrupted one from the dock's break point. */
    async resume(actor: Membership, id: string, input: TDockTaskResumeRequest): Promise<string> {
      assertRight(actor, 'Docks', 'POST');
      const old = await ctx.taskOr404(actor, id);
      if (!isResumable(old) || !old.break_point)
        throw AppError.rule(
          'not_resumable',
          'Only a task that ended early with a break point from the dock can be resumed.',
        );
      const open = await repo.resumesOf(db, old.id);
      if (open.some((r) => r.status !== 'failed' && r.status !== 'canceled'))
        throw AppError.conflict('already_resumed', 'This task has already been resumed.');
      const dock = await ctx.dockOr404(actor, old.dock_id);
      const now = clock.now();
      const checks = preflightChecks({
        state: toDockState(dock, gateway, now),
        position: null,
        waypoints: [],
      }).filter((c) => c.key !== 'range');
      const failed = failedSentence(checks);
      if (failed) throw AppError.rule('dock_not_ready', failed);
      const durationMs = old.ends_at.getTime() - old.execute_at.getTime();
      const end = new Date(now.getTime() + durationMs);
      const queue = (await repo.listTasks(db, actor.companyId)).map(footprintOf);
      const mine = { ...footprintOf(old), id: 'new', start: now, end };
      refuseConflicts(
        conflictsOf(mine, queue).filter((c) => c.kind === 'dock_booked'),
        true,
      );
      const bp = old.break_point;
      const newId = randomUUID();
      const { dock_sn: _sn, dock_call_sign: _callSign, ...base } = old;
      await repo.insertTask(db, {
        ...base,
        id: newId,
        task_type: 'immediate',
        ready_battery_percent: null,
        ready_until: null,
        break_point: JSON.stringify(bp),
        resume_of: old.id,
        // On a segment (state 0) the index is the segment's first waypoint: counted from there.
        resume_from: Math.min(old.waypoint_count - 1, bp.index),
        execute_at: now,
        ends_at: end,
        rth_altitude_m: input.rth_altitude_m ?? old.rth_altitude_m,
        out_of_control_action: input.out_of_control_action ?? old.out_of_control_action,
        waypoint_index: bp.index,
        ...freshRun(actor, now),
      });
      deps.onChanged(actor.companyId);
      await launchNow(newId);
      return newId;
    },
  };
}
