import type { TGeozoneShape } from '@sortie/domain/contracts';
import type { ColumnType, Selectable } from 'kysely';

/** A binding code of Settings → Dock and the MQTT login handed out with it. */
export interface DockBindCodesTable {
  code: string;
  company_id: string;
  created_by: string | null;
  created_at: Date;
  expires_at: Date;
  /** How many docks the code may bind (1 for an installer; N for the simulator). */
  dock_count: number;
  used_count: number;
  mqtt_username: string;
  mqtt_password_hash: string;
}

/** A dock bound to a workspace. */
export interface DocksTable {
  id: string;
  company_id: string;
  sn: string;
  model_key: string | null;
  drone_sn: string | null;
  drone_model_key: string | null;
  call_sign: string;
  location: string | null;
  location_lng: number | null;
  location_lat: number | null;
  thing_version: string | null;
  mqtt_username: string;
  bind_code: string | null;
  bound_by: string | null;
  bound_at: Date;
  etag: string;
}

export type BindCodeRow = Selectable<DockBindCodesTable>;
export type DockRow = Selectable<DocksTable>;

/** A custom flight area of a workspace: every dock of the workspace gets all of them. */
export interface DockGeozonesTable {
  id: string;
  company_id: string;
  name: string;
  kind: 'dfence' | 'nfz';
  shape: ColumnType<TGeozoneShape, string, string>;
  enabled: boolean;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
}

export type GeozoneRow = Selectable<DockGeozonesTable>;

/** Who holds a dock's flight authority, as Sortie granted it (docs/decisions/313). */
export interface DockAuthorityTable {
  dock_id: string;
  user_id: string;
  name: string;
  profile_picture: string | null;
  since: Date;
}

/** A dock feed pushing to a Sortie stream this server started (docs/decisions/313). */
export interface DockLiveFeedsTable {
  video_id: string;
  dock_id: string;
  company_id: string;
  stream_id: string;
  created_at: Date;
}

/** Flight tasks (docs/decisions/301), listed here so the schema imports tables from one place. */
export type { DockTasksTable } from './tasks/table.ts';
