// Per-dock coalescing of live-state pushes (decision 302). A dock sends several partial OSD
// messages a second (dock, aircraft, state); viewers need the latest state soon, not every step.
// The first change after a quiet window goes out at once (the low latency the cards need); later
// changes within the window are folded into one trailing push at the window's end. Nothing is
// queued: the flush reads the state when it runs, so the latest state always wins.

export type Coalescer = {
  /** Something about `key` changed. */
  changed(key: string): void;
  /** Keeps only these keys' bookkeeping (after unbinds). */
  retain(keys: ReadonlySet<string>): void;
  close(): void;
};

export function createCoalescer(windowMs: number, flush: (key: string) => void): Coalescer {
  const lastSent = new Map<string, number>();
  const pending = new Map<string, NodeJS.Timeout>();
  const send = (key: string) => {
    lastSent.set(key, performance.now());
    flush(key);
  };
  return {
    changed(key) {
      if (pending.has(key)) return; // the trailing push will read this change too
      const wait = (lastSent.get(key) ?? -Infinity) + windowMs - performance.now();
      if (wait <= 0) return send(key);
      const timer = setTimeout(() => {
        pending.delete(key);
        send(key);
      }, wait);
      timer.unref();
      pending.set(key, timer);
    },
    retain(keys) {
      for (const key of lastSent.keys()) if (!keys.has(key)) lastSent.delete(key);
      for (const [key, timer] of pending) {
        if (keys.has(key)) continue;
        clearTimeout(timer);
        pending.delete(key);
      }
    },
    close() {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    },
  };
}
