// Pauses in capture: a gap far longer than the usual trigger interval, such as a battery swap.
// One in the middle of a line (same strip either side) is called out as such: the line was
// resumed, and light or wind may differ across the seam.
import type { DatasetIssue, ImageRecord } from './types.ts';
import { median } from './geo.ts';
import { say } from './words.ts';

/** A pause counts when longer than this many usual intervals, and at least a minute. */
const GAP_FACTOR = 8;
const GAP_MIN_S = 60;

export function timeGaps(
  ordered: readonly ImageRecord[],
  stripOf: Map<number, number>,
): DatasetIssue[] {
  const timed = ordered.filter((r) => r.meta.time !== null);
  if (timed.length < 3) return [];
  const steps = timed.slice(1).map((r, i) => (r.meta.time! - timed[i]!.meta.time!) / 1000);
  const usual = median(steps.filter((s) => s > 0));
  const limit = Math.max(GAP_MIN_S, GAP_FACTOR * (Number.isFinite(usual) ? usual : 0));
  const out: DatasetIssue[] = [];
  steps.forEach((s, i) => {
    if (s <= limit) return;
    const a = timed[i]!;
    const b = timed[i + 1]!;
    const sa = stripOf.get(a.index);
    const midLine = sa !== undefined && sa === stripOf.get(b.index);
    const pause = {
      ...(s >= 120
        ? { amount: Math.round(s / 60), unit: 'min' as const }
        : { amount: Math.round(s), unit: 's' as const }),
      from: a.meta.name,
      to: b.meta.name,
    };
    const { text, code, params } = say(midLine ? 'time_gap_mid_line' : 'time_gap', pause);
    out.push({ kind: 'time_gap', message: text, code, params });
  });
  return out;
}
