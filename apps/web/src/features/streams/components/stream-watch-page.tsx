// StreamPrivatePage and StreamPage (public) share this view: title, status, viewers, the copy-
// share-link button (public streams) and the player while live.
import ContentCopy from '@mui/icons-material/ContentCopy';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import { Alert, Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import type { TStreamJoin } from '@sortie/domain/contracts';
import { notify, notifyError } from '../../../lib/notify.ts';
import type { ReactNode } from 'react';
import { FlvPlayer, type FlvPlayerProps } from './flv-player.tsx';

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
  if (loading) return <Skeleton variant="rounded" height={360} sx={{ m: 3 }} />;
  if (error || !join) {
    return (
      <Alert severity="error" sx={{ m: 3 }}>
        Unable to fetch livestreams! The stream may be private or removed.
      </Alert>
    );
  }
  const { stream, play } = join;
  const copy = () =>
    navigator.clipboard.writeText(props.shareUrl).then(
      () => notify('Stream link copied to clipboard'),
      () => notifyError('Unable to copy the link'),
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
            stream.status === 'live' ? 'LIVE' : stream.status === 'ended' ? 'Ended' : 'Waiting'
          }
          data-testid="stream-status"
        />
        <Chip size="small" icon={<Visibility />} label={stream.participant_count} title="Viewers" />
        {stream.public && (
          <Button size="small" startIcon={<ContentCopy />} onClick={() => void copy()}>
            Copy share link
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
          {stream.status === 'ended'
            ? 'This stream has ended.'
            : 'The stream has not started yet. This page starts playing when the pilot goes live.'}
        </Alert>
      )}
      {stream.recording?.stop_reason === 'storage_full' && stream.status === 'live' && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="recording-stopped">
          Cloud recording stopped: the workspace storage is full. The stream goes on; free space or
          upgrade the plan to record again.
        </Alert>
      )}
      {stream.recording?.state === 'recording' && !stream.recording.stop_reason && (
        <Chip size="small" color="error" variant="outlined" label="REC" sx={{ mt: 1 }} />
      )}
      {props.controls}
      {stream.host.name && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Streamed by {stream.host.name}
        </Typography>
      )}
    </Box>
  );
}
