// Sessions as the guard reads them, cached in process (decision 260): every signed-in request
// checked its session row, one statement of the two or three a read costs. Revocations (sign-out,
// "sign out everywhere", a password change or reset, a deleted user) clear it at once through the
// write watch (db/write-watch.ts) and, with REDIS_URL, in every other server process through the
// realtime bus (http/read-caches.ts); a short TTL bounds anything missed. A cached row is still
// checked against the clock on every request, so an expired session is refused on time.
import { createReadCache, type ReadCache } from '../../db/read-cache.ts';
import type { SessionRow } from './table.ts';

/** Seconds a session row may be served from memory at most. */
export const SESSION_CACHE_TTL_S = 30;

export type SessionCache = ReadCache<SessionRow>;

export function createSessionCache(): SessionCache {
  return createReadCache<SessionRow>({ ttlMs: SESSION_CACHE_TTL_S * 1000, maxEntries: 50_000 });
}
