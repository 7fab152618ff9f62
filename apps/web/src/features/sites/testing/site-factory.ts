// A complete site with sensible defaults, for tests.
import type { TSite } from '@sortie/domain/contracts';

export function buildSite(overrides: Partial<TSite> = {}): TSite {
  return {
    id: 's1',
    name: 'North Field',
    site_type: 'area',
    size: { value: 40468.6, unit: 'm2', acres: 10 },
    location: [77.005, 12.005],
    bbox: [77, 12, 77.01, 12.01],
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [77, 12],
          [77.01, 12],
          [77.01, 12.01],
          [77, 12],
        ],
      ],
    },
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
