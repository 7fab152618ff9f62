// Live streams (issue 12; platform-core §7, feature-areas §3/§4): a stream is created, gets a
// short-lived single-use RTMP publish key, goes live on publish, and ends on unpublish or after
// 90 s without data. Viewers get a play URL (HTTP-FLV) from join; public streams can be joined
// signed out.
import { z } from 'zod';
import { ZId, ZIsoDateTime, ZLngLat } from './common.ts';
import { ZRecording } from './stream-recordings.ts';

/** waiting: created, never published; then live; ended is final (a new stream goes live again). */
export const STREAM_STATUSES = ['waiting', 'live', 'ended'] as const;
export const ZStreamStatus = z.enum(STREAM_STATUSES);
export type TStreamStatus = z.infer<typeof ZStreamStatus>;

export const ZCompanyStreamParams = z.object({ companyId: ZId, id: ZId });
export const ZStreamIdParams = z.object({ id: ZId });

/** POST /company/{c}/streams. */
export const ZCreateStreamRequest = z
  .object({
    title: z.string().trim().min(1).max(120),
    site_id: ZId.nullable().optional(),
    public: z.boolean().default(false),
    /** Where the drone is, [lng, lat]. */
    location: ZLngLat.nullable().optional(),
  })
  .strict();
export type TCreateStreamRequest = z.infer<typeof ZCreateStreamRequest>;

/** PATCH /company/{c}/streams/{id} (If-Match). */
export const ZPatchStreamRequest = z
  .object({ title: z.string().trim().min(1).max(120), public: z.boolean() })
  .partial()
  .strict()
  .refine((b) => b.title !== undefined || b.public !== undefined, {
    message: 'Send title or public.',
  });
export type TPatchStreamRequest = z.infer<typeof ZPatchStreamRequest>;

export const ZStream = z.object({
  id: ZId,
  company_id: ZId,
  title: z.string(),
  site_id: ZId.nullable(),
  status: ZStreamStatus,
  public: z.boolean(),
  location: ZLngLat.nullable(),
  start_time: ZIsoDateTime.nullable(),
  end_time: ZIsoDateTime.nullable(),
  /** Live viewers now (HTTP-FLV connections). */
  participant_count: z.number().int().min(0),
  host: z.object({ id: ZId, name: z.string().nullable() }),
  created_at: ZIsoDateTime,
  etag: z.string(),
  /** The cloud recording of this stream (decision 321); absent or null when none was made. */
  recording: ZRecording.nullable().optional(),
});
export type TStream = z.infer<typeof ZStream>;

/** GET /company/{c}/streams. */
export const ZListStreamsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Cursor: streams created before this ISO time (next_value of the previous page). */
  value: z.iso.datetime({ offset: true }).optional(),
  direction: z.literal('lt').default('lt'),
  /** true: ended streams (recordings) too; false: only waiting and live ones. */
  view_recording: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});
export type TListStreamsQuery = z.infer<typeof ZListStreamsQuery>;

export const ZStreamPage = z.object({
  streams: z.array(ZStream),
  /** Pass as `value` for the next page; null on the last page. */
  next_value: ZIsoDateTime.nullable(),
});
export type TStreamPage = z.infer<typeof ZStreamPage>;

/** POST /company/{c}/streams/generatetoken. */
export const ZGenerateStreamTokenRequest = z.object({ stream_id: ZId }).strict();
export type TGenerateStreamTokenRequest = z.infer<typeof ZGenerateStreamTokenRequest>;

export const ZStreamToken = z.object({
  stream_id: ZId,
  /** The whole publish URL (server + key), for ffmpeg and DJI Pilot 2's custom RTMP. */
  rtmp_url: z.string(),
  /** OBS's "Server" and "Stream Key" fields. */
  server_url: z.string(),
  stream_key: z.string(),
  /** The key works for one publish, until then. */
  expires_at: ZIsoDateTime,
});
export type TStreamToken = z.infer<typeof ZStreamToken>;

/** GET .../streams/{id}/join (and its public variant). */
export const ZStreamJoin = z.object({
  stream: ZStream,
  /** HTTP-FLV of the live video, with a viewer token; null unless the stream is live. */
  play: z.object({ flv_url: z.string(), expires_at: ZIsoDateTime }).nullable(),
});
export type TStreamJoin = z.infer<typeof ZStreamJoin>;

/** GET /streams/{id}/live.flv query. */
export const ZStreamPlayQuery = z.object({ token: z.string().min(1).max(300) });
