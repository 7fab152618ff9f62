// Moving a workspace to another plan is platform staff's job (meta right CompaniesUsage PATCH):
// billing happens outside Sortie, so the operator records the outcome here (decision 050).
import { randomUUID } from 'node:crypto';
import { AppError } from '@sortie/domain';
import type { TChangeCompanyPlanResponse } from '@sortie/domain/contracts';
import * as repo from '../repo.ts';
import type { WorkspacesDeps } from './deps.ts';
import { assertMetaRight } from '../../../access/index.ts';
import { recordAudit, type AuditActor } from '../../audit/index.ts';

export function createPlanChangeUseCases(deps: WorkspacesDeps) {
  const { db, clock, features } = deps;
  return {
    /**
     * PATCH /usage/companies/:id/plan. A downgrade below current usage is allowed (a trial ends,
     * nobody is thrown out); the lower limits then refuse further use until usage drops.
     */
    async changePlan(
      metaRoles: readonly string[],
      companyId: string,
      planKey: string,
      by: AuditActor = { userId: null },
    ): Promise<TChangeCompanyPlanResponse> {
      assertMetaRight(metaRoles, 'CompaniesUsage', 'PATCH');
      const plan = await features.findAssignablePlan(db, planKey);
      if (!plan) {
        throw AppError.validation(`There is no plan with the key "${planKey}".`, {
          plan_key: planKey,
        });
      }
      const row = await db.transaction().execute(async (trx) => {
        const before = await repo.findCompany(trx, companyId);
        const changed = await repo.setCompanyPlan(trx, companyId, {
          // The Free plan is stored as the empty key, as on a new workspace (platform-core §3).
          plan_key: plan.key === 'free' ? '' : plan.key,
          plan_name: plan.name,
          etag: randomUUID(),
          updated_at: clock.now(),
        });
        if (changed) {
          await recordAudit(trx, by, {
            companyId,
            entity: 'plan',
            entityId: companyId,
            action: 'updated',
            before: before && { plan_key: before.plan_key, plan_name: before.plan_name },
            after: { plan_key: changed.plan_key, plan_name: changed.plan_name },
          });
        }
        return changed;
      });
      if (!row) throw AppError.notFound('Workspace');
      return { id: row.id, plan: { key: row.plan_key, name: row.plan_name } };
    },
  };
}
