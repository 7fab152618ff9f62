import type { ColumnType, Selectable } from 'kysely';

/** The custom DEM of a site: one per site, the file under DATA_DIR/files/dems/<stored_name>. */
export interface SiteElevationModelsTable {
  site_id: string;
  company_id: string;
  /** Our file name on disk (unique per upload, so a replacement never overwrites in place). */
  stored_name: string;
  /** The uploader's file name, for display. */
  file_name: string;
  size_bytes: ColumnType<number, number, number>;
  bbox_west: number;
  bbox_south: number;
  bbox_east: number;
  bbox_north: number;
  width: number;
  height: number;
  coverage_pct: number;
  uploaded_by: string | null;
  uploaded_at: Date;
}

export type ElevationModelRow = Selectable<SiteElevationModelsTable>;
