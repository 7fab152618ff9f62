// The one call other modules make: recordAudit(trx, actor, change) inside the transaction of the
// change it describes, so a rolled-back change leaves no record and a committed one always has
// its record (decision 415). Only the fields that differ are kept, each value capped in size:
// the log says what changed, it is not a second copy of every site geometry.
import type { TAuditAction, TAuditEntity } from '@sortie/domain/contracts';
import type { Db } from '../../db/database.ts';
import * as repo from './repo.ts';

/** Who made the change: a Membership has these fields (ip and requestId from the route guard). */
export type AuditActor = {
  userId: string | null;
  companyId?: string | null;
  ip?: string;
  requestId?: string;
};

export type AuditChange = {
  entity: TAuditEntity;
  entityId: string;
  action: TAuditAction;
  /** The object's fields before (omit for a creation). */
  before?: object | null;
  /** The object's fields after (omit for a deletion). */
  after?: object | null;
  /** The workspace, when it is not the actor's (staff acting on a workspace). */
  companyId?: string | null;
};

/** Longest JSON text of one field's value; longer values become a size note. */
export const AUDIT_VALUE_MAX_CHARS = 2000;

function capped(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  const text = JSON.stringify(value) ?? 'null';
  return text.length > AUDIT_VALUE_MAX_CHARS ? { omitted: 'too large', chars: text.length } : value;
}

/** Bookkeeping columns: a row passed whole as before/after keeps none of them. */
const BOOKKEEPING = new Set(['id', 'company_id', 'etag', 'created_at', 'updated_at']);

const same = (a: unknown, b: unknown) => JSON.stringify(capped(a)) === JSON.stringify(capped(b));

/** The fields of `before` and `after` that differ, each side capped; null sides stay null. */
export function changedFields(
  before: object | null | undefined,
  after: object | null | undefined,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  const b = (before ?? null) as Record<string, unknown> | null;
  const a = (after ?? null) as Record<string, unknown> | null;
  const keys = new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})]);
  const pick = (side: Record<string, unknown> | null, changedOnly: boolean) => {
    if (!side) return null;
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      if (!(key in side) || BOOKKEEPING.has(key)) continue;
      if (changedOnly && b && a && key in b && key in a && same(b[key], a[key])) continue;
      out[key] = capped(side[key]);
    }
    return out;
  };
  return { before: pick(b, true), after: pick(a, true) };
}

/**
 * Writes one audit entry with `executor` (the change's transaction). An update that changed no
 * field writes nothing.
 */
export async function recordAudit(
  executor: Db,
  actor: AuditActor,
  change: AuditChange,
): Promise<void> {
  const fields = changedFields(change.before, change.after);
  if (
    fields.before &&
    fields.after &&
    Object.keys(fields.before).length === 0 &&
    Object.keys(fields.after).length === 0
  )
    return;
  await repo.insertEntry(executor, {
    company_id: change.companyId ?? actor.companyId ?? null,
    actor_id: actor.userId,
    actor_ip: actor.ip ?? null,
    request_id: actor.requestId ?? null,
    entity: change.entity,
    entity_id: change.entityId,
    action: change.action,
    before: fields.before ? JSON.stringify(fields.before) : null,
    after: fields.after ? JSON.stringify(fields.after) : null,
  });
}
