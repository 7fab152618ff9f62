export { createAuditService } from './service.ts';
export type { AuditService, AuditDeps } from './service.ts';
export { auditRoutes } from './routes.ts';
export { recordAudit, changedFields } from './record.ts';
export type { AuditActor, AuditChange } from './record.ts';
