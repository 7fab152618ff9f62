// flighttask_progress (dji-cloud-api.md §6.2), read leniently: the fields sit under data.output
// with data.result beside them; numbers may be strings; unknown statuses are kept as 'in flight'.
import type { TDockTaskStatus } from '@sortie/domain/contracts';
import { isRecord, num } from '../envelope.ts';

export type Progress = {
  flightId: string;
  status: TDockTaskStatus;
  /** The dock's own word, for the reason when it is not one we know. */
  rawStatus: string;
  percent: number | null;
  waypointIndex: number | null;
  result: number;
  breakReason: number | null;
};

const STATUS: Record<string, TDockTaskStatus> = {
  sent: 'sent',
  in_progress: 'in_progress',
  paused: 'paused',
  ok: 'ok',
  partially_done: 'partially_done',
  rejected: 'failed',
  failed: 'failed',
  timeout: 'failed',
  canceled: 'canceled',
  cancelled: 'canceled',
};

export function parseProgress(data: Record<string, unknown>): Progress | null {
  const output = isRecord(data.output) ? data.output : {};
  const ext = isRecord(output.ext) ? output.ext : {};
  const progress = isRecord(output.progress) ? output.progress : {};
  const flightId = typeof ext.flight_id === 'string' ? ext.flight_id : null;
  if (!flightId) return null;
  const rawStatus = typeof output.status === 'string' ? output.status : 'in_progress';
  const breakPoint = isRecord(ext.break_point) ? ext.break_point : {};
  return {
    flightId,
    status: STATUS[rawStatus] ?? 'in_progress',
    rawStatus,
    percent: num(progress.percent),
    waypointIndex: num(ext.current_waypoint_index),
    result: num(data.result) ?? 0,
    breakReason: num(breakPoint.break_reason),
  };
}

/** A sentence for a task that ended without finishing. */
export function endReason(p: Progress): string | null {
  if (p.status === 'ok') return null;
  if (p.status === 'canceled') return 'Canceled.';
  const parts = [`The dock reported ${p.rawStatus}`];
  if (p.result !== 0) parts.push(`result ${p.result}`);
  if (p.breakReason) parts.push(`break reason ${p.breakReason}`);
  return `${parts.join(', ')}.`;
}
