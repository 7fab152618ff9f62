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

/** A safety net under the generation: no answer is served older than this. */
export const LIST_CACHE_TTL_MS = 60_000;
export const LIST_CACHE_MAX_BYTES = 32 * 1024 * 1024;

export type SiteListCache = ReturnType<typeof createSiteListCache>;

export function createSiteListCache(options: { maxBytes?: number; ttlMs?: number } = {}) {
  const maxBytes = options.maxBytes ?? LIST_CACHE_MAX_BYTES;
  const ttlMs = options.ttlMs ?? LIST_CACHE_TTL_MS;
  const entries = new Map<string, { body: Buffer; until: number }>();
  // Misses under way, of the current generation: the first of 500 clients reads the page, the
  // others wait for it instead of sending the same statement 499 times (decision 260).
  let inflight = new Map<string, Promise<Buffer>>();
  let bytes = 0;
  let generation = 0;

  function drop(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  }

  function keyOf(member: Membership, query: TListSitesQuery): string | null {
    if (member.personalSpace || query.group_by === 'created_at') return null;
    if (query.filters && query.filters.includes('created_between')) return null;
    const scope =
      member.role === 'owner' || member.role === 'admin'
        ? 'staff'
        : `${member.role}:${member.defaultMemberAccessLevel}:${member.userId}`;
    return `${member.companyId}|${scope}|${JSON.stringify(query)}`;
  }

  async function read(key: string, list: () => Promise<TListSitesResponse>): Promise<Buffer> {
    const started = generation;
    try {
      const body = Buffer.from(JSON.stringify(await list()));
      // A write during the read may be missing from it: answer it, but do not keep it.
      if (started === generation && body.length <= maxBytes / 16) {
        entries.set(key, { body, until: performance.now() + ttlMs });
        bytes += body.length;
        for (const oldest of entries.keys()) {
          if (bytes <= maxBytes) break;
          drop(oldest);
        }
      }
      return body;
    } finally {
      if (started === generation) inflight.delete(key);
    }
  }

  return {
    /** The answer as JSON bytes: stored, or computed by `list` (and stored when it may be). */
    async answer(
      member: Membership,
      query: TListSitesQuery,
      list: () => Promise<TListSitesResponse>,
    ): Promise<Buffer> {
      const key = keyOf(member, query);
      if (key === null) return Buffer.from(JSON.stringify(await list()));
      const hit = entries.get(key);
      if (hit && hit.until > performance.now()) {
        // Most recently used last: Map keeps insertion order.
        entries.delete(key);
        entries.set(key, hit);
        return hit.body;
      }
      drop(key);
      let pending = inflight.get(key);
      if (!pending) {
        pending = read(key, list);
        inflight.set(key, pending);
      }
      return pending;
    },
    /** A list row may have changed: forget every stored answer. */
    clear(): void {
      generation += 1;
      entries.clear();
      inflight = new Map();
      bytes = 0;
    },
    stats: () => ({ entries: entries.size, bytes }),
  };
}
