// Queries of the audit_log table. Actor names come from the users module's read view.
import type { TAuditLogQuery } from '@sortie/domain/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AuditLogTable } from './table.ts';
import type { Insertable } from 'kysely';

export async function insertEntry(executor: Db, row: Insertable<AuditLogTable>): Promise<void> {
  await executor.insertInto('audit_log').values(row).execute();
}

export type AuditFilters = Omit<TAuditLogQuery, 'limit' | 'cursor'>;

/** Entries matching `filters`, newest first, older than `cursor` (a seq), at most `limit`. */
export async function findEntries(
  db: Db,
  filters: AuditFilters,
  page: { limit: number; cursor?: string | undefined },
) {
  let q = db
    .selectFrom('audit_log as a')
    .leftJoin('user_cards_view as u', 'u.id', 'a.actor_id')
    .select([
      sql<string>`a.seq::text`.as('seq'),
      'a.at',
      'a.company_id',
      'a.actor_id',
      'u.name as actor_name',
      'u.email as actor_email',
      'a.actor_ip',
      'a.request_id',
      'a.entity',
      'a.entity_id',
      'a.action',
      'a.before',
      'a.after',
    ]);
  if (filters.company_id) q = q.where('a.company_id', '=', filters.company_id);
  if (filters.actor_id) q = q.where('a.actor_id', '=', filters.actor_id);
  if (filters.entity) q = q.where('a.entity', '=', filters.entity);
  if (filters.entity_id) q = q.where('a.entity_id', '=', filters.entity_id);
  if (filters.action) q = q.where('a.action', '=', filters.action);
  if (filters.from) q = q.where('a.at', '>=', new Date(filters.from));
  if (filters.to) q = q.where('a.at', '<', new Date(filters.to));
  if (page.cursor) q = q.where('a.seq', '<', page.cursor);
  return q.orderBy('a.seq', 'desc').limit(page.limit).execute();
}

/** Deletes entries older than `before`; returns how many went. */
export async function deleteOlderThan(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('audit_log').where('at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
