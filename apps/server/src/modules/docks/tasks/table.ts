import type { TDockBreakPoint, TDockTaskStatus, TDockWordCode } from '@sortie/domain/contracts';
import type { ColumnType, Selectable } from 'kysely';

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
  /** immediate, timed or conditional (migration 2026-11-25-100). */
  task_type: ColumnType<'immediate' | 'timed' | 'conditional', string | undefined, string>;
  /** A conditional task: the dock's battery it waits for, and until when. */
  ready_battery_percent: number | null;
  ready_until: Date | null;
  /** The last break point the dock reported (resume starts there). */
  break_point: ColumnType<TDockBreakPoint | null, string | null, string | null>;
  /** The task this one resumes, and the waypoint it starts from. */
  resume_of: string | null;
  resume_from: number | null;
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
  /** The reason's sentences as codes, one for one (migration 2026-11-25-433, decision 433). */
  reason_codes: ColumnType<TDockWordCode[] | null, string | null, string | null>;
  started_at: Date | null;
  dock_started_ms: number | null;
  dock_finished_ms: number | null;
  finished_at: Date | null;
  recorded: boolean;
  created_by: string;
  created_at: Date;
}

export type DockTaskRow = Selectable<DockTasksTable>;
