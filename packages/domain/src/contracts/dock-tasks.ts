// Dock flight tasks (issue 11 §7-8, docs/decisions/301): a saved WPML mission sent to a dock,
// now or at a time, after the pre-flight checks; the workspace's task queue and its conflicts
// (one dock booked twice; two docks' missions overlapping in space, time and height).
import { z } from 'zod';
import { ZId, ZIsoDateTime } from './common.ts';
import { ZDockWordCode } from './docks.ts';

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
  /** A conditional task prepared on the dock, waiting for its conditions (flighttask_ready). */
  'waiting',
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

/** How long a conditional task may wait on the dock (the reference: prepared up to a day ahead). */
export const DOCK_CONDITIONAL_WINDOW_MAX_H = 24;

/**
 * A conditional task (task_type 2): the dock holds it and starts it once its battery reaches
 * battery_min_percent between the start (execute_at, else now) and window_end.
 */
export const ZDockTaskConditions = z
  .object({
    battery_min_percent: z.number().int().min(20).max(100),
    window_end: z.string().max(40),
  })
  .strict();
export type TDockTaskConditions = z.infer<typeof ZDockTaskConditions>;

export const ZDockTaskType = z.enum(['immediate', 'timed', 'conditional']);

/** Where an interrupted wayline stopped (flighttask_progress ext.break_point), to resume from. */
export const ZDockBreakPoint = z.object({
  /** The waypoint (state 1) or the segment's first waypoint (state 0). */
  index: z.number().int().min(0),
  state: z.union([z.literal(0), z.literal(1)]),
  /** Along the segment, 0–1. */
  progress: z.number().min(0).max(1),
  wayline_id: z.number().int(),
});
export type TDockBreakPoint = z.infer<typeof ZDockBreakPoint>;

export const ZSendToDockRequest = z
  .object({
    mission_id: ZId,
    /** Null or absent: now. */
    execute_at: z.string().max(40).nullable().optional(),
    rth_altitude_m: z.number().int().min(DOCK_RTH_MIN_M).max(DOCK_RTH_MAX_M).default(100),
    out_of_control_action: ZOutOfControlAction.default('return_home'),
    /** Send although another dock's mission overlaps in space, time and height. */
    accept_conflicts: z.boolean().default(false),
    /** Absent or null: the task starts at execute_at (or now) whatever the battery. */
    conditions: ZDockTaskConditions.nullable().optional(),
  })
  .strict();
export type TSendToDockRequest = z.input<typeof ZSendToDockRequest>;

export const ZDockTaskCheck = z.object({
  key: z.enum(['online', 'drone_in_dock', 'battery', 'wind', 'rain', 'range', 'wpml']),
  ok: z.boolean(),
  /** A sentence: what is wrong and what to change, or what was found. */
  message: z.string(),
  /** The same sentence as a code (decision 433). Optional: older servers send only `message`. */
  message_code: ZDockWordCode.optional(),
});
export type TDockTaskCheck = z.infer<typeof ZDockTaskCheck>;

export const ZDockTaskConflict = z.object({
  kind: z.enum(['dock_booked', 'airspace']),
  /** The other task. */
  task_id: ZId,
  dock_call_sign: z.string(),
  mission_name: z.string(),
  message: z.string(),
  /** The same sentence as a code (decision 433). Optional: older servers send only `message`. */
  message_code: ZDockWordCode.optional(),
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
  task_type: ZDockTaskType,
  /** A conditional task's conditions (window_end as ISO 8601). */
  conditions: ZDockTaskConditions.nullable(),
  execute_at: ZIsoDateTime,
  ends_at: ZIsoDateTime,
  rth_altitude_m: z.number(),
  out_of_control_action: ZOutOfControlAction,
  percent: z.number(),
  waypoint_index: z.number().int(),
  waypoint_count: z.number().int(),
  /** Why it failed or ended early (a sentence or the dock's result code). */
  reason: z.string().nullable(),
  /**
   * The reason's sentences as codes, one for one (a start refused by several checks has
   * several; decision 433). Empty for tasks that ended before the codes were kept.
   */
  reason_codes: z.array(ZDockWordCode).optional(),
  /** Where the dock stopped the wayline, when it reported it. */
  break_point: ZDockBreakPoint.nullable(),
  /** It ended early with a break point: POST …/resume flies the rest. */
  resumable: z.boolean(),
  /** The task this one resumes. */
  resume_of: ZId.nullable(),
  started_at: ZIsoDateTime.nullable(),
  finished_at: ZIsoDateTime.nullable(),
  created_at: ZIsoDateTime,
});
export type TDockTask = z.infer<typeof ZDockTask>;

/** Resuming an interrupted task: a new task that flies on from its break point. */
export const ZDockTaskResumeRequest = z
  .object({
    rth_altitude_m: z.number().int().min(DOCK_RTH_MIN_M).max(DOCK_RTH_MAX_M).optional(),
    out_of_control_action: ZOutOfControlAction.optional(),
  })
  .strict();
export type TDockTaskResumeRequest = z.infer<typeof ZDockTaskResumeRequest>;

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
