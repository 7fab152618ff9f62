// Error-report sampling of platform-core §9 (traces 0.8, session replays 0.8, replays on error
// 1.0). Error events are never sampled, as on the server (decision 413). Traces: one page-load
// transaction per page load, at the server's SENTRY_TRACES_SAMPLE_RATE (0.8 by default). Replays
// are not recorded at all (decision 413 says why), so their rates are not used here.

/** Every error event is sent (within the per-minute budget). */
export const ERROR_SAMPLE_RATE = 1;

/** Whether an event kept at `rate` (0–1) is sent; `random` is Math.random unless a test picks. */
export function isSampled(rate: number, random: () => number = Math.random): boolean {
  if (rate >= 1) return true;
  if (rate <= 0) return false;
  return random() < rate;
}

/**
 * A budget of `perMinute` reports per minute: a render loop throwing on every frame must not
 * become a flood of posts from every open browser.
 */
export function createBudget(perMinute: number, now: () => number = Date.now) {
  let windowStart = -Infinity;
  let used = 0;
  return (): boolean => {
    const t = now();
    if (t - windowStart >= 60_000) {
      windowStart = t;
      used = 0;
    }
    used += 1;
    return used <= perMinute;
  };
}
