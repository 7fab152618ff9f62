// The verdict: fail when the dataset needs a return flight (a missing strip, poor coverage, too
// many unusable frames, overlap far under the plan), warn when something needs a look, else pass.
// Each reason is a sentence a pilot can act on, with its code for other languages (words.ts).
import type { DatasetFigures } from './result.ts';
import type { CheckSettings, DatasetIssue, ImageIssueKind, Verdict } from './types.ts';
import { say, shown, type Coded, type Said } from './words.ts';

/** Share of unusable frames (no GPS, blurred, unreadable) above which the set fails. */
export const UNUSABLE_SHARE_LIMIT = 0.05;
/** Overlap points under the plan that fail the set. */
export const OVERLAP_FAIL_POINTS = 10;
/** Coverage under which the set fails. */
export const COVERAGE_FAIL_PCT = 90;

export function decideVerdict(
  counts: Partial<Record<ImageIssueKind, number>>,
  unusable: number,
  figures: DatasetFigures,
  issues: readonly DatasetIssue[],
  settings: CheckSettings,
): { verdict: Verdict; reasons: string[]; reasonCodes: Coded[] } {
  type Reason = Coded & { text: string };
  const fail: Reason[] = [];
  const warn: Reason[] = [];
  const to = (list: Reason[], reason: Said | Reason) => list.push(reason);
  if (figures.withGps === 0) to(fail, say('no_gps', {}));
  const strips = issues.filter((i) => i.kind === 'missing_strip').length;
  if (strips) to(fail, say('missing_strips', { count: strips }));
  if (figures.coveragePct !== null && figures.coveragePct < COVERAGE_FAIL_PCT) {
    to(fail, say('low_coverage', { coverage: shown(figures.coveragePct, 1) }));
  } else if (figures.coveragePct !== null && issues.some((i) => i.kind === 'coverage_gap')) {
    to(warn, say('coverage_gaps', { coverage: shown(figures.coveragePct, 1) }));
  }
  const share = figures.imageCount ? unusable / figures.imageCount : 0;
  for (const [kind, n] of Object.entries(counts) as [ImageIssueKind, number][]) {
    if (!n) continue;
    const serious = kind === 'gps_missing' || kind === 'blur' || kind === 'unreadable';
    to(serious && share > UNUSABLE_SHARE_LIMIT ? fail : warn, say(`images_${kind}`, { count: n }));
  }
  const overlap = (side: 'front' | 'side', got: number | null, planned: number) => {
    if (got === null || got >= planned - 2) return;
    const sentence = say(`${side}_overlap_under_plan`, { overlap: shown(got, 0), planned });
    to(got < planned - OVERLAP_FAIL_POINTS ? fail : warn, sentence);
  };
  overlap('front', figures.frontOverlapPct, settings.frontOverlapPct);
  overlap('side', figures.sideOverlapPct, settings.sideOverlapPct);
  for (const i of issues) {
    if (i.kind === 'gsd_off_plan' || i.kind === 'mixed_cameras' || i.kind === 'time_gap')
      to(warn, { text: i.message, code: i.code, params: i.params });
  }
  const verdict: Verdict = fail.length ? 'fail' : warn.length ? 'warn' : 'pass';
  if (verdict === 'pass') to(warn, say('all_passed', {}));
  const all = [...fail, ...warn];
  return {
    verdict,
    reasons: all.map((r) => r.text),
    reasonCodes: all.map(({ code, params }) => ({ code, params })),
  };
}
