// StreamPrivatePage /company/{c}/livestream/{id}: members watch (PrivateStreamGuard sends the
// signed-out to the public page), and members of the pilot's organisation control the camera
// and annotate the video over the realtime channel (issue 12 §5).
import { useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useStreamJoin } from '../../../features/streams/api/streams.ts';
import { useStreamCamera } from '../../../features/streams/camera/stream-camera.tsx';
import { StreamWatchPage } from '../../../features/streams/components/stream-watch-page.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { renderStreamVideoTools } from './stream-video-tools.tsx';

export function Component() {
  const { companyId = '', streamId = '' } = useParams();
  const join = useStreamJoin(companyId, streamId);
  const user = useCurrentUser();
  const stream = join.data?.stream;
  // Ended streams take no commands; the channel is joined once the stream is known.
  const camera = useStreamCamera(
    stream && stream.status !== 'ended' ? stream.id : null,
    Boolean(user && stream && stream.host.id === user.id),
  );
  return (
    <StreamWatchPage
      join={join.data}
      loading={join.isPending}
      error={join.isError}
      shareUrl={`${window.location.origin}${paths.streamPublic.href(companyId, streamId)}`}
      onEnded={() => void join.refetch()}
      renderVideoTools={renderStreamVideoTools}
      controls={camera.panel}
      overlay={camera.overlay}
    />
  );
}
