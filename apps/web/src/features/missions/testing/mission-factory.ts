// Sites and saved missions for tests: a ~45-acre square area near Bengaluru, planned for real.
import type { TMission, TSite } from '@sortie/domain/contracts';
import { planRequest } from '@sortie/flightplan';

const RING: [number, number][] = [
  [77.59, 12.97],
  [77.594, 12.97],
  [77.594, 12.974],
  [77.59, 12.974],
  [77.59, 12.97],
];

export function buildAreaSite(overrides: Partial<TSite> = {}): TSite {
  return {
    id: 's1',
    name: 'Mango Orchard',
    site_type: 'area',
    size: { value: 192_000, unit: 'm2', acres: 47.4 },
    location: [77.592, 12.972],
    bbox: [77.59, 12.97, 77.594, 12.974],
    geometry: { type: 'Polygon', coordinates: [RING] },
    outline: { type: 'Polygon', coordinates: [RING] },
    corridor_width_m: null,
    thumbnail: '',
    goal: null,
    progress: 0,
    remaining_time: null,
    status: 'new',
    creation_time: '2026-11-01T10:00:00Z',
    created_by: null,
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

export function buildMission(overrides: Partial<TMission> = {}): TMission {
  const site = buildAreaSite();
  const planned = planRequest(
    { kind: 'area_mapping', camera_id: 'dji-m3e-wide', params: { altitude_m: 80 } },
    site,
  );
  if (!planned.ok) throw planned.error;
  const m = JSON.parse(JSON.stringify(planned.value.mission)) as TMission['mission'];
  return {
    id: 'm1',
    company_id: 'c1',
    site_id: site.id,
    name: 'Morning survey',
    kind: 'area_mapping',
    params: { altitude_m: 80 },
    drone_id: null,
    camera_id: 'dji-m3e-wide',
    camera: null,
    mission: m,
    distance_m: m.stats.distance_m,
    flight_time_s: m.stats.flight_time_s,
    photo_count: m.stats.photo_count,
    area_m2: m.stats.covered_area_m2,
    part: null,
    created_by: null,
    created_at: '2026-11-02T10:00:00Z',
    updated_at: '2026-11-02T10:00:00Z',
    etag: 'me1',
    ...overrides,
  };
}
