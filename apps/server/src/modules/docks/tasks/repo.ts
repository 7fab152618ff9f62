// Dock task queries. The queue is a workspace's tasks not yet done; a task is found by id within
// its workspace, or by the protocol's flight_id when the dock reports progress.
import { DOCK_TASK_DONE } from '@sortie/domain/contracts';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { DockTaskRow, DockTasksTable } from './table.ts';

export type DockTaskWithDock = DockTaskRow & { dock_sn: string; dock_call_sign: string };

const withDock = (db: Db) =>
  db
    .selectFrom('dock_tasks')
    .innerJoin('docks', 'docks.id', 'dock_tasks.dock_id')
    .selectAll('dock_tasks')
    .select(['docks.sn as dock_sn', 'docks.call_sign as dock_call_sign']);

export async function insertTask(db: Db, row: Insertable<DockTasksTable>): Promise<void> {
  await db.insertInto('dock_tasks').values(row).execute();
}

export function getTask(db: Db, companyId: string, id: string) {
  return withDock(db)
    .where('dock_tasks.company_id', '=', companyId)
    .where('dock_tasks.id', '=', id)
    .executeTakeFirst();
}

export function taskById(db: Db, id: string) {
  return withDock(db).where('dock_tasks.id', '=', id).executeTakeFirst();
}

export function taskByFlightId(db: Db, flightId: string) {
  return withDock(db).where('dock_tasks.flight_id', '=', flightId).executeTakeFirst();
}

/** The workspace's queue (not done), and with `doneSince` the tasks finished after it too. */
export function listTasks(
  db: Db,
  companyId: string,
  options: { dockId?: string; doneSince?: Date; limit?: number } = {},
) {
  let q = withDock(db).where('dock_tasks.company_id', '=', companyId);
  if (options.dockId) q = q.where('dock_tasks.dock_id', '=', options.dockId);
  const since = options.doneSince;
  q = since
    ? q.where((eb) =>
        eb.or([
          eb('dock_tasks.status', 'not in', DOCK_TASK_DONE),
          eb('dock_tasks.finished_at', '>=', since),
        ]),
      )
    : q.where('dock_tasks.status', 'not in', DOCK_TASK_DONE);
  return q
    .orderBy('dock_tasks.execute_at')
    .limit(options.limit ?? 500)
    .execute();
}

/** The tasks that resume `id`. */
export function resumesOf(db: Db, id: string) {
  return db.selectFrom('dock_tasks').select(['id', 'status']).where('resume_of', '=', id).execute();
}

/** Scheduled tasks whose time has come. */
export function dueTasks(db: Db, now: Date) {
  return db
    .selectFrom('dock_tasks')
    .select('id')
    .where('status', '=', 'scheduled')
    .where('execute_at', '<=', now)
    .orderBy('execute_at')
    .limit(50)
    .execute();
}

/** Conditional tasks still waiting on the dock after their window ended. */
export function unmetConditional(db: Db, now: Date) {
  return db
    .selectFrom('dock_tasks')
    .select('id')
    .where('status', '=', 'waiting')
    .where('ready_until', '<', now)
    .limit(50)
    .execute();
}

export async function updateTask(
  db: Db,
  id: string,
  patch: Updateable<DockTasksTable>,
): Promise<void> {
  await db.updateTable('dock_tasks').set(patch).where('id', '=', id).execute();
}

/** Moves a task from one status to another; false when another process got there first. */
export async function claimTask(
  db: Db,
  id: string,
  from: DockTaskRow['status'],
  to: DockTaskRow['status'],
): Promise<boolean> {
  const res = await db
    .updateTable('dock_tasks')
    .set({ status: to })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}
