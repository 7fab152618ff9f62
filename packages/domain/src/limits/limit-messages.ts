// The sentence a user reads when the plan refuses something (feature-areas §8: each mission
// generation error "shown to the user as a sentence"). One sentence per feature key, naming the
// limit in the feature's own unit; the server puts it in the 422 envelope and the web rebuilds it
// from the error type and details, so both say the same thing. max_missions counts generations
// for the life of the workspace (deleting a mission gives nothing back), so no period is named.
import type { FeatureKey } from './feature-keys.ts';
import { FEATURE_KEYS } from './feature-keys.ts';

/** What a refusal knows: the plan's bound, the usage so far and the amount asked for. */
export interface LimitFacts {
  limit: number | null;
  used?: number | null | undefined;
  requested?: number | undefined;
}

const num = (n: number): string =>
  Number.isInteger(n)
    ? n.toLocaleString('en-US')
    : n.toLocaleString('en-US', { maximumFractionDigits: 1 });

const plural = (n: number, one: string, many: string): string =>
  `${num(n)} ${n === 1 ? one : many}`;

/**
 * A count feature: "Your plan allows 10 sites; you have used them all. Upgrade to …", or, when
 * some are left but fewer than asked for (a split into parts), how many are left.
 */
function countSentence(
  limit: number,
  facts: LimitFacts,
  noun: readonly [string, string],
  upgrade: string,
): string {
  const used = facts.used ?? limit;
  const left = Math.max(0, limit - used);
  const allows = `Your plan allows ${plural(limit, noun[0], noun[1])}`;
  if (left > 0 && facts.requested !== undefined && facts.requested > left)
    return `${allows}; ${num(left)} ${left === 1 ? 'is' : 'are'} left and this needs ${num(facts.requested)}. Upgrade to ${upgrade}.`;
  return `${allows}; you have used them all. Upgrade to ${upgrade}.`;
}

/**
 * The sentence for a refused `key`; facts.limit null (no bound known) gives a general sentence.
 *
 * @example
 * featureLimitMessage('max_missions', { limit: 10, used: 10 });
 * // 'Your plan allows 10 mission generations; you have used them all. Upgrade to generate more.'
 */
export function featureLimitMessage(key: FeatureKey, facts: LimitFacts): string {
  const { limit, requested } = facts;
  if (limit === null) {
    return key === 'web_progress_sync' || key === 'custom_elevation' || key === 'wpml_export'
      ? boolSentence(key)
      : 'This goes beyond what your plan allows. Upgrade your plan to continue.';
  }
  switch (key) {
    case 'max_sites':
      return countSentence(limit, facts, ['site', 'sites'], 'create more');
    case 'max_missions':
      return countSentence(
        limit,
        facts,
        ['mission generation', 'mission generations'],
        'generate more',
      );
    case 'max_members':
      return countSentence(limit, facts, ['member', 'members'], 'invite more people');
    case 'max_collections':
      return countSentence(limit, facts, ['collection', 'collections'], 'create more');
    case 'max_polygon_mission_acres':
      return (
        `Your plan allows area missions up to ${plural(limit, 'acre', 'acres')}` +
        (requested === undefined ? '' : `; this one is ${plural(requested, 'acre', 'acres')}`) +
        '. Split the site into smaller sites or upgrade your plan.'
      );
    case 'max_linestring_mission_km':
      return (
        `Your plan allows corridor missions up to ${num(limit)} km` +
        (requested === undefined ? '' : `; this corridor is ${num(requested)} km`) +
        '. Shorten the corridor or upgrade your plan.'
      );
    case 'max_data_verifications':
      return `Your plan allows ${plural(limit, 'Data Check run', 'Data Check runs')} a month; you have used them all. Wait for next month or upgrade your plan.`;
    case 'storage_mb':
      return `Your plan includes ${num(limit)} MB of file storage and this file does not fit. Delete files you no longer need or upgrade your plan.`;
    case 'web_progress_sync':
    case 'custom_elevation':
    case 'wpml_export':
      return boolSentence(key);
  }
}

function boolSentence(key: 'web_progress_sync' | 'custom_elevation' | 'wpml_export'): string {
  switch (key) {
    case 'web_progress_sync':
      return 'Progress sync is not part of your plan. Upgrade to track flying progress.';
    case 'custom_elevation':
      return 'Custom elevation models are not part of your plan. Upgrade to upload one.';
    case 'wpml_export':
      return 'DJI WPML export is not part of your plan. Upgrade to export missions for DJI Pilot 2 and docks.';
  }
}

const KEYS = new Set<string>(FEATURE_KEYS.map((f) => f.key));

/**
 * The sentence for a 422 refusal of the feature limits, from its type and details (as the API
 * sends them: feature, limit, used, requested); null for any other error, and for the engine's
 * own size caps, which share the codes but carry no plan limit.
 *
 * @example
 * limitErrorMessage('exceeded_max_polygon_mission_size', { feature: 'max_polygon_mission_acres', limit: 5000, requested: 6000 });
 */
export function limitErrorMessage(
  type: string,
  details: Readonly<Record<string, unknown>> | undefined,
): string | null {
  const byType = FEATURE_KEYS.filter((f) => f.error === type);
  if (byType.length === 0) return null;
  const feature = details?.feature;
  // feature_not_in_plan is shared by the bool keys: details.feature tells them apart.
  const entry =
    typeof feature === 'string' && KEYS.has(feature)
      ? byType.find((f) => f.key === feature)
      : byType.length === 1
        ? byType[0]
        : undefined;
  if (!entry) return 'This is not part of your plan. Upgrade to use it.';
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
  const limit = n(details?.limit) ?? null;
  // The planning engine refuses missions over the product's own caps (5000 acres, 50 km) with
  // the same codes but no plan limit; its sentence says it better than a plan upsell would.
  if (entry.type === 'range' && limit === null) return null;
  return featureLimitMessage(entry.key, {
    limit,
    used: n(details?.used) ?? null,
    requested: n(details?.requested),
  });
}
