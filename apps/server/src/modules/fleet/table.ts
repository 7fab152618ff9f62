import type { ColumnType, Selectable } from 'kysely';

export interface FleetDronesTable {
  id: string;
  company_id: string;
  model_id: string;
  serial: string;
  registration: string | null;
  nickname: string | null;
  firmware: string | null;
  status: 'active' | 'maintenance' | 'retired' | 'lost';
  purchase_date: string | null;
  insurance_expiry: string | null;
  maintenance_due_hours: number | null;
  maintenance_due_date: string | null;
  notes: string | null;
  etag: string;
  created_at: Date;
  updated_at: Date;
  /** The insurance document (migration 850): storage key, original name, type, size. */
  insurance_doc_key: ColumnType<string | null, string | null | undefined, string | null>;
  insurance_doc_name: ColumnType<string | null, string | null | undefined, string | null>;
  insurance_doc_type: ColumnType<string | null, string | null | undefined, string | null>;
  insurance_doc_bytes: ColumnType<number | null, number | null | undefined, number | null>;
}
export type DroneRow = Selectable<FleetDronesTable>;

export interface FleetBatteriesTable {
  id: string;
  company_id: string;
  serial: string;
  model: string;
  /**
   * Cycles the logbook does not account for: the count at registration, plus any hand correction.
   * The API's `cycles` is this plus the logged flights that list the battery (decision 350).
   */
  cycles: number;
  health_pct: number | null;
  status: 'active' | 'maintenance' | 'retired' | 'lost';
  drone_id: string | null;
  notes: string | null;
  etag: string;
  created_at: Date;
  updated_at: Date;
}
export type BatteryRow = Selectable<FleetBatteriesTable>;

export interface LogbookFlightsTable {
  id: string;
  company_id: string;
  pilot_id: string;
  takeoff_at: Date;
  duration_s: number;
  drone_id: string | null;
  battery_ids: ColumnType<string[], string, string>;
  site_id: string | null;
  mission_id: string | null;
  location: string | null;
  purpose: string | null;
  notes: string | null;
  source: 'manual' | 'report' | 'import' | 'dock';
  report_flight_id: string | null;
  created_by: string | null;
  created_at: Date;
}
export type LogbookRow = Selectable<LogbookFlightsTable>;

export interface PilotLicencesTable {
  company_id: string;
  user_id: string;
  number: string;
  category: string | null;
  expiry: string | null;
  doc_key: string | null;
  doc_name: string | null;
  doc_type: string | null;
  doc_bytes: number | null;
  etag: string;
  updated_at: Date;
}
export type LicenceRow = Selectable<PilotLicencesTable>;

export interface FleetNoticesSentTable {
  company_id: string;
  kind: string;
  subject_id: string;
  due: string;
  sent_at: Date;
}
