import type { ColumnType, Generated, Selectable } from 'kysely';

export interface AuditLogTable {
  seq: Generated<string>;
  at: Generated<Date>;
  company_id: string | null;
  actor_id: string | null;
  actor_ip: string | null;
  request_id: string | null;
  entity: string;
  entity_id: string;
  action: string;
  before: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  after: ColumnType<Record<string, unknown> | null, string | null, string | null>;
}
export type AuditLogRow = Selectable<AuditLogTable>;
