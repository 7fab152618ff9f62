// Plans and feature limits (platform-core §3, §4; feature-areas §6). The catalogue is seeded
// from @sortie/domain at startup; a workspace's fcl is its plan's list with the stored usage
// counts applied through the domain rules (checkFeature, addUsage), so the server refuses exactly
// what the web greys out.
import {
  AppError,
  BYTES_PER_MB,
  FREE_PLAN,
  PLANS,
  addUsage,
  assertFeature,
  checkFeature,
  findPlan,
  getFeature,
  planKeyOf,
  type FeatureKey,
  type TFeatureLimit,
  type TPlan,
} from '@sortie/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import * as repo from './repo.ts';
import type { FeatureUsageRow, PlanRow } from './table.ts';

type Db = Kysely<Database>;

export type PlansService = ReturnType<typeof createPlansService>;
export type FeaturesService = PlansService['features'];

function toPlan(row: PlanRow): TPlan {
  return {
    key: row.key,
    name: row.name,
    description: row.description,
    public: row.public,
    prices: row.prices,
    highlights: row.highlights,
    fcl: row.fcl,
  };
}

/** Applies stored usage counts to a plan's list; `enabled` of range entries follows addUsage. */
function withUsage(planFcl: readonly TFeatureLimit[], usage: readonly FeatureUsageRow[]) {
  let fcl: TFeatureLimit[] = planFcl.map((f) =>
    typeof f.used === 'number' ? { ...f, used: 0 } : { ...f },
  );
  for (const row of usage) {
    if (fcl.some((f) => f.key === row.key)) fcl = addUsage(fcl, row.key, Number(row.used));
  }
  return fcl;
}

export function createPlansService(deps: {
  db: Db;
  clock: Clock;
  /** The plan key stored on a workspace (the workspaces module owns it); undefined: none. */
  companyPlanKey: (executor: Db, companyId: string) => Promise<string | undefined>;
}) {
  const { db, clock } = deps;

  async function planFor(executor: Db, planKey: string | null | undefined): Promise<TPlan> {
    const key = planKeyOf({ key: planKey });
    const row = await repo.findPlanByKey(executor, key);
    // An unseeded table or an unknown key falls back to the code's plans, then to Free.
    return row ? toPlan(row) : (findPlan(key) ?? FREE_PLAN);
  }

  async function companyPlan(executor: Db, companyId: string): Promise<TPlan> {
    const key = await deps.companyPlanKey(executor, companyId);
    if (key === undefined) throw AppError.notFound('Workspace');
    return planFor(executor, key);
  }

  const features = {
    /** The workspace's feature-limit list with its usage counts (the company's `fcl`). */
    async fclOf(executor: Db, companyId: string): Promise<TFeatureLimit[]> {
      const plan = await companyPlan(executor, companyId);
      return withUsage(plan.fcl, await repo.findUsage(executor, companyId));
    },

    /** True when the workspace may use `amount` more of `key` now; writes nothing. */
    async can(executor: Db, companyId: string, key: FeatureKey, amount = 1): Promise<boolean> {
      return checkFeature(await features.fclOf(executor, companyId), key, amount);
    },

    /**
     * Checks `key` for `amount` more and records the usage, inside the caller's transaction.
     * Throws the 422 of the feature (exceeded_max_members, exceeded_max_sites, …) before writing
     * anything, so the caller's transaction rolls back whole. Non-aggregated keys (mission sizes,
     * bool features) are only checked.
     */
    async consume(trx: Db, companyId: string, key: FeatureKey, amount = 1): Promise<void> {
      const plan = await companyPlan(trx, companyId);
      const entry = getFeature(plan.fcl, key);
      if (typeof entry.used !== 'number') {
        assertFeature(plan.fcl, key, amount);
        return;
      }
      const now = clock.now();
      const used = await repo.lockUsage(trx, companyId, key, now);
      const fcl = withUsage(plan.fcl, [{ company_id: companyId, key, used, updated_at: now }]);
      assertFeature(fcl, key, amount);
      await repo.setUsage(trx, companyId, key, used + amount, now);
    },

    /** Gives back usage (a member removed, a site deleted); never goes below zero. */
    async release(trx: Db, companyId: string, key: FeatureKey, amount = 1): Promise<void> {
      const now = clock.now();
      const used = await repo.lockUsage(trx, companyId, key, now);
      await repo.setUsage(trx, companyId, key, Math.max(0, used - amount), now);
    },

    /**
     * Throws exceeded_storage (422) unless `bytes` more fit in storage_mb now; writes nothing.
     * A cheap early refusal before an upload is received; storeBytes decides under its lock.
     */
    async assertCanStore(executor: Db, companyId: string, bytes: number): Promise<void> {
      assertFeature(await features.fclOf(executor, companyId), 'storage_mb', bytes / BYTES_PER_MB);
    },

    /**
     * Counts a stored file against storage_mb inside the caller's transaction, or throws
     * exceeded_storage (422) and writes nothing. Sizes are bytes; the counter is MB of 2^20
     * bytes, so byte counts divide exactly and adding then removing a file leaves no drift.
     */
    async storeBytes(trx: Db, companyId: string, bytes: number): Promise<void> {
      if (bytes > 0) await features.consume(trx, companyId, 'storage_mb', bytes / BYTES_PER_MB);
    },

    /** Gives back the storage of a file removed (or replaced) inside the caller's transaction. */
    async releaseBytes(trx: Db, companyId: string, bytes: number): Promise<void> {
      if (bytes > 0) await features.release(trx, companyId, 'storage_mb', bytes / BYTES_PER_MB);
    },

    /** Stored bytes per workspace (staff usage overview, usage.registerCounter). */
    async storageBytesByCompany(): Promise<Map<string, number>> {
      const mb = await repo.findUsageTotals(db, 'storage_mb');
      return new Map([...mb].map(([id, used]) => [id, Math.round(used * BYTES_PER_MB)]));
    },

    /**
     * A plan a workspace may be moved to: a row of the plans table or a seed plan; undefined for
     * an unknown key (unlike planFor, which falls back to Free for reading).
     */
    async findAssignablePlan(executor: Db, key: string): Promise<TPlan | undefined> {
      const row = await repo.findPlanByKey(executor, planKeyOf({ key }));
      return row ? toPlan(row) : findPlan(key);
    },
    /** Usage of one key by every workspace (staff usage overview). */
    async totals(key: FeatureKey): Promise<Map<string, number>> {
      return repo.findUsageTotals(db, key);
    },
  };

  return {
    features,

    /** Writes the seed plans (Free, Pro, no_limit) from @sortie/domain; safe to run at every start. */
    async seedPlans(): Promise<void> {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        for (const [position, plan] of PLANS.entries()) {
          await repo.upsertPlan(trx, plan, position, now);
        }
      });
    },

    /** The plans for the public Plans page, cheapest first. */
    async listPublicPlans(): Promise<TPlan[]> {
      const rows = await repo.findPublicPlans(db);
      return rows.length > 0 ? rows.map(toPlan) : PLANS.filter((p) => p.public);
    },

    /** The Free plan's limits, shown while no one is signed in. */
    async freeFcl(): Promise<TFeatureLimit[]> {
      return (await planFor(db, FREE_PLAN.key)).fcl;
    },

    /** The name of a plan key as stored on a workspace ('' → Free). */
    async planName(planKey: string): Promise<string> {
      return (await planFor(db, planKey)).name;
    },
  };
}
