// The run summary the server stores: counts, figures, verdict and reasons, never names or places.
import type { TDataVerificationSummary } from '@sortie/domain/contracts';
import type { DataCheckResult } from '@sortie/domain/data-check';

const clampPct = (v: number | null) => (v === null ? null : Math.max(-1000, Math.min(100, v)));

export function runSummary(result: DataCheckResult, durationMs: number): TDataVerificationSummary {
  const f = result.figures;
  return {
    verdict: result.verdict,
    reasons: result.reasons.slice(0, 50).map((r) => r.slice(0, 300)),
    counts: result.counts,
    image_count: f.imageCount,
    with_gps: f.withGps,
    flagged_count: f.flaggedCount,
    front_overlap_pct: clampPct(f.frontOverlapPct),
    side_overlap_pct: clampPct(f.sideOverlapPct),
    coverage_pct: f.coveragePct === null ? null : Math.max(0, Math.min(100, f.coveragePct)),
    gsd_cm: f.gsdCm === null ? null : Math.min(10_000, f.gsdCm),
    missing_strips: result.issues.filter((i) => i.kind === 'missing_strip').length,
    cameras: f.cameras.slice(0, 20).map((c) => c.key.slice(0, 120)),
    duration_ms: Math.max(0, Math.min(86_400_000, Math.round(durationMs))),
  };
}
