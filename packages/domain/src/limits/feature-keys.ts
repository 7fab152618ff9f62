// The feature keys the product checks, what each limits and which 422 error type a refusal
// carries. Mission generation errors are those of feature-areas §8.

/**
 * Every feature key with its kind, whether usage is aggregated, its meaning and refusal error.
 *
 * @example
 * FEATURE_KEYS.filter((f) => f.type === 'bool').map((f) => f.key);
 * // ['web_progress_sync', 'custom_elevation', 'wpml_export']
 */
export const FEATURE_KEYS = [
  {
    key: 'max_sites',
    type: 'range',
    aggregated: true,
    meaning: 'Sites a workspace may hold.',
    error: 'exceeded_max_sites',
  },
  {
    key: 'max_missions',
    type: 'range',
    aggregated: true,
    meaning: 'Missions a workspace may generate (mission generation count).',
    error: 'exceeded_max_mission_generation_count',
  },
  {
    key: 'max_polygon_mission_acres',
    type: 'range',
    aggregated: false,
    meaning: 'Largest area of one polygon (area mapping) mission, in acres.',
    error: 'exceeded_max_polygon_mission_size',
  },
  {
    key: 'max_linestring_mission_km',
    type: 'range',
    aggregated: false,
    meaning: 'Longest corridor of one linestring (corridor) mission, in km.',
    error: 'exceeded_max_linestring_mission_size',
  },
  {
    key: 'max_members',
    type: 'range',
    aggregated: true,
    meaning: 'Members and guests a workspace may have, pending invites included.',
    error: 'exceeded_max_members',
  },
  {
    key: 'max_collections',
    type: 'range',
    aggregated: true,
    meaning: 'Collections a workspace may hold.',
    error: 'exceeded_max_collections',
  },
  {
    key: 'storage_mb',
    type: 'range',
    aggregated: true,
    meaning: 'File storage (uploads, recordings, DEMs), in MB.',
    error: 'exceeded_storage',
  },
  {
    key: 'max_data_verifications',
    type: 'range',
    aggregated: false,
    meaning: 'Data Check runs a visitor or user may start per brand per calendar month (issue 14).',
    error: 'exceeded_max_data_verifications',
  },
  {
    key: 'web_progress_sync',
    type: 'bool',
    aggregated: false,
    meaning: 'Site progress sync: status filter, status grouping and progress bars.',
    error: 'feature_not_in_plan',
  },
  {
    key: 'custom_elevation',
    type: 'bool',
    aggregated: false,
    meaning: 'Custom elevation source (uploaded DEM) for terrain following.',
    error: 'feature_not_in_plan',
  },
  {
    key: 'wpml_export',
    type: 'bool',
    aggregated: false,
    meaning: 'Mission download as DJI WPML (Pilot 2 and other tools); docks fly without it.',
    error: 'feature_not_in_plan',
  },
] as const;

/** A feature key the product knows. */
export type FeatureKey = (typeof FEATURE_KEYS)[number]['key'];

/**
 * The 422 error type to answer when `key` refuses a request.
 *
 * @example
 * featureLimitError('max_polygon_mission_acres'); // 'exceeded_max_polygon_mission_size'
 */
export function featureLimitError(key: FeatureKey): string {
  return FEATURE_KEYS.find((f) => f.key === key)?.error ?? 'feature_not_in_plan';
}
