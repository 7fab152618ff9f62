// The read caches of one server process and what clears them (decision 260): sessions (auth),
// memberships (workspace guard) and site list answers. A write to a table one of them reads,
// seen by the write watch (db/write-watch.ts) whatever module or raw SQL made it, clears that
// cache here at once (and again after COMMIT), and is published on the realtime bus so every
// other process (REDIS_URL) clears it too. Each cache also has a short TTL as a safety net.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { writeWatchOf, type Db } from '../db/database.ts';
import { createSessionCache } from '../modules/auth/index.ts';
import { createSiteListCache } from '../modules/sites/index.ts';
import { createMembershipCache } from '../modules/workspaces/index.ts';
import type { RealtimeBus } from '../realtime/index.ts';
import { INTERNAL_CACHES_CHANNEL, type TCachesCleared } from '../realtime/internal-events.ts';

type CacheName = TCachesCleared['data']['caches'][number];

/** Which caches a write to each table may make wrong. */
const CLEARS: Record<string, readonly CacheName[]> = {
  sessions: ['sessions'],
  users: ['sessions', 'memberships', 'lists'],
  companies: ['memberships', 'lists'],
  company_members: ['memberships', 'lists'],
  sites: ['lists'],
  site_shares: ['lists'],
  site_pilots: ['lists'],
  // The list's collection filter reads which sites a collection holds.
  collections: ['lists'],
  collection_sites: ['lists'],
};

export type ReadCaches = ReturnType<typeof createReadCaches>;

export function createReadCaches(deps: { db: Db; bus: RealtimeBus; logger: FastifyBaseLogger }) {
  const sessions = createSessionCache();
  const memberships = createMembershipCache();
  const lists = createSiteListCache();
  const origin = randomUUID();
  const clearers: Record<CacheName, () => void> = {
    sessions: () => sessions.clear(),
    memberships: () => memberships.clear(),
    lists: () => lists.clear(),
  };
  const clearHere = (names: Iterable<CacheName>) => {
    for (const name of names) clearers[name]();
  };

  function onWrite(tables: ReadonlySet<string>): void {
    const names = new Set<CacheName>();
    for (const table of tables) for (const name of CLEARS[table] ?? []) names.add(name);
    if (names.size === 0) return;
    clearHere(names);
    const event: TCachesCleared = {
      name: 'caches.cleared',
      data: { caches: [...names], origin },
    };
    deps.bus.publish(INTERNAL_CACHES_CHANNEL, event).catch((error: unknown) => {
      // The TTL bounds how long another process may serve what it missed.
      deps.logger.warn({ err: error }, 'read caches: publishing a clear failed');
    });
  }

  const watch = writeWatchOf(deps.db);
  const stopWatching = watch?.listen(onWrite);
  const subscribed = deps.bus
    .subscribe(INTERNAL_CACHES_CHANNEL, (event) => {
      if (event.name === 'caches.cleared' && event.data.origin !== origin) {
        clearHere(event.data.caches);
      }
    })
    .catch((error: unknown) => {
      deps.logger.warn({ err: error }, 'read caches: cannot hear other processes');
      return () => Promise.resolve();
    });

  return {
    // Without a write watch (a Kysely built elsewhere) nothing could clear them: no caches.
    sessions: watch ? sessions : undefined,
    memberships: watch ? memberships : undefined,
    lists: watch ? lists : undefined,
    /** Resolves once other processes' clears are heard (the bus subscription is up). */
    ready: () => subscribed.then(() => undefined),
    async close(): Promise<void> {
      stopWatching?.();
      await (
        await subscribed
      )();
    },
  };
}
