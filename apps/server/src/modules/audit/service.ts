// Reading the audit log (decision 415): workspace managers read their workspace's entries
// (RBAC AuditLog GET), the Super Admin every workspace's (meta AuditLog GET), as pages or CSV.
// Entries older than AUDIT_RETENTION_DAYS are swept when the app is ready and every six hours.
import {
  AUDIT_CSV_MAX_ROWS,
  AUDIT_PAGE_MAX,
  type TAuditEntry,
  type TAuditLogPage,
  type TAuditLogQuery,
} from '@sortie/domain/contracts';
import { assertMetaRight, assertRight, type Membership } from '../../access/index.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { toCsv } from '../../http/csv-out.ts';
import * as repo from './repo.ts';

export type AuditService = ReturnType<typeof createAuditService>;

export type AuditDeps = {
  db: Db;
  clock: Clock;
  /** Days an entry is kept; 0 keeps every entry. */
  retentionDays: number;
  /** A workspace's name (the Super Admin page lists many). */
  companyNameOf: (companyId: string) => Promise<string | null>;
};

const DAY_MS = 86_400_000;
const SWEEP_EVERY_MS = 6 * 3600_000;

export const AUDIT_CSV_COLUMNS = [
  'at',
  'company_id',
  'company_name',
  'actor_id',
  'actor_name',
  'actor_email',
  'ip',
  'request_id',
  'entity',
  'entity_id',
  'action',
  'before',
  'after',
] as const;

export function createAuditService(deps: AuditDeps) {
  const { db, clock } = deps;

  async function page(query: TAuditLogQuery, limit: number): Promise<TAuditLogPage> {
    const { limit: _limit, cursor, ...filters } = query;
    const rows = await repo.findEntries(db, filters, { limit: limit + 1, cursor });
    const more = rows.length > limit;
    const shown = more ? rows.slice(0, limit) : rows;
    const names = new Map<string, string | null>();
    for (const id of new Set(shown.map((r) => r.company_id).filter((c) => c !== null)))
      names.set(id, await deps.companyNameOf(id));
    const entries = shown.map((r): TAuditEntry => ({
      id: r.seq,
      at: new Date(r.at).toISOString(),
      company_id: r.company_id,
      company_name: r.company_id ? (names.get(r.company_id) ?? null) : null,
      actor_id: r.actor_id,
      actor_name: r.actor_name,
      actor_email: r.actor_email,
      ip: r.actor_ip,
      request_id: r.request_id,
      entity: r.entity,
      entity_id: r.entity_id,
      action: r.action,
      before: r.before,
      after: r.after,
    }));
    return { entries, next_cursor: more ? shown.at(-1)!.seq : null };
  }

  /** Every matching entry up to AUDIT_CSV_MAX_ROWS, newest first, as CSV text. */
  async function csv(query: TAuditLogQuery): Promise<string> {
    const rows: TAuditEntry[] = [];
    let cursor = query.cursor;
    while (rows.length < AUDIT_CSV_MAX_ROWS) {
      const limit = Math.min(AUDIT_PAGE_MAX * 5, AUDIT_CSV_MAX_ROWS - rows.length);
      const next = await page({ ...query, cursor }, limit);
      rows.push(...next.entries);
      if (!next.next_cursor) break;
      cursor = next.next_cursor;
    }
    return toCsv(AUDIT_CSV_COLUMNS, rows);
  }

  /** The caller's workspace only, whatever company_id the query names. */
  const ownWorkspace = (actor: Membership, query: TAuditLogQuery): TAuditLogQuery => ({
    ...query,
    company_id: actor.companyId,
  });

  async function sweep(): Promise<number> {
    if (deps.retentionDays <= 0) return 0;
    return repo.deleteOlderThan(db, new Date(clock.now().getTime() - deps.retentionDays * DAY_MS));
  }

  return {
    async listForWorkspace(actor: Membership, query: TAuditLogQuery): Promise<TAuditLogPage> {
      assertRight(actor, 'AuditLog', 'GET');
      return page(ownWorkspace(actor, query), query.limit);
    },
    async csvForWorkspace(actor: Membership, query: TAuditLogQuery): Promise<string> {
      assertRight(actor, 'AuditLog', 'GET');
      return csv(ownWorkspace(actor, query));
    },
    async listForStaff(metaRoles: readonly string[], query: TAuditLogQuery) {
      assertMetaRight(metaRoles, 'AuditLog', 'GET');
      return page(query, query.limit);
    },
    async csvForStaff(metaRoles: readonly string[], query: TAuditLogQuery): Promise<string> {
      assertMetaRight(metaRoles, 'AuditLog', 'GET');
      return csv(query);
    },

    /** Deletes entries past the retention; returns how many went. */
    sweep,

    /** Sweeps every six hours until the returned stop is called (app close). */
    startSweeps(onError: (error: unknown) => void): () => void {
      const timer = setInterval(() => void sweep().catch(onError), SWEEP_EVERY_MS);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
