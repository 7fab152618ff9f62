// Plans endpoints (platform-core §7): both public, no token needed.
import { z } from 'zod';
import { ZFeatureLimitList } from '../limits/feature-limit.ts';
import { ZPlan } from '../plans/schema.ts';

/** GET /api/v4/plans/general: the public plans for the Plans page, cheapest first. */
export const ZGetPlansResponse = z.object({ plans: z.array(ZPlan) });
export type TGetPlansResponse = z.infer<typeof ZGetPlansResponse>;

/** GET /api/v4/plans/free_fcl: the Free plan's limits, used while no user is signed in. */
export const ZGetFreeFclResponse = z.object({ fcl: ZFeatureLimitList });
export type TGetFreeFclResponse = z.infer<typeof ZGetFreeFclResponse>;
