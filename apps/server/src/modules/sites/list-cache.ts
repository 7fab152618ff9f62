// Site list answers in memory, as the JSON bytes sent (decision 260): 500 clients reading the
// first page of a 1,000-site workspace asked the database the same page hundreds of times a
// second. An answer is stored under the list generation, which any write to the tables a list
// row reads (sites, shares, pilots, user names and e-mails, workspaces) moves on, here through the
// write watch and in other server processes through the realtime bus (http/read-caches.ts); the
// move drops every stored answer. Keys carry the caller's access scope: owners and admins see
// the same answer (full access to every site), anyone else only their own, since shares and
// created-by decide what a member or guest sees and at which level. Answers that depend on the
// clock (time groups, a created-between filter) or on other workspaces (a personal space lists
// sites shared from elsewhere) are never stored. Bounded by bytes, least recently used out.
import type { TListSitesQuery, TListSitesResponse } from '@sortie/domain/contracts';
import type { Membership } from '../../access/index.ts';
import { createReadCache } from '../../db/read-cache.ts';

/** A safety net under the generation: no answer is served older than this. */
export const LIST_CACHE_TTL_MS = 60_000;
export const LIST_CACHE_MAX_BYTES = 32 * 1024 * 1024;

export type SiteListCache = ReturnType<typeof createSiteListCache>;

export function createSiteListCache(options: { maxBytes?: number; ttlMs?: number } = {}) {
  // The shared read cache (db/read-cache.ts) does the rest: misses under way are shared (the
  // first of 500 clients reads the page, the others wait for it), a read overtaken by a clear is
  // answered but not kept, least recently used out past the byte budget.
  const answers = createReadCache<Buffer>({
    ttlMs: options.ttlMs ?? LIST_CACHE_TTL_MS,
    maxBytes: options.maxBytes ?? LIST_CACHE_MAX_BYTES,
    sizeOf: (body) => body.length,
  });

  function keyOf(member: Membership, query: TListSitesQuery): string | null {
    if (member.personalSpace || query.group_by === 'created_at') return null;
    if (query.filters && query.filters.includes('created_between')) return null;
    const scope =
      member.role === 'owner' || member.role === 'admin'
        ? 'staff'
        : `${member.role}:${member.defaultMemberAccessLevel}:${member.userId}`;
    return `${member.companyId}|${scope}|${JSON.stringify(query)}`;
  }

  const bytesOf = async (list: () => Promise<TListSitesResponse>) =>
    Buffer.from(JSON.stringify(await list()));

  return {
    /** The answer as JSON bytes: stored, or computed by `list` (and stored when it may be). */
    async answer(
      member: Membership,
      query: TListSitesQuery,
      list: () => Promise<TListSitesResponse>,
    ): Promise<Buffer> {
      const key = keyOf(member, query);
      if (key === null) return bytesOf(list);
      // A list always answers, so the cache's "nothing found" never happens here.
      return (await answers.get(key, () => bytesOf(list)))!;
    },
    /** A list row may have changed: forget every stored answer. */
    clear: () => answers.clear(),
    stats: () => answers.stats(),
  };
}
