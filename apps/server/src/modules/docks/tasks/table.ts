import type { TDockTaskStatus } from '@sortie/domain/contracts';
import type { Selectable } from 'kysely';

/** A mission sent to a dock (docs/decisions/301). */
export interface DockTasksTable {
  id: string;
  company_id: string;
  dock_id: string;
  mission_id: string | null;
  mission_name: string;
  site_id: string | null;
  /** The protocol's flight_id (a UUID), also the flight report's id. */
  flight_id: string;
  status: TDockTaskStatus;
  execute_at: Date;
  ends_at: Date;
  rth_altitude_m: number;
  out_of_control_action: 'return_home' | 'hover' | 'land';
  kmz_key: string;
  kmz_md5: string;
  min_lng: number;
  min_lat: number;
  max_lng: number;
  max_lat: number;
  min_height_m: number;
  max_height_m: number;
  waypoint_count: number;
  waypoint_index: number;
  percent: number;
  reason: string | null;
  started_at: Date | null;
  dock_started_ms: number | null;
  dock_finished_ms: number | null;
  finished_at: Date | null;
  recorded: boolean;
  created_by: string;
  created_at: Date;
}

export type DockTaskRow = Selectable<DockTasksTable>;
