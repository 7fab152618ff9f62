import type { ColumnType, Insertable, Selectable, Updateable } from 'kysely';
import type { TSiteGeometry } from '@sortie/domain/contracts';

type Json<T> = ColumnType<T, string, string>;

export interface SitesTable {
  id: string;
  company_id: string;
  name: string;
  site_type: 'area' | 'corridor' | 'point';
  geometry: Json<TSiteGeometry>;
  corridor_width_m: number | null;
  /** Geodesic area of an area site, m². */
  area_m2: number | null;
  /** Geodesic length of a corridor, m. */
  length_m: number | null;
  centroid_lng: number;
  centroid_lat: number;
  bbox_west: number;
  bbox_south: number;
  bbox_east: number;
  bbox_north: number;
  thumbnail_svg: string;
  goal_s: number | null;
  progress_s: ColumnType<number, number | undefined, number>;
  status: ColumnType<'new' | 'in_progress' | 'complete', string | undefined, string>;
  elevation_source: ColumnType<'None' | 'SRTM' | 'Custom', string | undefined, string>;
  gcp_count: ColumnType<number, number | undefined, number>;
  stakeholders: ColumnType<{ id: string; name: string | null }[], string | undefined, string>;
  sample_data: ColumnType<boolean, boolean | undefined, boolean>;
  /** Flights reported started whose completion has not arrived (the card's "pending sync"). */
  pending_flights: ColumnType<number, number | undefined, number>;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
  etag: string;
}

export interface SiteSharesTable {
  id: string;
  site_id: string;
  company_id: string;
  user_id: string | null;
  email: string | null;
  access_level: 'view' | 'edit' | 'full_access';
  /** The person was not a member of the site's workspace when shared with (an invite). */
  invite: boolean;
  created_by: string | null;
  created_at: Date;
}

export interface SitePilotsTable {
  site_id: string;
  user_id: string;
  last_flown_at: Date;
}

export type SiteRow = Selectable<SitesTable>;
export type NewSiteRow = Insertable<SitesTable>;
export type SiteUpdate = Updateable<SitesTable>;
export type SiteShareRow = Selectable<SiteSharesTable>;
