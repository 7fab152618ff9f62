// Cloud recordings of live streams (issue 12 §4, decision 321): a workspace toggle; while it is
// on, each live stream is recorded, remuxed to MP4 when it ends and kept in the file store,
// counted against storage_mb. A full store stops the recording (the stream goes on).
import { z } from 'zod';
import { ZIsoDateTime } from './common.ts';

/** GET / PATCH /company/{c}/streams/settings. */
export const ZStreamSettings = z.object({ cloud_recording: z.boolean() });
export type TStreamSettings = z.infer<typeof ZStreamSettings>;
export const ZPatchStreamSettingsRequest = z.object({ cloud_recording: z.boolean() }).strict();
export type TPatchStreamSettingsRequest = z.infer<typeof ZPatchStreamSettingsRequest>;

/**
 * recording: being written while the stream is live; processing: the stream ended, the file is
 * being remuxed to MP4; ready: playable; failed: nothing could be kept (see stop_reason).
 */
export const RECORDING_STATES = ['recording', 'processing', 'ready', 'failed'] as const;
export const ZRecordingState = z.enum(RECORDING_STATES);
export type TRecordingState = z.infer<typeof ZRecordingState>;

/** Why a recording stopped before its stream did (storage_full) or failed. */
export const RECORDING_STOP_REASONS = ['storage_full', 'remux_failed', 'no_video'] as const;
export const ZRecordingStopReason = z.enum(RECORDING_STOP_REASONS);

export const ZRecording = z.object({
  state: ZRecordingState,
  stop_reason: ZRecordingStopReason.nullable(),
  size_bytes: z.number().int().min(0),
  duration_s: z.number().min(0),
  started_at: ZIsoDateTime,
  stopped_at: ZIsoDateTime.nullable(),
});
export type TRecording = z.infer<typeof ZRecording>;

/** GET /company/{c}/streams/{id}/recording: the recording and, when ready, its URLs. */
export const ZRecordingView = z.object({
  recording: ZRecording,
  /** MP4 with byte ranges (seeking), a viewer token in the query; null unless ready. */
  play_url: z.string().nullable(),
  /** The same file as an attachment. */
  download_url: z.string().nullable(),
});
export type TRecordingView = z.infer<typeof ZRecordingView>;

/** GET /streams/{id}/recording.mp4 query. */
export const ZRecordingFileQuery = z.object({
  token: z.string().min(1).max(300),
  download: z.enum(['1']).optional(),
});
