// Active memberships as the workspace guard reads them, cached in process (decision 260), keyed
// by workspace and user. Any write to companies or company_members (a role change, a removal or
// departure, a deleted workspace, new settings or plan) clears it at once through the write watch
// (db/write-watch.ts) and, with REDIS_URL, in every other server process through the realtime bus
// (http/read-caches.ts); a short TTL bounds anything missed. Non-members are never cached, so a
// new member gets in at once.
import { createReadCache, type ReadCache } from '../../db/read-cache.ts';
import type { findActiveMembership } from './repo.ts';

/** Seconds a membership may be served from memory at most. */
export const MEMBERSHIP_CACHE_TTL_S = 30;

export type MembershipRow = NonNullable<Awaited<ReturnType<typeof findActiveMembership>>>;
export type MembershipCache = ReadCache<MembershipRow>;

export const membershipKey = (companyId: string, userId: string) => `${companyId}:${userId}`;

export function createMembershipCache(): MembershipCache {
  return createReadCache<MembershipRow>({
    ttlMs: MEMBERSHIP_CACHE_TTL_S * 1000,
    maxEntries: 50_000,
  });
}
