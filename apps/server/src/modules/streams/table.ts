import type { Selectable } from 'kysely';
import type { TStreamStatus } from '@sortie/domain/contracts';

export interface StreamsTable {
  id: string;
  company_id: string;
  title: string;
  site_id: string | null;
  host_id: string;
  status: TStreamStatus;
  public: boolean;
  location_lng: number | null;
  location_lat: number | null;
  created_at: Date;
  start_time: Date | null;
  end_time: Date | null;
  /** Refreshed by the ingesting process while data flows (the 90 s rule). */
  last_data_at: Date | null;
  etag: string;
}

/** A publish key, stored as its SHA-256 hex digest; used_at set by the one publish it allows. */
export interface StreamKeysTable {
  key_hash: string;
  stream_id: string;
  created_by: string | null;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
}

export type StreamRow = Selectable<StreamsTable>;
