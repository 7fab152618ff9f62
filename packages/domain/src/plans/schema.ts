// A plan as the Plans page and the server seed see it: name, key, prices and the feature-limit
// list (fcl) a workspace on it starts with. Prices are whole currency units (not paise/cents)
// because they are list prices for display; billing itself is outside this package.
import { z } from 'zod';
import { ZFeatureLimitList } from '../limits/feature-limit.ts';

/** Currencies plans are priced in (feature-areas §9: USD and INR). */
export const PLAN_CURRENCIES = ['USD', 'INR'] as const;
/** A plan currency. */
export const ZPlanCurrency = z.enum(PLAN_CURRENCIES);
/** A plan currency. */
export type TPlanCurrency = z.infer<typeof ZPlanCurrency>;

/** List price per month and per year, in whole currency units. */
export const ZPlanPrice = z.object({
  month: z.number().nonnegative(),
  year: z.number().nonnegative(),
});

/**
 * A plan with its prices and feature limits.
 *
 * @example
 * ZPlan.parse(PRO_PLAN).prices?.INR.month; // 3999
 */
export const ZPlan = z.object({
  /** 'free', 'pro', 'no_limit'; a workspace whose plan key is empty is on free (platform-core §3). */
  key: z.string().min(1).max(32),
  name: z.string().min(1).max(64),
  description: z.string().max(300),
  /** Shown on the public Plans page; no_limit is assigned by staff, never sold. */
  public: z.boolean(),
  /** List price per currency; null when the plan is not sold. */
  prices: z.record(ZPlanCurrency, ZPlanPrice).nullable(),
  highlights: z.array(z.string().max(120)),
  fcl: ZFeatureLimitList,
});
/** A plan with its prices and feature limits. */
export type TPlan = z.infer<typeof ZPlan>;
