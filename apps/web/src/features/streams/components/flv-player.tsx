// Live FLV in a <video> through MSE (mpegts.js), tuned for low delay: no stash buffer, latency
// chasing, live sync. A dropped connection is retried with a back-off; a small overlay shows the
// bitrate and the delay behind the live edge.
import { Box, Typography } from '@mui/material';
import Mpegts from 'mpegts.js';
import { useCallback, useEffect, useRef, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

type Stats = { kbps: number; delayS: number };

export type FlvPlayerProps = {
  url: string;
  onEnded?: () => void;
  /** The <video> element, for overlays that read or draw over frames (AI detection). */
  videoRef?: Ref<HTMLVideoElement | null>;
  /** Drawn over the video, inside its box (positioned absolutely by the overlay itself). */
  overlay?: (video: HTMLVideoElement) => ReactNode;
  /** Tools under the playing video (the route composes AI detection in here). */
  renderTools?: (video: HTMLVideoElement) => ReactNode;
};

export function FlvPlayer({ url, onEnded, videoRef, overlay, renderTools }: FlvPlayerProps) {
  const video = useRef<HTMLVideoElement | null>(null);
  const [element, setElement] = useState<HTMLVideoElement | null>(null);
  // One callback ref: our own handle, the overlay's element and the caller's ref.
  const attach = useCallback(
    (el: HTMLVideoElement | null) => {
      video.current = el;
      setElement(el);
      if (typeof videoRef === 'function') videoRef(el);
      else if (videoRef) videoRef.current = el;
    },
    [videoRef],
  );
  const [stats, setStats] = useState<Stats | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { t } = useTranslation('streams');
  // Read inside the player's effect, which must not restart when the language changes.
  const tRef = useRef(t);
  tRef.current = t;
  // The same for onEnded: callers pass a fresh arrow on every render, and the stream page renders
  // each second with camera telemetry; restarting the player on each would stall the video.
  const onEndedRef = useRef(onEnded);
  onEndedRef.current = onEnded;

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (!Mpegts.isSupported()) {
      setError(tRef.current('player.noMse'));
      return;
    }
    let player: Mpegts.Player | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let attempts = 0;
    let stopped = false;
    const start = () => {
      player = Mpegts.createPlayer(
        { type: 'flv', isLive: true, url: new URL(url, window.location.href).href },
        {
          enableStashBuffer: false,
          liveBufferLatencyChasing: true,
          liveSync: true,
          liveSyncMaxLatency: 1.2,
          liveSyncTargetLatency: 0.5,
          lazyLoad: false,
        },
      );
      player.attachMediaElement(element);
      player.on(Mpegts.Events.ERROR, () => {
        player?.destroy();
        player = null;
        if (stopped) return;
        attempts += 1;
        retry = setTimeout(start, Math.min(10_000, 1000 * 2 ** Math.min(attempts, 4)));
      });
      player.on(Mpegts.Events.LOADING_COMPLETE, () => onEndedRef.current?.());
      player.on(Mpegts.Events.STATISTICS_INFO, (info: { speed?: number }) => {
        attempts = 0;
        const buffered = element.buffered;
        const edge = buffered.length > 0 ? buffered.end(buffered.length - 1) : element.currentTime;
        setStats({ kbps: Math.round((info.speed ?? 0) * 8), delayS: edge - element.currentTime });
      });
      player.load();
      void Promise.resolve(player.play()).catch(() => undefined);
    };
    start();
    return () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      player?.destroy();
    };
  }, [url]);

  return (
    <>
      <Box sx={{ position: 'relative', bgcolor: 'black', borderRadius: 2, overflow: 'hidden' }}>
        <video
          ref={attach}
          muted
          autoPlay
          playsInline
          controls
          data-testid="stream-video"
          style={{ width: '100%', aspectRatio: '16 / 9', display: 'block' }}
        />
        {element && overlay?.(element)}
        {stats && (
          <Typography
            variant="caption"
            data-testid="stream-stats"
            sx={{
              position: 'absolute',
              top: 8,
              left: 8,
              px: 1,
              borderRadius: 1,
              color: 'white',
              bgcolor: 'rgba(0,0,0,0.55)',
            }}
          >
            {t('player.stats', { kbps: stats.kbps, delay: stats.delayS.toFixed(1) })}
          </Typography>
        )}
        {error && (
          <Typography
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              color: 'white',
            }}
          >
            {error}
          </Typography>
        )}
      </Box>
      {element && renderTools?.(element)}
    </>
  );
}
