// StreamPrivatePage and StreamPage (public) share this view: title, status, viewers, the copy-
// share-link button (public streams) and the player while live.
import ContentCopy from '@mui/icons-material/ContentCopy';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import { Alert, Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import type { TStreamJoin } from '@sortie/domain/contracts';
import { notify, notifyError } from '../../../lib/notify.ts';
import type { ReactNode } from 'react';
import { FlvPlayer, type FlvPlayerProps } from './flv-player.tsx';
import { useTranslation } from 'react-i18next';

export function StreamWatchPage(props: {
  join: TStreamJoin | undefined;
  loading: boolean;
  error: boolean;
  /** The public link to copy (shown for public streams). */
  shareUrl: string;
  onEnded?: () => void;
  /** Passed to the player: drawn over the video (AI detection, annotations). */
  overlay?: FlvPlayerProps['overlay'];
  videoRef?: FlvPlayerProps['videoRef'];
  /** Beside the video: camera controls and the like, composed by the route. */
  controls?: ReactNode;
  /** Tools under the playing video (AI detection), composed by the route. */
  renderVideoTools?: (video: HTMLVideoElement) => ReactNode;
}) {
  const { join, loading, error } = props;
  const { t } = useTranslation('streams');
  if (loading) return <Skeleton variant="rounded" height={360} sx={{ m: 3 }} />;
  if (error || !join) {
    return (
      <Alert severity="error" sx={{ m: 3 }}>
        {t('watch.fetchFailed')}
      </Alert>
    );
  }
  const { stream, play } = join;
  const copy = () =>
    navigator.clipboard.writeText(props.shareUrl).then(
      () => notify(t('watch.linkCopied')),
      () => notifyError(t('watch.copyFailed')),
    );
  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: 1200, mx: 'auto' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {stream.title}
        </Typography>
        <Chip
          size="small"
          color={stream.status === 'live' ? 'error' : 'default'}
          label={
            stream.status === 'live'
              ? t('status.live')
              : stream.status === 'ended'
                ? t('status.ended')
                : t('status.waiting')
          }
          data-testid="stream-status"
        />
        <Chip
          size="small"
          icon={<Visibility />}
          label={stream.participant_count}
          title={t('watch.viewers')}
        />
        {stream.public && (
          <Button size="small" startIcon={<ContentCopy />} onClick={() => void copy()}>
            {t('watch.copyShareLink')}
          </Button>
        )}
      </Stack>
      {play ? (
        <FlvPlayer
          url={play.flv_url}
          onEnded={props.onEnded}
          overlay={props.overlay}
          videoRef={props.videoRef}
          renderTools={props.renderVideoTools}
        />
      ) : (
        <Alert severity="info">
          {stream.status === 'ended' ? t('watch.ended') : t('watch.notStarted')}
        </Alert>
      )}
      {stream.recording?.stop_reason === 'storage_full' && stream.status === 'live' && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="recording-stopped">
          {t('watch.recordingStopped')}
        </Alert>
      )}
      {stream.recording?.state === 'recording' && !stream.recording.stop_reason && (
        <Chip size="small" color="error" variant="outlined" label={t('watch.rec')} sx={{ mt: 1 }} />
      )}
      {props.controls}
      {stream.host.name && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {t('watch.streamedBy', { name: stream.host.name })}
        </Typography>
      )}
    </Box>
  );
}
