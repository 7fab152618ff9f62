import type { Generated, Selectable } from 'kysely';
import type { TRecordingState } from '@sortie/domain/contracts';

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
