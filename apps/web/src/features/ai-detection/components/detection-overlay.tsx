// The "AI detection" toggle for a playing video: boxes drawn on a canvas laid over the video (in
// the video's positioned parent, following its size and letterboxing), the class filter and
// confidence slider, per-class peaks over the last 5 minutes, a PNG snapshot, and the achieved fps
// and backend. The model loads only when the switch is first turned on.
import PhotoCamera from '@mui/icons-material/PhotoCameraOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  FormControlLabel,
  Paper,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ClassCounter } from '../model/class-counts.ts';
import { filterDetections, type DetectionFilter } from '../model/class-filter.ts';
import type { Detection } from '../model/detection.ts';
import { drawDetections } from '../model/draw-detections.ts';
import { letterbox } from '../model/letterbox.ts';
import { downloadBlob, snapshotPng } from '../model/snapshot.ts';
import { DEFAULT_FILTER, DetectionFilterControls } from './detection-filter-controls.tsx';
import { useVideoDetection } from './use-video-detection.ts';
import { useTranslation } from 'react-i18next';

const COUNT_WINDOW_MS = 5 * 60_000;

export function DetectionOverlay({ video }: { video: HTMLVideoElement }) {
  const [enabled, setEnabled] = useState(false);
  const { t } = useTranslation('ai');
  const [filter, setFilter] = useState<DetectionFilter>(DEFAULT_FILTER);
  const [peaks, setPeaks] = useState<{ label: string; peak: number }[]>([]);
  const canvas = useRef<HTMLCanvasElement>(null);
  const latest = useRef<Detection[]>([]);
  const counter = useRef(new ClassCounter(COUNT_WINDOW_MS));
  const filterRef = useRef(filter);
  filterRef.current = filter;

  const redraw = useCallback(() => {
    const element = canvas.current;
    if (!element) return;
    // Match the video's box on screen, in device pixels, and its letterbox inside that box.
    const ratio = window.devicePixelRatio || 1;
    const width = video.clientWidth;
    const height = video.clientHeight;
    Object.assign(element.style, {
      left: `${video.offsetLeft}px`,
      top: `${video.offsetTop}px`,
      width: `${width}px`,
      height: `${height}px`,
    });
    element.width = Math.round(width * ratio);
    element.height = Math.round(height * ratio);
    const ctx = element.getContext('2d');
    if (!ctx) return;
    ctx.clearRect(0, 0, element.width, element.height);
    const shown = filterDetections(latest.current, filterRef.current);
    element.dataset.boxes = String(shown.length);
    if (shown.length === 0 || video.videoWidth === 0) return;
    const fit = letterbox(video.videoWidth, video.videoHeight, element.width, element.height);
    drawDetections(ctx, shown, fit, ratio);
  }, [video]);

  const onResult = useCallback(
    (detections: Detection[]) => {
      latest.current = detections;
      const now = Date.now();
      counter.current.add(
        now,
        filterDetections(detections, filterRef.current).map((d) => d.label),
      );
      setPeaks(counter.current.peaks(now));
      redraw();
    },
    [redraw],
  );

  const state = useVideoDetection(video, enabled, onResult);

  useEffect(() => {
    const observer = new ResizeObserver(redraw);
    observer.observe(video);
    return () => observer.disconnect();
  }, [video, redraw]);

  useEffect(() => {
    if (!enabled) latest.current = [];
    redraw();
  }, [enabled, filter, redraw]);

  const snapshot = () =>
    void snapshotPng(
      video,
      video.videoWidth,
      video.videoHeight,
      filterDetections(latest.current, filter),
    ).then((blob) => downloadBlob(blob, `detections-${new Date().toISOString()}.png`));

  const host = video.parentElement;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mt: 1 }} data-testid="ai-detection">
      {host &&
        createPortal(
          <canvas
            ref={canvas}
            data-testid="ai-overlay-canvas"
            style={{ position: 'absolute', pointerEvents: 'none' }}
          />,
          host,
        )}
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <FormControlLabel
          control={
            <Switch
              checked={enabled}
              onChange={(e) => setEnabled(e.target.checked)}
              slotProps={{ input: { 'aria-label': t('overlay.toggle') } }}
              data-testid="ai-toggle"
            />
          }
          label={t('overlay.toggle')}
        />
        {state.phase === 'loading' && (
          <Typography variant="body2" data-testid="ai-status">
            {t('overlay.loading')}
          </Typography>
        )}
        {state.phase === 'running' && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="ai-status">
            <span data-testid="ai-fps">{state.fps.toFixed(1)}</span> {t('overlay.fps')} ·{' '}
            <span data-testid="ai-backend">{state.backend}</span>
            {state.inferMs !== null &&
              ` · ${t('overlay.perFrame', { ms: Math.round(state.inferMs) })}`}
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {enabled && (
          <Button size="small" startIcon={<PhotoCamera />} onClick={snapshot}>
            {t('overlay.snapshot')}
          </Button>
        )}
      </Stack>
      {state.phase === 'error' && <Alert severity="error">{state.message}</Alert>}
      {enabled && (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <DetectionFilterControls filter={filter} onChange={setFilter} />
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('overlay.peaks')}
            </Typography>
            {peaks.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('overlay.nothingYet')}
              </Typography>
            ) : (
              peaks.map((p) => (
                <Chip
                  key={p.label}
                  size="small"
                  label={`${p.label} ${p.peak}`}
                  data-testid="ai-count"
                />
              ))
            )}
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}
