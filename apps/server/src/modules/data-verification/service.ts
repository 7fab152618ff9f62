// Data Check use-cases (issue 14): count a free run per visitor (or user), brand and month against
// the plan's max_data_verifications; store a run's settings, then its summary; list past runs.
// The images never reach the server: a summary is counts, figures, verdict and reasons.
import { randomUUID } from 'node:crypto';
import {
  AppError,
  featureLimitError,
  featureLimitMessage,
  FREE_PLAN,
  findPlan,
} from '@sortie/domain';
import type {
  TCreateDataVerificationRequest,
  TDataVerificationResultRequest,
  TDataVerificationRun,
  TDataVerificationTrialResponse,
  TListDataVerificationQuery,
} from '@sortie/domain/contracts';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import * as repo from './repo.ts';
import type { DataVerificationRunRow } from './table.ts';

export type DataVerificationService = ReturnType<typeof createDataVerificationService>;

/** Who is calling: the signed-in user (if any), the browser's visitor id and the brand served. */
export type Caller = { userId: string | null; visitorId: string; brand: string };

const FEATURE = 'max_data_verifications' as const;

function toView(row: DataVerificationRunRow): TDataVerificationRun {
  return {
    id: row.id,
    status: row.status,
    image_count: row.image_count,
    settings: row.settings,
    summary: row.summary,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The run limit of a plan (null: unlimited). */
function limitOf(planKey: string | null): number | null {
  const plan = findPlan(planKey) ?? FREE_PLAN;
  const entry = plan.fcl.find((f) => f.key === FEATURE);
  if (!entry) return 0;
  return entry.range.max;
}

export function createDataVerificationService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  /** The plan key of a workspace the user is an active member of, or null when they are not. */
  planKeyOf: (companyId: string, userId: string) => Promise<string | null>;
}) {
  const { db, clock } = deps;
  const period = () => clock.now().toISOString().slice(0, 7);
  const subjectOf = (c: Caller) => (c.userId ? `user:${c.userId}` : `visitor:${c.visitorId}`);

  return {
    /** Counts one free run; 422 exceeded_max_data_verifications once the month's runs are used. */
    async countTrial(
      caller: Caller,
      companyId: string | undefined,
    ): Promise<TDataVerificationTrialResponse> {
      let planKey: string | null = null;
      if (companyId) {
        if (!caller.userId) throw AppError.unauthorized('Sign in to use a workspace plan.');
        planKey = await deps.planKeyOf(companyId, caller.userId);
        if (planKey === null) throw AppError.notPartOfCompany();
      }
      const limit = limitOf(planKey);
      const key = { subject: subjectOf(caller), brand: caller.brand, period: period() };
      const used = await repo.countTrial(db, key, limit, clock.now());
      if (used === null) {
        const facts = { limit, used: await repo.trialUsed(db, key) };
        throw AppError.rule(featureLimitError(FEATURE), featureLimitMessage(FEATURE, facts), {
          feature: FEATURE,
          ...facts,
        });
      }
      return { used, limit, remaining: limit === null ? null : limit - used, period: key.period };
    },

    async create(
      caller: Caller,
      body: TCreateDataVerificationRequest,
    ): Promise<TDataVerificationRun> {
      const row = await repo.insertRun(db, {
        id: randomUUID(),
        user_id: caller.userId,
        visitor_id: caller.visitorId,
        brand: caller.brand,
        image_count: body.image_count,
        settings: body.settings,
        now: clock.now(),
      });
      return toView(row);
    },

    /** Attaches the summary to the caller's own running run; 404 for anyone else's. */
    async attachResult(
      caller: Caller,
      body: TDataVerificationResultRequest,
    ): Promise<TDataVerificationRun> {
      return db.transaction().execute(async (trx) => {
        const row = await repo.findRun(trx, body.id);
        const mine =
          row &&
          (row.user_id ? row.user_id === caller.userId : row.visitor_id === caller.visitorId);
        if (!row || !mine) throw AppError.notFound('Data Check run');
        const done = await repo.finishRun(trx, row.id, body.summary, clock.now());
        if (!done) throw AppError.conflict('run_already_done', 'This run already has its result.');
        return toView(done);
      });
    },

    async list(
      caller: { userId: string | null },
      query: TListDataVerificationQuery,
    ): Promise<TDataVerificationRun[]> {
      const owner = caller.userId
        ? { userId: caller.userId }
        : query.visitor_id
          ? { visitorId: query.visitor_id }
          : null;
      if (!owner) return [];
      const rows = await repo.listRuns(
        db,
        owner,
        query.limit,
        query.value ? new Date(query.value) : undefined,
      );
      return rows.map(toView);
    },
  };
}
