// RecordingViewPage: an ended stream's cloud recording. The MP4 plays in a plain <video> (the
// browser seeks with byte ranges, decision 321); download and delete (managers) beside it.
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Download from '@mui/icons-material/Download';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { formatBytes } from '@sortie/domain';
import type { TRecording } from '@sortie/domain/contracts';
import { useState, type ReactNode } from 'react';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useDeleteRecording, useRecording, useStream } from '../api/streams.ts';
import { formatVideoLength } from './recording-format.ts';

const NOT_READY: Record<TRecording['state'], string> = {
  recording: 'This stream is still being recorded. The recording plays here once the stream ends.',
  processing: 'The recording is being prepared. It plays here in a moment.',
  ready: '',
  failed: 'This recording could not be kept.',
};

const WHY: Record<string, string> = {
  storage_full: 'The workspace storage is full. Free space or upgrade the plan to keep recordings.',
  remux_failed: 'The video could not be converted.',
  no_video: 'No video arrived while recording.',
};

export function RecordingViewPage(props: {
  companyId: string;
  streamId: string;
  canDelete: boolean;
  onDeleted: () => void;
  /** Tools under the playing video (AI detection), composed by the route. */
  renderVideoTools?: (video: HTMLVideoElement) => ReactNode;
}) {
  const stream = useStream(props.companyId, props.streamId);
  const view = useRecording(props.companyId, props.streamId);
  const remove = useDeleteRecording(props.companyId);
  const [confirm, setConfirm] = useState(false);
  // The element itself (a callback ref into state), so the tools mount once the video exists.
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const recording = view.data?.recording;

  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 1200, mx: 'auto' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {stream.data?.title ?? 'Recording'}
        </Typography>
        {view.data?.download_url && (
          <Button
            component="a"
            href={view.data.download_url}
            download
            startIcon={<Download />}
            data-testid="recording-download"
          >
            Download
          </Button>
        )}
        {props.canDelete && recording && recording.state !== 'recording' && (
          <Button color="error" startIcon={<DeleteOutline />} onClick={() => setConfirm(true)}>
            Delete
          </Button>
        )}
      </Stack>
      {(view.isPending || stream.isPending) && <Skeleton variant="rounded" height={360} />}
      {view.isError && (
        <Alert severity="error">
          {stream.data && !stream.data.recording
            ? 'This stream has no recording. Turn on cloud recording on the streams page to record the next ones.'
            : 'Unable to fetch the recording.'}
        </Alert>
      )}
      {recording && view.data?.play_url && (
        <Box sx={{ position: 'relative', bgcolor: 'black', borderRadius: 2, overflow: 'hidden' }}>
          <video
            ref={setVideo}
            src={view.data.play_url}
            controls
            playsInline
            preload="metadata"
            data-testid="recording-video"
            style={{ width: '100%', aspectRatio: '16 / 9', display: 'block' }}
          />
        </Box>
      )}
      {recording && view.data?.play_url && video && props.renderVideoTools?.(video)}
      {recording && !view.data?.play_url && (
        <Alert severity={recording.state === 'failed' ? 'error' : 'info'}>
          {NOT_READY[recording.state]} {recording.stop_reason ? WHY[recording.stop_reason] : ''}
        </Alert>
      )}
      {recording?.state === 'ready' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {formatVideoLength(recording.duration_s)} · {formatBytes(recording.size_bytes)} · recorded{' '}
          {new Date(recording.started_at).toLocaleString()}
          {recording.stop_reason === 'storage_full' &&
            ' · stopped early: the workspace storage was full'}
        </Typography>
      )}
      <Dialog open={confirm} onClose={() => setConfirm(false)}>
        <DialogTitle>Delete this recording?</DialogTitle>
        <DialogContent>
          The video file is removed for everyone and its storage is freed. This cannot be undone.
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(false)}>Cancel</Button>
          <Button
            color="error"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(props.streamId, {
                onSuccess: () => {
                  notify('Recording deleted');
                  setConfirm(false);
                  props.onDeleted();
                },
                onError: () => notifyError('Unable to delete the recording'),
              })
            }
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
