import type { TPlan } from '@sortie/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { FeatureUsageRow, PlanRow } from './table.ts';

type Db = Kysely<Database>;

/** Inserts or rewrites a plan row (the seed plans follow the code). */
export async function upsertPlan(db: Db, plan: TPlan, position: number, now: Date): Promise<void> {
  const values = {
    name: plan.name,
    description: plan.description,
    public: plan.public,
    prices: JSON.stringify(plan.prices),
    highlights: JSON.stringify(plan.highlights),
    fcl: JSON.stringify(plan.fcl),
    position,
    updated_at: now,
  };
  await db
    .insertInto('plans')
    .values({ key: plan.key, ...values })
    .onConflict((oc) => oc.column('key').doUpdateSet(values))
    .execute();
}

export async function findPublicPlans(db: Db): Promise<PlanRow[]> {
  return db
    .selectFrom('plans')
    .selectAll()
    .where('public', '=', true)
    .orderBy('position')
    .orderBy('key')
    .execute();
}

export async function findPlanByKey(db: Db, key: string): Promise<PlanRow | undefined> {
  return db.selectFrom('plans').selectAll().where('key', '=', key).executeTakeFirst();
}

export async function findUsage(db: Db, companyId: string): Promise<FeatureUsageRow[]> {
  return db
    .selectFrom('company_feature_usage')
    .selectAll()
    .where('company_id', '=', companyId)
    .execute();
}

/**
 * The usage row of (company, key), created at 0 if missing and locked for the rest of the
 * caller's transaction, so two concurrent consumers cannot both pass the limit check.
 */
export async function lockUsage(
  db: Db,
  companyId: string,
  key: string,
  now: Date,
): Promise<number> {
  await db
    .insertInto('company_feature_usage')
    .values({ company_id: companyId, key, used: 0, updated_at: now })
    .onConflict((oc) => oc.columns(['company_id', 'key']).doNothing())
    .execute();
  const row = await db
    .selectFrom('company_feature_usage')
    .select('used')
    .where('company_id', '=', companyId)
    .where('key', '=', key)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return Number(row.used);
}

export async function setUsage(
  db: Db,
  companyId: string,
  key: string,
  used: number,
  now: Date,
): Promise<void> {
  await db
    .updateTable('company_feature_usage')
    .set({ used, updated_at: now })
    .where('company_id', '=', companyId)
    .where('key', '=', key)
    .execute();
}

/** Usage of one key across all workspaces (staff usage overview). */
export async function findUsageTotals(db: Db, key: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('company_feature_usage')
    .select(['company_id', 'used'])
    .where('key', '=', key)
    .execute();
  return new Map(rows.map((r) => [r.company_id, Number(r.used)]));
}
