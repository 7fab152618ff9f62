// Row → API object, and the site a mission is planned over as the engine's geometry.
import type { TMission, TPlannedMission, TSite } from '@sortie/domain/contracts';
import type { PlanGeometry } from './engine.ts';
import type { MissionRow } from './table.ts';

export function toMissionView(row: MissionRow): TMission {
  return {
    id: row.id,
    company_id: row.company_id,
    site_id: row.site_id,
    name: row.name,
    kind: row.kind,
    params: row.params,
    drone_id: row.drone_id,
    camera_id: row.camera_id,
    camera: row.camera,
    mission: row.mission,
    distance_m: row.distance_m,
    flight_time_s: row.flight_time_s,
    photo_count: row.photo_count,
    area_m2: row.area_m2,
    part:
      row.part_index === null || row.part_count === null
        ? null
        : { index: row.part_index, count: row.part_count },
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    etag: row.etag,
  };
}

/** The statistics columns of a planned mission. */
export function statsColumns(m: TPlannedMission) {
  return {
    distance_m: m.stats.distance_m,
    flight_time_s: m.stats.flight_time_s,
    photo_count: Math.round(m.stats.photo_count),
    area_m2: m.stats.covered_area_m2,
  };
}

export function siteGeometry(site: TSite): PlanGeometry {
  return {
    geometry: site.geometry,
    location: site.location,
    corridor_width_m: site.corridor_width_m,
    name: site.name,
    ground: site,
  };
}
