// The verdict: fail when the dataset needs a return flight (a missing strip, poor coverage, too
// many unusable frames, overlap far under the plan), warn when something needs a look, else pass.
// Each reason is a sentence a pilot can act on.
import type { DatasetFigures } from './result.ts';
import type { CheckSettings, DatasetIssue, ImageIssueKind, Verdict } from './types.ts';

/** Share of unusable frames (no GPS, blurred, unreadable) above which the set fails. */
export const UNUSABLE_SHARE_LIMIT = 0.05;
/** Overlap points under the plan that fail the set. */
export const OVERLAP_FAIL_POINTS = 10;
/** Coverage under which the set fails. */
export const COVERAGE_FAIL_PCT = 90;

const LABELS: Record<ImageIssueKind, [string, string]> = {
  gps_missing: ['image has no GPS position', 'images have no GPS position'],
  blur: ['image is blurred', 'images are blurred'],
  overexposed: ['image is overexposed', 'images are overexposed'],
  underexposed: ['image is underexposed', 'images are underexposed'],
  gimbal_off_nadir: [
    'image was taken with the gimbal off nadir',
    'images were taken with the gimbal off nadir',
  ],
  altitude_outlier: [
    'image was taken at an unusual altitude',
    'images were taken at unusual altitudes',
  ],
  duplicate: ['image is a duplicate', 'images are duplicates'],
  unreadable: ['file could not be read', 'files could not be read'],
};

export function decideVerdict(
  counts: Partial<Record<ImageIssueKind, number>>,
  unusable: number,
  figures: DatasetFigures,
  issues: readonly DatasetIssue[],
  settings: CheckSettings,
): { verdict: Verdict; reasons: string[] } {
  const fail: string[] = [];
  const warn: string[] = [];
  if (figures.withGps === 0)
    fail.push('No image has a GPS position, so nothing can be placed or measured.');
  const strips = issues.filter((i) => i.kind === 'missing_strip').length;
  if (strips)
    fail.push(
      `${strips === 1 ? 'A strip is' : `${strips} strips are`} missing: fly the gap again.`,
    );
  if (figures.coveragePct !== null && figures.coveragePct < COVERAGE_FAIL_PCT) {
    fail.push(`Only ${figures.coveragePct.toFixed(1)} % of the site is covered.`);
  } else if (figures.coveragePct !== null && issues.some((i) => i.kind === 'coverage_gap')) {
    warn.push(
      `${figures.coveragePct.toFixed(1)} % of the site is covered; see the gaps on the map.`,
    );
  }
  const share = figures.imageCount ? unusable / figures.imageCount : 0;
  for (const [kind, n] of Object.entries(counts) as [ImageIssueKind, number][]) {
    if (!n) continue;
    const sentence = `${n} ${LABELS[kind][n === 1 ? 0 : 1]}.`;
    const serious = kind === 'gps_missing' || kind === 'blur' || kind === 'unreadable';
    (serious && share > UNUSABLE_SHARE_LIMIT ? fail : warn).push(sentence);
  }
  const overlap = (label: string, got: number | null, planned: number) => {
    if (got === null || got >= planned - 2) return;
    const sentence = `${label} overlap is ${got.toFixed(0)} %, planned ${planned} %.`;
    (got < planned - OVERLAP_FAIL_POINTS ? fail : warn).push(sentence);
  };
  overlap('Front', figures.frontOverlapPct, settings.frontOverlapPct);
  overlap('Side', figures.sideOverlapPct, settings.sideOverlapPct);
  for (const i of issues) {
    if (i.kind === 'gsd_off_plan' || i.kind === 'mixed_cameras' || i.kind === 'time_gap')
      warn.push(i.message);
  }
  if (fail.length) return { verdict: 'fail', reasons: [...fail, ...warn] };
  if (warn.length) return { verdict: 'warn', reasons: warn };
  return { verdict: 'pass', reasons: ['Every check passed: the images are ready for processing.'] };
}
