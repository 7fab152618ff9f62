import type { TCustomCamera, TGroundControlPoint, TPlannedMission } from '@sortie/domain/contracts';
import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

export interface MissionsTable {
  id: string;
  company_id: string;
  site_id: string;
  name: string;
  kind: TPlannedMission['kind'];
  /** The request's parameters, as re-planned on every change. */
  params: Json<Record<string, unknown>>;
  /** The engine's output. */
  mission: Json<TPlannedMission>;
  distance_m: number;
  flight_time_s: number;
  photo_count: number;
  /** Ground covered (the engine's covered_area_m2). */
  area_m2: number;
  drone_id: string | null;
  camera_id: string | null;
  camera: ColumnType<TCustomCamera | null, string | null, string | null>;
  part_index: number | null;
  part_count: number | null;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
  etag: string;
}

export type MissionRow = Selectable<MissionsTable>;
export type NewMissionRow = Insertable<MissionsTable>;
export type MissionUpdate = Updateable<MissionsTable>;

/** A site's generated ground control points (one layout per site, replaced on regeneration). */
export interface SiteGcpLayoutsTable {
  site_id: string;
  company_id: string;
  spacing_m: number;
  corridor_width_m: number | null;
  gcps: Json<TGroundControlPoint[]>;
  generated_by: string | null;
  generated_at: Date;
}

export type GcpLayoutRow = Selectable<SiteGcpLayoutsTable>;
export type NewGcpLayoutRow = Insertable<SiteGcpLayoutsTable>;
