// Live video: the embedded RTMP ingest (decision 320) and an external media server's callbacks,
// play URL and the zoom webhook (decision 322).
import { z } from 'zod';
import { ZOptionalString, ZPositiveInt } from './env.ts';

export const mediaEnv = z.object({
  RTMP_PORT: z.coerce.number().int().min(0).max(65535).default(1935),
  STREAM_SWEEP_SECONDS: ZPositiveInt.default(10),
  RTMP_PUBLIC_URL: ZOptionalString.pipe(
    z.url({ protocol: /^rtmps?$/, error: 'must be an rtmp:// or rtmps:// URL' }).optional(),
  ),
  // An external media server (decision 322): its callbacks' shared secret and viewers' play URL.
  MEDIA_CALLBACK_SECRET: ZOptionalString.pipe(z.string().min(16).optional()),
  MEDIA_PLAY_URL: ZOptionalString.pipe(
    z
      .string()
      .refine((v) => v.includes('{path}'), 'must contain {path}')
      .optional(),
  ),
  ZOOM_WEBHOOK_SECRET: ZOptionalString,
});

export type MediaConfig = {
  /**
   * Live stream ingest (decision 320): the embedded RTMP server's port (0: a random free port),
   * and the rtmp:// base that publish URLs name (default: this server's host on that port).
   */
  rtmp: Readonly<{ port: number; publicUrl: string | undefined; sweepSeconds: number }>;
  /**
   * An external media server (MediaMTX, SRS, nginx-rtmp; decision 322): the secret its publish /
   * unpublish / play callbacks carry, and the viewers' play URL template ({path} = app/name).
   * The zoom webhook's secret. Each off when unset.
   */
  media: Readonly<{
    callbackSecret: string | undefined;
    playUrl: string | undefined;
    zoomSecret: string | undefined;
  }>;
};

export function mediaConfig(e: z.infer<typeof mediaEnv>): MediaConfig {
  return {
    rtmp: Object.freeze({
      port: e.RTMP_PORT,
      publicUrl: e.RTMP_PUBLIC_URL?.replace(/\/+$/, ''),
      // How often the 90 s poor-network rule is checked.
      sweepSeconds: e.STREAM_SWEEP_SECONDS,
    }),
    media: Object.freeze({
      callbackSecret: e.MEDIA_CALLBACK_SECRET,
      playUrl: e.MEDIA_PLAY_URL,
      zoomSecret: e.ZOOM_WEBHOOK_SECRET,
    }),
  };
}
