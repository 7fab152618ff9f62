// Audit log (issue 18 §7, decision 415): modules record with recordAudit in their transactions;
// this service reads the log and sweeps it past AUDIT_RETENTION_DAYS, at start and on a timer.
import type { FastifyInstance } from 'fastify';
import type { AccessGuards } from '../access/index.ts';
import { auditRoutes, createAuditService } from '../modules/audit/index.ts';
import type { CompaniesService } from '../modules/workspaces/index.ts';
import type { Infrastructure } from './infrastructure.ts';

export type AuditWiringDeps = Pick<Infrastructure, 'db' | 'config' | 'clock'> & {
  companies: CompaniesService;
  access: AccessGuards;
};

/** Wired last: its routes close the catalogue and its sweep hooks follow every other area's. */
export async function wireAudit(app: FastifyInstance, deps: AuditWiringDeps): Promise<void> {
  const { db, config, clock, companies, access } = deps;
  const audit = createAuditService({
    db,
    clock,
    retentionDays: config.ops.auditRetentionDays,
    companyNameOf: (companyId) => companies.nameOf(db, companyId),
  });
  await app.register(auditRoutes({ audit, access }), { prefix: '/api/v4' });
  let stopAuditSweeps = () => {};
  app.addHook('onReady', async () => {
    await audit.sweep();
    stopAuditSweeps = audit.startSweeps((err) => app.log.error({ err }, 'audit sweep failed'));
  });
  app.addHook('onClose', (_instance, done) => {
    stopAuditSweeps();
    done();
  });
}
