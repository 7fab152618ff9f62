// Dock flight tasks (issue 11 §7-8, docs/decisions/301): a saved WPML mission sent to a dock,
// now or at a time, after the pre-flight checks; the workspace's task queue and its conflicts
// (one dock booked twice; two docks' missions overlapping in space, time and height).
import { z } from 'zod';
import { ZId, ZIsoDateTime } from './common.ts';

/** RTH height the dock accepts (dji-cloud-api.md §6.1 flighttask_prepare rth_altitude). */
export const DOCK_RTH_MIN_M = 20;
export const DOCK_RTH_MAX_M = 1500;
/** How far ahead a task may be scheduled. */
export const DOCK_TASK_MAX_AHEAD_DAYS = 30;

/** 0 return home, 1 hover, 2 land (the protocol's out_of_control_action). */
export const ZOutOfControlAction = z.enum(['return_home', 'hover', 'land']);

export const ZDockTaskStatus = z.enum([
  'scheduled',
  'sent',
  'in_progress',
  'paused',
  'ok',
  'partially_done',
  'failed',
  'canceled',
]);
export type TDockTaskStatus = z.infer<typeof ZDockTaskStatus>;
/** Statuses after which a task never moves again. */
export const DOCK_TASK_DONE: readonly TDockTaskStatus[] = [
  'ok',
  'partially_done',
  'failed',
  'canceled',
];

export const ZSendToDockRequest = z
  .object({
    mission_id: ZId,
    /** Null or absent: now. */
    execute_at: z.string().max(40).nullable().optional(),
    rth_altitude_m: z.number().int().min(DOCK_RTH_MIN_M).max(DOCK_RTH_MAX_M).default(100),
    out_of_control_action: ZOutOfControlAction.default('return_home'),
    /** Send although another dock's mission overlaps in space, time and height. */
    accept_conflicts: z.boolean().default(false),
  })
  .strict();
export type TSendToDockRequest = z.input<typeof ZSendToDockRequest>;

export const ZDockTaskCheck = z.object({
  key: z.enum(['online', 'drone_in_dock', 'battery', 'wind', 'rain', 'range', 'wpml']),
  ok: z.boolean(),
  /** A sentence: what is wrong and what to change, or what was found. */
  message: z.string(),
});
export type TDockTaskCheck = z.infer<typeof ZDockTaskCheck>;

export const ZDockTaskConflict = z.object({
  kind: z.enum(['dock_booked', 'airspace']),
  /** The other task. */
  task_id: ZId,
  dock_call_sign: z.string(),
  mission_name: z.string(),
  message: z.string(),
});
export type TDockTaskConflict = z.infer<typeof ZDockTaskConflict>;

export const ZDockTaskPreview = z.object({
  checks: z.array(ZDockTaskCheck),
  conflicts: z.array(ZDockTaskConflict),
  /** The mission's planned flight time, used for the queue window. */
  duration_s: z.number(),
});
export type TDockTaskPreview = z.infer<typeof ZDockTaskPreview>;

export const ZDockTask = z.object({
  id: ZId,
  dock_id: ZId,
  dock_sn: z.string(),
  dock_call_sign: z.string(),
  mission_id: ZId.nullable(),
  mission_name: z.string(),
  site_id: ZId.nullable(),
  flight_id: z.string(),
  status: ZDockTaskStatus,
  execute_at: ZIsoDateTime,
  ends_at: ZIsoDateTime,
  rth_altitude_m: z.number(),
  out_of_control_action: ZOutOfControlAction,
  percent: z.number(),
  waypoint_index: z.number().int(),
  waypoint_count: z.number().int(),
  /** Why it failed or ended early (a sentence or the dock's result code). */
  reason: z.string().nullable(),
  started_at: ZIsoDateTime.nullable(),
  finished_at: ZIsoDateTime.nullable(),
  created_at: ZIsoDateTime,
});
export type TDockTask = z.infer<typeof ZDockTask>;

export const ZDockTasksResponse = z.object({ tasks: z.array(ZDockTask) });
export const ZDockTaskQueueResponse = z.object({
  tasks: z.array(ZDockTask),
  /** Conflicts among the queued tasks, each pair once. */
  conflicts: z.array(ZDockTaskConflict.extend({ with_task_id: ZId })),
});
export type TDockTaskQueueResponse = z.infer<typeof ZDockTaskQueueResponse>;

export const ZDockTaskParams = z.object({ companyId: ZId, taskId: ZId });
export const ZDockTaskListQuery = z.object({
  /** Also the finished tasks of the last days (default: the queue only). */
  include_done: z.enum(['true', 'false']).optional(),
});
