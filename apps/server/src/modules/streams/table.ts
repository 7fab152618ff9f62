import type { Generated, Selectable } from 'kysely';
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
  /** Who ingests it: this server's RTMP, an external media server (decision 322) or zoom. */
  ingest: Generated<StreamIngest>;
  /** The external media server's path (app/name) of the publish, for its unpublish callback. */
  media_path: Generated<string | null>;
}

export type StreamIngest = 'embedded' | 'external' | 'zoom';

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
