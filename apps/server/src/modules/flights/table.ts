import type { Selectable } from 'kysely';

/** A flight reported by the pilot app; flight_id is the app's own id (idempotent reports). */
export interface MissionFlightsTable {
  flight_id: string;
  company_id: string;
  site_id: string;
  mission_id: string | null;
  pilot_id: string;
  state: 'started' | 'completed';
  started_at: Date;
  duration_s: number | null;
  waypoint_from: number | null;
  waypoint_to: number | null;
  reported_by: string | null;
  created_at: Date;
  completed_at: Date | null;
  notes: string | null;
}

export type FlightRow = Selectable<MissionFlightsTable>;
