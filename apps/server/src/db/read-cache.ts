// A small in-process cache of database reads (decision 260): entries live `ttlMs` at most (the
// safety net), `clear()` forgets everything at once (a write to a table the reads depend on, here
// or in another server process), and a read that was in flight across a clear() is answered but
// not stored, so it cannot bring back what the clear removed. Concurrent misses of one key share
// one read (500 clients arriving together would otherwise send 500 identical statements).
// Bounded by entry count and, given `sizeOf`, by bytes; least recently used out (a hit counts as
// a use). Sessions and memberships count entries; the site list's answers count their bytes.
export type ReadCache<V> = {
  /** The cached value of `key`, else `load()`'s (stored unless a clear() came meanwhile). */
  get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined>;
  clear(): void;
  size(): number;
  /** What is held: entries and, with `sizeOf`, their total size. */
  stats(): { entries: number; bytes: number };
};

export type ReadCacheOptions<V> = {
  ttlMs: number;
  maxEntries?: number;
  /** The size of a value in bytes; with `maxBytes`, the cache keeps their sum under it. */
  sizeOf?: (value: V) => number;
  maxBytes?: number;
  now?: () => number;
};

export function createReadCache<V>(options: ReadCacheOptions<V>): ReadCache<V> {
  const now = options.now ?? (() => performance.now());
  const maxEntries = options.maxEntries ?? Infinity;
  const maxBytes = options.maxBytes ?? Infinity;
  const sizeOf = options.sizeOf ?? (() => 0);
  // A value past a sixteenth of the budget is answered but not kept: one cannot flush the rest.
  const maxValueBytes = maxBytes / 16;
  // Map keeps insertion order: the first key is the least recently used.
  const entries = new Map<string, { value: V; until: number; bytes: number }>();
  // Reads under way, of the current epoch only: a request after a clear never joins an older read.
  let inflight = new Map<string, Promise<V | undefined>>();
  let epoch = 0;
  let bytes = 0;

  function drop(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  }

  function store(key: string, value: V): void {
    const size = sizeOf(value);
    if (size > maxValueBytes) return;
    drop(key);
    entries.set(key, { value, until: now() + options.ttlMs, bytes: size });
    bytes += size;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      drop(oldest);
    }
  }

  async function read(key: string, load: () => Promise<V | undefined>) {
    const started = epoch;
    try {
      const value = await load();
      // Nothing found is not stored: a session or membership created next must show at once.
      if (value !== undefined && started === epoch) store(key, value);
      return value;
    } finally {
      if (started === epoch) inflight.delete(key);
    }
  }

  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.until > now()) {
        // Most recently used last.
        entries.delete(key);
        entries.set(key, hit);
        return Promise.resolve(hit.value);
      }
      drop(key);
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
      bytes = 0;
    },
    size: () => entries.size,
    stats: () => ({ entries: entries.size, bytes }),
  };
}
