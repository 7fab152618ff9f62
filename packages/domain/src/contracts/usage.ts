// Platform staff screens (platform-core §2 ProductUsageOverview and GovernanceOverview).
import { z } from 'zod';
import { ZId, ZIsoDateTime } from './common.ts';
import { ZSortOrder } from './members.ts';

export const COMPANY_USAGE_SORT_KEYS = [
  'name',
  'members',
  'sites',
  'missions',
  'storage_bytes',
  'last_activity',
  'created_at',
] as const;

/** GET /api/v4/usage/companies query. */
export const ZCompanyUsageQuery = z.object({
  sort_by: z.enum(COMPANY_USAGE_SORT_KEYS).default('last_activity'),
  sort_order: ZSortOrder.default('desc'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  page: z.coerce.number().int().min(1).default(1),
  /** Include personal workspaces (off by default: they are one user each). */
  include_personal: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
export type TCompanyUsageQuery = z.infer<typeof ZCompanyUsageQuery>;

export const ZCompanyUsage = z.object({
  id: ZId,
  name: z.string(),
  personal_space: z.boolean(),
  plan: z.object({ name: z.string(), key: z.string() }),
  members: z.number().int(),
  sites: z.number().int(),
  missions: z.number().int(),
  storage_bytes: z.number(),
  last_activity: ZIsoDateTime.nullable(),
  created_at: ZIsoDateTime,
});
export type TCompanyUsage = z.infer<typeof ZCompanyUsage>;

export const ZCompanyUsageResponse = z.object({
  companies: z.array(ZCompanyUsage),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type TCompanyUsageResponse = z.infer<typeof ZCompanyUsageResponse>;

/** GET /api/v4/usage/governance */
export const ZGovernanceResponse = z.object({
  users: z.number().int(),
  companies: z.number().int(),
  personal_spaces: z.number().int(),
  active_sessions: z.number().int(),
  /** Sign-ups per ISO week (Monday start, UTC), oldest first, the last 12 weeks. */
  signups_per_week: z.array(z.object({ week_start: ZIsoDateTime, count: z.number().int() })),
});
export type TGovernanceResponse = z.infer<typeof ZGovernanceResponse>;

/** PATCH /api/v4/usage/companies/:id/plan (platform staff): move a workspace to a plan. */
export const ZChangeCompanyPlanParams = z.object({ id: ZId });
export const ZChangeCompanyPlanRequest = z
  .object({ plan_key: z.string().trim().min(1).max(32) })
  .strict();
export type TChangeCompanyPlanRequest = z.infer<typeof ZChangeCompanyPlanRequest>;
export const ZChangeCompanyPlanResponse = z.object({
  id: ZId,
  plan: z.object({ name: z.string(), key: z.string() }),
});
export type TChangeCompanyPlanResponse = z.infer<typeof ZChangeCompanyPlanResponse>;
