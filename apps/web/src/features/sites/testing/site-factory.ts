// A complete site with sensible defaults, for tests: buildSite for GET one site, and
// buildSiteSummary for list items (the outline without the full geometry).
import type { TSite, TSiteSummary } from '@sortie/domain/contracts';

const SQUARE = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [77, 12],
      [77.01, 12],
      [77.01, 12.01],
      [77, 12],
    ] as [number, number][],
  ],
};

export function buildSiteSummary(overrides: Partial<TSiteSummary> = {}): TSiteSummary {
  const { geometry: _full, ...summary } = buildSite();
  return { ...summary, ...overrides };
}

export function buildSite(overrides: Partial<TSite> = {}): TSite {
  return {
    id: 's1',
    name: 'North Field',
    site_type: 'area',
    size: { value: 40468.6, unit: 'm2', acres: 10 },
    location: [77.005, 12.005],
    bbox: [77, 12, 77.01, 12.01],
    geometry: SQUARE,
    outline: SQUARE,
    corridor_width_m: null,
    thumbnail: '',
    goal: null,
    progress: 0,
    remaining_time: null,
    status: 'new',
    creation_time: '2025-03-01T10:00:00Z',
    created_by: { id: 'u1', name: 'Asha Rao' },
    sample_data: false,
    external: false,
    access_level: 'full_access',
    elevation_source: 'None',
    gcp_count: 0,
    stakeholders: [],
    collaborators: [],
    pilots: [],
    collaborators_count: 0,
    invites_count: 0,
    etag: 'e1',
    pending_sync: false,
    ...overrides,
  };
}
