// A small in-process cache of database reads (decision 260): entries live `ttlMs` at most (the
// safety net), `clear()` forgets everything at once (a write to a table the reads depend on, here
// or in another server process), and a read that was in flight across a clear() is answered but
// not stored, so it cannot bring back what the clear removed. Concurrent misses of one key share
// one read (500 clients arriving together would otherwise send 500 identical statements). Bounded
// by entry count, oldest out.
export type ReadCache<V> = {
  /** The cached value of `key`, else `load()`'s (stored unless a clear() came meanwhile). */
  get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined>;
  clear(): void;
  size(): number;
};

export function createReadCache<V>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): ReadCache<V> {
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, { value: V; until: number }>();
  // Reads under way, of the current epoch only: a request after a clear never joins an older read.
  let inflight = new Map<string, Promise<V | undefined>>();
  let epoch = 0;

  async function read(key: string, load: () => Promise<V | undefined>) {
    const started = epoch;
    try {
      const value = await load();
      // Nothing found is not stored: a session or membership created next must show at once.
      if (value !== undefined && started === epoch) {
        if (entries.size >= options.maxEntries) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
        entries.set(key, { value, until: now() + options.ttlMs });
      }
      return value;
    } finally {
      if (started === epoch) inflight.delete(key);
    }
  }

  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.until > now()) return Promise.resolve(hit.value);
      if (hit) entries.delete(key);
      let pending = inflight.get(key);
      if (!pending) {
        pending = read(key, load);
        inflight.set(key, pending);
      }
      return pending;
    },
    clear() {
      epoch += 1;
      entries.clear();
      inflight = new Map();
    },
    size: () => entries.size,
  };
}
