// Short display labels of the feature keys (FEATURE_KEYS) with the unit of their range, for the
// plan tab of Settings and the public Plans page.

/**
 * Label and unit of each feature key.
 *
 * @example
 * FEATURE_LABELS.max_polygon_mission_acres; // { label: 'Area mission size', unit: 'acres' }
 */
export const FEATURE_LABELS: Readonly<Record<string, { label: string; unit?: string }>> = {
  max_sites: { label: 'Sites' },
  max_missions: { label: 'Missions generated' },
  max_polygon_mission_acres: { label: 'Area mission size', unit: 'acres' },
  max_linestring_mission_km: { label: 'Corridor length', unit: 'km' },
  max_members: { label: 'Members and guests' },
  max_collections: { label: 'Collections' },
  storage_mb: { label: 'Storage', unit: 'MB' },
  max_data_verifications: { label: 'Data Check runs a month' },
  web_progress_sync: { label: 'Progress sync, status filters and grouping' },
  custom_elevation: { label: 'Custom elevation' },
  wpml_export: { label: 'DJI WPML export' },
};

/**
 * The label of a feature key; an unknown key reads as its words.
 *
 * @example
 * featureLabel('max_sites'); // 'Sites'
 * featureLabel('new_thing'); // 'new thing'
 */
export function featureLabel(key: string): string {
  return FEATURE_LABELS[key]?.label ?? key.replace(/_/g, ' ');
}
