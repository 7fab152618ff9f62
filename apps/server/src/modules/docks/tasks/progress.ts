// flighttask_progress (dji-cloud-api.md §6.2), read leniently: the fields sit under data.output
// with data.result beside them; numbers may be strings; unknown statuses are kept as 'in flight'.
import type { TDockBreakPoint, TDockTaskStatus, TDockWordCode } from '@sortie/domain/contracts';
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
  /** Where the wayline stopped, when the dock says (with an index at least). */
  breakPoint: TDockBreakPoint | null;
};

function breakPointOf(raw: Record<string, unknown>): TDockBreakPoint | null {
  const index = num(raw.index);
  if (index === null || !Number.isInteger(index) || index < 0) return null;
  const progress = num(raw.progress) ?? 0;
  return {
    index,
    state: num(raw.state) === 1 ? 1 : 0,
    progress: Math.min(1, Math.max(0, progress)),
    wayline_id: Math.trunc(num(raw.wayline_id) ?? 0),
  };
}

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
    breakPoint: breakPointOf(breakPoint),
  };
}

/** A sentence for a task that ended without finishing, and the same as a code (decision 433). */
export function endReason(p: Progress): { reason: string; codes: TDockWordCode[] } | null {
  if (p.status === 'ok') return null;
  if (p.status === 'canceled')
    return { reason: 'Canceled.', codes: [{ code: 'canceled', params: {} }] };
  const parts = [`The dock reported ${p.rawStatus}`];
  // The dock's status word stays a param: the web names the ones it knows.
  const params: TDockWordCode['params'] = { status: p.rawStatus };
  if (p.result !== 0) {
    parts.push(`result ${p.result}`);
    params.result = p.result;
  }
  if (p.breakReason) {
    parts.push(`break reason ${p.breakReason}`);
    params.break_reason = p.breakReason;
  }
  const code = `dock_reported${p.result !== 0 ? '_result' : ''}${p.breakReason ? '_break' : ''}`;
  return { reason: `${parts.join(', ')}.`, codes: [{ code, params }] };
}
