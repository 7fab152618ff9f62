import type { Generated, Selectable } from 'kysely';
import type { TRecordingState, TStreamStatus } from '@sortie/domain/contracts';

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
  /** The pilot locked camera control (decision 324): only the host may command the camera. */
  camera_control_locked: Generated<boolean>;
  /** The last member whose camera command went through: who the pilot sees in control. */
  camera_controller_id: Generated<string | null>;
}

/** A point or box drawn over a stream's video, in fractions of the frame (decision 324). */
export interface StreamAnnotationsTable {
  id: string;
  stream_id: string;
  author_id: string | null;
  kind: 'point' | 'box';
  x: number;
  y: number;
  w: number | null;
  h: number | null;
  label: string;
  created_at: Date;
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

/** A workspace's stream settings; no row means cloud recording off. */
export interface StreamSettingsTable {
  company_id: string;
  cloud_recording: boolean;
  updated_at: Date;
}

/** One recording per stream (decision 321). */
export interface StreamRecordingsTable {
  stream_id: string;
  company_id: string;
  state: TRecordingState;
  stop_reason: 'storage_full' | 'remux_failed' | 'no_video' | null;
  /** The MP4's key in the 'recordings' folder, once ready. */
  file_key: string | null;
  /** bigint: read with Number (counted in storage_mb once ready). */
  size_bytes: Generated<string | number>;
  duration_s: Generated<number>;
  started_at: Date;
  stopped_at: Date | null;
}

export type RecordingRow = Selectable<StreamRecordingsTable>;
