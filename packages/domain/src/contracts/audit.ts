// The audit log (issue 18 §7): who changed what, with the fields before and after, read by
// workspace admins (their workspace) and the Super Admin (every workspace), filtered, as pages
// of JSON or as one CSV file.
import { z } from 'zod';
import { ZId, ZIsoDateTime } from './common.ts';

/** What was changed: one word per kind of object the log records. */
export const AUDIT_ENTITIES = [
  'site',
  'site_share',
  'mission',
  'member',
  'invite',
  'workspace',
  'plan',
  'dock',
  'drone',
  'battery',
] as const;
export const ZAuditEntity = z.enum(AUDIT_ENTITIES);
export type TAuditEntity = z.infer<typeof ZAuditEntity>;

/** How it changed (`role_changed` is an update the log names apart: it is asked for often). */
export const AUDIT_ACTIONS = ['created', 'updated', 'deleted', 'role_changed'] as const;
export const ZAuditAction = z.enum(AUDIT_ACTIONS);
export type TAuditAction = z.infer<typeof ZAuditAction>;

/** Most rows one page returns; the CSV export returns at most AUDIT_CSV_MAX_ROWS. */
export const AUDIT_PAGE_MAX = 200;
export const AUDIT_CSV_MAX_ROWS = 50_000;

const ZDateFilter = z.iso.datetime({ offset: true });

/** Filters of both audit pages (GET .../audit-log and .../audit-log/csv). */
export const ZAuditLogQuery = z.object({
  /** Entries at or after this instant. */
  from: ZDateFilter.optional(),
  /** Entries before this instant. */
  to: ZDateFilter.optional(),
  actor_id: ZId.optional(),
  entity: ZAuditEntity.optional(),
  entity_id: z.string().max(200).optional(),
  action: ZAuditAction.optional(),
  /** Super Admin page only: one workspace. */
  company_id: ZId.optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(50),
  /** The `next_cursor` of the previous page (entries older than it). */
  cursor: z
    .string()
    .regex(/^\d{1,19}$/, 'cursor is the next_cursor of the previous page')
    .optional(),
});
export type TAuditLogQuery = z.infer<typeof ZAuditLogQuery>;

export const ZAuditEntry = z.object({
  id: z.string(),
  at: ZIsoDateTime,
  company_id: z.string().nullable(),
  company_name: z.string().nullable(),
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  actor_email: z.string().nullable(),
  ip: z.string().nullable(),
  request_id: z.string().nullable(),
  entity: z.string(),
  entity_id: z.string(),
  action: z.string(),
  /** The changed fields as they were (null for a creation). */
  before: z.record(z.string(), z.unknown()).nullable(),
  /** The changed fields as they became (null for a deletion). */
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditLogPage = z.object({
  entries: z.array(ZAuditEntry),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type TAuditLogPage = z.infer<typeof ZAuditLogPage>;
