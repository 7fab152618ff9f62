// What the parts of the dock-task service share (send, progress, scheduler, kmz-serve): the
// dependencies, the lookups that answer 404 and the task row's views (API shape, queue footprint).
import { AppError } from '@sortie/domain';
import type { TDockTask, TDockWordCode } from '@sortie/domain/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Membership, WorkspaceGate } from '../../../access/index.ts';
import type { Clock } from '../../../clock.ts';
import type { Db } from '../../../db/database.ts';
import type { DockLink } from '../../../dock-link/index.ts';
import type { FileStorage } from '../../../storage/index.ts';
import type { FlightsService } from '../../flights/index.ts';
import type { MissionsService } from '../../missions/index.ts';
import * as docksRepo from '../repo.ts';
import type { DocksService } from '../service.ts';
import type { Footprint } from './conflicts.ts';
import * as repo from './repo.ts';
import type { DockTaskWithDock } from './repo.ts';

export type DockTasksDeps = {
  db: Db;
  clock: Clock;
  link: DockLink;
  logger: FastifyBaseLogger;
  docks: Pick<DocksService, 'gateway'>;
  missions: Pick<MissionsService, 'resolveMission' | 'dockFile'>;
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

export const DAY_MS = 86_400_000;
export const OUT_OF_CONTROL = { return_home: 0, hover: 1, land: 2 } as const;

export function createContext(deps: DockTasksDeps) {
  const { db, clock } = deps;
  return {
    deps,
    db,
    clock,
    logger: deps.logger,
    gateway: deps.docks.gateway,
    async dockOr404(actor: Membership, dockId: string) {
      const row = await docksRepo.getDock(db, actor.companyId, dockId);
      if (!row) throw AppError.notFound('Dock');
      return row;
    },
    async taskOr404(actor: Membership, id: string) {
      const row = await repo.getTask(db, actor.companyId, id);
      if (!row) throw AppError.notFound('Task');
      return row;
    },
    /** Fails the task with its English reason and the same as codes (decision 433). */
    async fail(
      task: Pick<DockTaskWithDock, 'id' | 'company_id'>,
      reason: string,
      codes: TDockWordCode[],
    ): Promise<void> {
      await repo.updateTask(db, task.id, {
        status: 'failed',
        reason,
        reason_codes: JSON.stringify(codes),
        finished_at: clock.now(),
      });
      deps.onChanged(task.company_id);
    },
  };
}

export type TaskContext = ReturnType<typeof createContext>;

/** One code of a reason (decision 433). */
export const said = (code: string, params: TDockWordCode['params'] = {}): TDockWordCode[] => [
  { code, params },
];

/** Why the dock could not be asked: an AppError's own sentence with its type as the code
 * (dock_timeout, dock_link_closed), else the given sentence and code. */
export function unreachable(
  error: unknown,
  code: string,
  english: string,
): [string, TDockWordCode[]] {
  return error instanceof AppError ? [error.message, said(error.type)] : [english, said(code)];
}

/** Whether the rest of the wayline can be flown by a new task from the dock's break point. */
export const isResumable = (row: DockTaskWithDock): boolean =>
  (row.status === 'partially_done' || row.status === 'failed') && row.break_point !== null;

export function toTask(row: DockTaskWithDock): TDockTask {
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
    task_type: row.task_type,
    conditions:
      row.task_type === 'conditional' && row.ready_battery_percent !== null && row.ready_until
        ? {
            battery_min_percent: row.ready_battery_percent,
            window_end: row.ready_until.toISOString(),
          }
        : null,
    execute_at: row.execute_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    rth_altitude_m: row.rth_altitude_m,
    out_of_control_action: row.out_of_control_action,
    percent: row.percent,
    waypoint_index: row.waypoint_index,
    waypoint_count: row.waypoint_count,
    reason: row.reason,
    reason_codes: row.reason_codes ?? [],
    break_point: row.break_point,
    resumable: isResumable(row),
    resume_of: row.resume_of,
    started_at: row.started_at?.toISOString() ?? null,
    finished_at: row.finished_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

export function footprintOf(row: DockTaskWithDock): Footprint {
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
