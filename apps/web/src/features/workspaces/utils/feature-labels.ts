// Human labels of the feature-limit keys (packages/domain FEATURE_KEYS), for the plan tab.
export const FEATURE_LABELS: Record<string, { label: string; unit?: string }> = {
  max_sites: { label: 'Sites' },
  max_missions: { label: 'Missions generated' },
  max_polygon_mission_acres: { label: 'Area mission size', unit: 'acres' },
  max_linestring_mission_km: { label: 'Corridor length', unit: 'km' },
  max_members: { label: 'Members and guests' },
  max_collections: { label: 'Collections' },
  storage_mb: { label: 'Storage', unit: 'MB' },
  web_progress_sync: { label: 'Progress sync, status filters and grouping' },
  custom_elevation: { label: 'Custom elevation' },
  wpml_export: { label: 'DJI WPML export' },
};

export function featureLabel(key: string): string {
  return FEATURE_LABELS[key]?.label ?? key.replace(/_/g, ' ');
}
