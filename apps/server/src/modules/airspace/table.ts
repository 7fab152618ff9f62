import type { ColumnType } from 'kysely';
import type { PolygonRings, TZoneClass } from '@sortie/domain/airspace';
import type { TZoneFileFormat } from '@sortie/domain/contracts';

type Json<T> = ColumnType<T, string, string>;

export interface AirspaceZoneFilesTable {
  id: string;
  /** The file's name; importing a file of the same name replaces its zones. */
  name: string;
  format: ColumnType<TZoneFileFormat, string, string>;
  source: string;
  zone_count: number;
  imported_by: string;
  imported_at: Date;
}

export interface AirspaceZonesTable {
  id: string;
  file_id: string;
  name: string;
  class: ColumnType<TZoneClass, string, string>;
  floor_m: number;
  ceiling_m: number;
  valid_from: Date | null;
  valid_to: Date | null;
  source: string;
  polygons: Json<PolygonRings[]>;
  min_lng: number;
  min_lat: number;
  max_lng: number;
  max_lat: number;
}
