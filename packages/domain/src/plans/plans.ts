// Seed plans: Free, Pro and no_limit. The server seeds them into its plans table and the public
// Plans page lists the public ones. feature-areas §9 lists "mission limits 10, 1, 5 and 75" without
// meanings; we read them as the Free plan's 10 sites, 1 (now 5, decision 050) member, 5 km corridors
// and 75-acre areas.
// Pro lifts area missions to the product-wide 5000-acre cap (MAX_MISSION_ACRES).
import { MAX_MISSION_ACRES } from '../constants.ts';
import type { FeatureKey } from '../limits/feature-keys.ts';
import type { TFeatureLimit } from '../limits/feature-limit.ts';
import type { TPlan } from './schema.ts';

type Limits = Record<FeatureKey, number | boolean | null>;

/** Builds an fcl from a compact table: numbers and null are range maxima, booleans bool flags. */
function fclOf(limits: Limits): TFeatureLimit[] {
  const aggregated = new Set<string>([
    'max_sites',
    'max_missions',
    'max_members',
    'max_collections',
    'storage_mb',
  ]);
  return Object.entries(limits).map(([key, limit]) =>
    typeof limit === 'boolean'
      ? { key, type: 'bool', enabled: limit, range: { min: null, max: null }, used: null }
      : {
          key,
          type: 'range',
          enabled: limit === null || limit > 0,
          range: { min: 0, max: limit },
          used: aggregated.has(key) ? 0 : null,
        },
  );
}

/**
 * The Free plan: 10 sites, 75-acre areas, 5 km corridors, a team of 5, no Pro features.
 *
 * @example
 * checkFeature(FREE_PLAN.fcl, 'web_progress_sync'); // false
 */
export const FREE_PLAN: TPlan = {
  key: 'free',
  name: 'Free',
  description: 'Plan and fly small surveys on your own.',
  public: true,
  prices: { USD: { month: 0, year: 0 }, INR: { month: 0, year: 0 } },
  highlights: [
    '10 sites',
    'Area missions up to 75 acres',
    'Corridors up to 5 km',
    'A team of 5: owner, members and guests',
    'KML and Litchi export',
  ],
  fcl: fclOf({
    max_sites: 10,
    max_missions: 10,
    max_polygon_mission_acres: 75,
    max_linestring_mission_km: 5,
    // A small crew (owner, pilot, planner, a client reviewer): decision 050.
    max_members: 5,
    max_collections: 5,
    storage_mb: 1024,
    // Data Check runs in the browser; the count keeps the free tool from being scripted (issue 14).
    max_data_verifications: 10,
    web_progress_sync: false,
    custom_elevation: false,
    wpml_export: false,
  }),
};

/**
 * The Pro plan: web_progress_sync, custom elevation, WPML export and larger limits.
 *
 * @example
 * checkFeature(PRO_PLAN.fcl, 'web_progress_sync'); // true
 */
export const PRO_PLAN: TPlan = {
  key: 'pro',
  name: 'Pro',
  description: 'For survey teams: progress sync, custom terrain and DJI WPML export.',
  public: true,
  prices: { USD: { month: 49, year: 490 }, INR: { month: 3999, year: 39_990 } },
  highlights: [
    '500 sites and unlimited missions',
    `Area missions up to ${MAX_MISSION_ACRES} acres`,
    'Progress sync, status filters and grouping',
    'Custom elevation and DJI WPML export',
    'Up to 25 members',
  ],
  fcl: fclOf({
    max_sites: 500,
    max_missions: null,
    max_polygon_mission_acres: MAX_MISSION_ACRES,
    max_linestring_mission_km: 100,
    max_members: 25,
    max_collections: null,
    // 100 GB in the 2^20-byte MB of platform-core §9 (100 × 1024), so it reads '100 GB' (decision 170).
    storage_mb: 102_400,
    max_data_verifications: 500,
    web_progress_sync: true,
    custom_elevation: true,
    wpml_export: true,
  }),
};

/**
 * key no_limit means unlimited (platform-core §3); MAX_MISSION_ACRES still caps the planner.
 *
 * @example
 * checkFeature(NO_LIMIT_PLAN.fcl, 'max_sites', 1e6); // true
 */
export const NO_LIMIT_PLAN: TPlan = {
  key: 'no_limit',
  name: 'No Limit',
  description: 'Internal and partner workspaces without limits.',
  public: false,
  prices: null,
  highlights: ['Everything, without limits'],
  fcl: fclOf({
    max_sites: null,
    max_missions: null,
    max_polygon_mission_acres: null,
    max_linestring_mission_km: null,
    max_members: null,
    max_collections: null,
    storage_mb: null,
    max_data_verifications: null,
    web_progress_sync: true,
    custom_elevation: true,
    wpml_export: true,
  }),
};

/**
 * Every seed plan, cheapest first.
 *
 * @example
 * PLANS.filter((p) => p.public).map((p) => p.name); // ['Free', 'Pro']
 */
export const PLANS: readonly TPlan[] = [FREE_PLAN, PRO_PLAN, NO_LIMIT_PLAN];

/**
 * The plan key of a workspace's plan, reading an empty or missing key as 'free'.
 *
 * @example
 * planKeyOf({ name: '', key: '' }); // 'free'
 * planKeyOf(null); // 'free'
 */
export function planKeyOf(plan: { key?: string | null } | null | undefined): string {
  return plan?.key ? plan.key : FREE_PLAN.key;
}

/**
 * The seed plan with `key` (empty → Free); undefined for an unknown key.
 *
 * @example
 * findPlan('pro')?.name; // 'Pro'
 */
export function findPlan(key: string | null | undefined): TPlan | undefined {
  const wanted = planKeyOf({ key });
  return PLANS.find((p) => p.key === wanted);
}

/**
 * True for a workspace whose plan is unlimited (plan key no_limit).
 *
 * @example
 * isNoLimitPlan({ key: 'no_limit' }); // true
 */
export function isNoLimitPlan(plan: { key?: string | null } | null | undefined): boolean {
  return planKeyOf(plan) === NO_LIMIT_PLAN.key;
}
