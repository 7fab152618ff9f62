// AITestBench (public): pick a bundled sample or upload an image or a short video, run the
// detector in this browser, see the boxes, the time per frame and the backend, and download the
// results as JSON. Nothing is uploaded anywhere: the file stays in the page.
import Download from '@mui/icons-material/Download';
import PlayArrow from '@mui/icons-material/PlayArrow';
import UploadFile from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  FormControl,
  InputLabel,
  LinearProgress,
  MenuItem,
  Paper,
  Select,
  Slider,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DetectionFilter } from '../model/class-filter.ts';
import type { BackendChoice } from '../model/protocol.ts';
import { letterbox } from '../model/letterbox.ts';
import { frameTimes, MAX_VIDEO_SECONDS, seek } from '../model/read-frames.ts';
import { resultsJson, type FrameRecord } from '../model/results-json.ts';
import { downloadBlob } from '../model/snapshot.ts';
import { SAMPLES } from '../samples/index.ts';
import { BenchPicture } from './bench-picture.tsx';
import { BenchResultsTable } from './bench-results-table.tsx';
import { DEFAULT_FILTER, DetectionFilterControls } from './detection-filter-controls.tsx';
import { useDetector } from './use-detector.ts';
import { useTranslation } from 'react-i18next';

const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;
/** Frames go to the worker at most this size; the model sees 512 px. */
const SEND_SIDE = 1280;

type Source = { name: string; url: string; kind: 'image' | 'video'; uploaded: boolean };
type Run = { backend: string; width: number; height: number; frames: FrameRecord[] };

async function bitmapOf(
  picture: HTMLImageElement | HTMLVideoElement,
  width: number,
  height: number,
) {
  const fit = letterbox(width, height, SEND_SIDE, SEND_SIDE);
  const scale = Math.min(1, fit.scale);
  return createImageBitmap(picture, {
    resizeWidth: Math.round(width * scale),
    resizeHeight: Math.round(height * scale),
  });
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('This image could not be read.'));
    image.src = url;
  });
}

function loadVideo(url: string): Promise<HTMLVideoElement> {
  return new Promise((resolve, reject) => {
    const video = document.createElement('video');
    video.muted = true;
    video.preload = 'auto';
    video.onloadeddata = () => resolve(video);
    video.onerror = () => reject(new Error('This video could not be read by the browser.'));
    video.src = url;
  });
}

/** The backends offered; their names are catalogue keys (bench.backends.<id>). */
const SAMPLE_LABEL_ID = 'ai-sample-label';
const BACKEND_LABEL_ID = 'ai-backend-label';
const BACKENDS: { id: BackendChoice }[] = [
  { id: 'auto' },
  { id: 'webgl' },
  { id: 'wasm' },
  { id: 'cpu' },
];

export function AiTestBenchPage() {
  // ?backend= picks the backend (bench/ai and comparisons); the picker below writes it.
  const [params, setParams] = useSearchParams();
  const backendChoice = BACKENDS.find((b) => b.id === params.get('backend'))?.id ?? 'auto';
  const detector = useDetector(backendChoice);
  const [source, setSource] = useState<Source>({ ...SAMPLES[0]!, kind: 'image', uploaded: false });
  const [filter, setFilter] = useState<DetectionFilter>(DEFAULT_FILTER);
  const [status, setStatus] = useState<string | null>(null);
  const { t } = useTranslation('ai');
  const [error, setError] = useState<string | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  const [frameIndex, setFrameIndex] = useState(0);
  const [pictures, setPictures] = useState<ImageBitmap[]>([]);
  /** Completed runs on this page (bench/ai waits for the next one). */
  const [runs, setRuns] = useState(0);

  // Uploaded files live as object URLs until another source replaces them.
  useEffect(
    () => () => {
      if (source.uploaded) URL.revokeObjectURL(source.url);
    },
    [source],
  );

  const pickFile = (file: File | undefined) => {
    if (!file) return;
    setRun(null);
    setPictures([]);
    if (file.size > MAX_UPLOAD_BYTES) {
      setError(t('bench.tooBig'));
      return;
    }
    const kind = file.type.startsWith('video/')
      ? 'video'
      : file.type.startsWith('image/')
        ? 'image'
        : null;
    if (!kind) {
      setError(t('bench.wrongType'));
      return;
    }
    setError(null);
    setSource({ name: file.name, url: URL.createObjectURL(file), kind, uploaded: true });
  };

  const start = async () => {
    setError(null);
    setRun(null);
    setPictures([]);
    try {
      const client = detector();
      setStatus(t('overlay.loading'));
      const { backend } = await client.ready;
      const frames: FrameRecord[] = [];
      const shown: ImageBitmap[] = [];
      let width = 0;
      let height = 0;
      if (source.kind === 'image') {
        const image = await loadImage(source.url);
        width = image.naturalWidth;
        height = image.naturalHeight;
        setStatus(t('bench.detecting'));
        shown.push(await createImageBitmap(image));
        const result = await client.detect(await bitmapOf(image, width, height), width, height);
        frames.push({ timeS: 0, ...result });
      } else {
        const video = await loadVideo(source.url);
        if (video.duration > MAX_VIDEO_SECONDS) {
          throw new Error(t('bench.tooLong', { minutes: MAX_VIDEO_SECONDS / 60 }));
        }
        width = video.videoWidth;
        height = video.videoHeight;
        const times = frameTimes(video.duration);
        for (const [i, at] of times.entries()) {
          setStatus(t('bench.detectingFrame', { n: i + 1, total: times.length }));
          await seek(video, at);
          shown.push(await bitmapOf(video, width, height));
          const result = await client.detect(await bitmapOf(video, width, height), width, height);
          frames.push({ timeS: at, ...result });
        }
      }
      setPictures(shown);
      setFrameIndex(0);
      setRun({ backend, width, height, frames });
      setRuns((n) => n + 1);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setStatus(null);
    }
  };

  const frame = run?.frames[frameIndex];
  const meanMs = run ? run.frames.reduce((sum, f) => sum + f.inferMs, 0) / run.frames.length : 0;
  // Boxes are in source pixels; the picture on show may be the downscaled frame of a video.
  const picture = pictures[frameIndex] ?? null;
  const scale = picture && run ? picture.width / run.width : 1;
  const detectionsOnShow = (frame?.detections ?? []).map((d) => ({
    ...d,
    box: {
      x: d.box.x * scale,
      y: d.box.y * scale,
      width: d.box.width * scale,
      height: d.box.height * scale,
    },
  }));

  const download = () =>
    run &&
    downloadBlob(
      new Blob([resultsJson({ source: source.name, ...run })], { type: 'application/json' }),
      `detections-${source.name.replace(/\W+/g, '-')}.json`,
    );

  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('bench.title')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('bench.intro')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <FormControl size="small" sx={{ minWidth: 260 }}>
            <InputLabel id={SAMPLE_LABEL_ID}>{t('bench.sample')}</InputLabel>
            <Select
              labelId={SAMPLE_LABEL_ID}
              label={t('bench.sample')}
              value={source.uploaded ? '' : (SAMPLES.find((s) => s.url === source.url)?.id ?? '')}
              onChange={(e) => {
                const sample = SAMPLES.find((s) => s.id === e.target.value);
                if (!sample) return;
                setRun(null);
                setPictures([]);
                setSource({ name: sample.name, url: sample.url, kind: 'image', uploaded: false });
              }}
              data-testid="ai-bench-sample"
            >
              {SAMPLES.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl size="small" sx={{ minWidth: 160 }}>
            <InputLabel id={BACKEND_LABEL_ID}>{t('bench.backend')}</InputLabel>
            <Select
              labelId={BACKEND_LABEL_ID}
              label={t('bench.backend')}
              value={backendChoice}
              onChange={(e) => {
                setRun(null);
                setParams(e.target.value === 'auto' ? {} : { backend: e.target.value }, {
                  replace: true,
                });
              }}
            >
              {BACKENDS.map((b) => (
                <MenuItem key={b.id} value={b.id}>
                  {t(`bench.backends.${b.id}`)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Button component="label" variant="outlined" startIcon={<UploadFile />}>
            {t('bench.upload')}
            <input
              hidden
              type="file"
              accept="image/*,video/*"
              data-testid="ai-bench-upload"
              onChange={(e) => pickFile(e.target.files?.[0])}
            />
          </Button>
          <Button
            variant="contained"
            startIcon={<PlayArrow />}
            onClick={() => void start()}
            disabled={status !== null}
            data-testid="ai-bench-run"
          >
            {t('bench.run')}
          </Button>
        </Stack>
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {t('bench.source', { name: source.name })}
        </Typography>
      </Paper>
      {status && (
        <Box sx={{ mb: 2 }} role="status">
          <Typography variant="body2">{status}</Typography>
          <LinearProgress />
        </Box>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {!run && !status && !error && (
        <Typography sx={{ color: 'text.secondary' }}>{t('bench.pick')}</Typography>
      )}
      {run && frame && (
        <Stack spacing={2}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <Typography variant="body2" data-testid="ai-bench-stats" data-run={runs}>
              {t('bench.backend')} <strong data-testid="ai-bench-backend">{run.backend}</strong> ·{' '}
              {t('bench.thisFrame')}{' '}
              <span data-testid="ai-bench-frame-ms">{frame.inferMs.toFixed(1)}</span>{' '}
              {t('bench.msUnit')} ·{' '}
              {t('bench.mean', { count: run.frames.length, ms: Math.round(meanMs) })}
            </Typography>
            <Button
              size="small"
              startIcon={<Download />}
              onClick={download}
              data-testid="ai-bench-download"
            >
              {t('bench.download')}
            </Button>
          </Stack>
          <DetectionFilterControls filter={filter} onChange={setFilter} />
          {run.frames.length > 1 && (
            <Box sx={{ maxWidth: 480 }}>
              <Typography variant="body2" id="ai-frame-label">
                {t('bench.frameAt', { seconds: frame.timeS.toFixed(1) })}
              </Typography>
              <Slider
                size="small"
                min={0}
                max={run.frames.length - 1}
                value={frameIndex}
                onChange={(_, v) => setFrameIndex(v)}
                aria-labelledby="ai-frame-label"
              />
            </Box>
          )}
          <BenchPicture picture={picture} detections={detectionsOnShow} filter={filter} />
          <BenchResultsTable detections={frame.detections} filter={filter} />
        </Stack>
      )}
    </Box>
  );
}
