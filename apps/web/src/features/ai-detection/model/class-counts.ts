// Counts per class over a sliding window ("the last 5 minutes"): per frame, how many of each class
// were seen; the panel shows the peak per class over the window (how many people were in view at
// most), which, unlike a sum over frames, does not grow with the frame rate.

export type CountSample = { at: number; counts: Record<string, number> };

export class ClassCounter {
  private samples: CountSample[] = [];

  constructor(private readonly windowMs: number) {}

  add(at: number, labels: readonly string[]): void {
    const counts: Record<string, number> = {};
    for (const label of labels) counts[label] = (counts[label] ?? 0) + 1;
    this.samples.push({ at, counts });
    this.prune(at);
  }

  /** Peak count per class over the window ending at `now`, most seen first. */
  peaks(now: number): { label: string; peak: number }[] {
    this.prune(now);
    const peak = new Map<string, number>();
    for (const sample of this.samples) {
      for (const [label, n] of Object.entries(sample.counts)) {
        peak.set(label, Math.max(peak.get(label) ?? 0, n));
      }
    }
    return [...peak]
      .map(([label, n]) => ({ label, peak: n }))
      .sort((a, b) => b.peak - a.peak || a.label.localeCompare(b.label));
  }

  private prune(now: number): void {
    const from = now - this.windowMs;
    let drop = 0;
    while (drop < this.samples.length && this.samples[drop]!.at < from) drop += 1;
    if (drop > 0) this.samples.splice(0, drop);
  }
}
