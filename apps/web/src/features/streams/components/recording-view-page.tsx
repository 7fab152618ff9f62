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
import { useTranslation } from 'react-i18next';

/** Catalogue keys (recordingView.notReady.<state>, recordingView.why.<stop reason>). */
const NOT_READY: Record<TRecording['state'], string | null> = {
  recording: 'recordingView.notReady.recording',
  processing: 'recordingView.notReady.processing',
  ready: null,
  failed: 'recordingView.notReady.failed',
};

const WHY: Record<string, string> = {
  storage_full: 'recordingView.why.storage_full',
  remux_failed: 'recordingView.why.remux_failed',
  no_video: 'recordingView.why.no_video',
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
  const { t } = useTranslation('streams');

  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 1200, mx: 'auto' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {stream.data?.title ?? t('status.recording')}
        </Typography>
        {view.data?.download_url && (
          <Button
            component="a"
            href={view.data.download_url}
            download
            startIcon={<Download />}
            data-testid="recording-download"
          >
            {t('common:actions.download')}
          </Button>
        )}
        {props.canDelete && recording && recording.state !== 'recording' && (
          <Button color="error" startIcon={<DeleteOutline />} onClick={() => setConfirm(true)}>
            {t('common:actions.delete')}
          </Button>
        )}
      </Stack>
      {(view.isPending || stream.isPending) && <Skeleton variant="rounded" height={360} />}
      {view.isError && (
        <Alert severity="error">
          {stream.data && !stream.data.recording
            ? t('recordingView.none')
            : t('recordingView.fetchFailed')}
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
          {NOT_READY[recording.state] ? t(NOT_READY[recording.state]!) : ''}{' '}
          {recording.stop_reason && WHY[recording.stop_reason]
            ? t(WHY[recording.stop_reason]!)
            : ''}
        </Alert>
      )}
      {recording?.state === 'ready' && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('recordingView.summary', {
            length: formatVideoLength(recording.duration_s),
            size: formatBytes(recording.size_bytes),
            when: new Date(recording.started_at).toLocaleString(),
          })}
          {recording.stop_reason === 'storage_full' && ` · ${t('recordingView.stoppedEarly')}`}
        </Typography>
      )}
      <Dialog open={confirm} onClose={() => setConfirm(false)}>
        <DialogTitle>{t('recordingView.deleteTitle')}</DialogTitle>
        <DialogContent>{t('recordingView.deleteText')}</DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(false)}>{t('common:actions.cancel')}</Button>
          <Button
            color="error"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(props.streamId, {
                onSuccess: () => {
                  notify(t('recordingView.deleted'));
                  setConfirm(false);
                  props.onDeleted();
                },
                onError: () => notifyError(t('recordingView.deleteFailed')),
              })
            }
          >
            {t('common:actions.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
