// StreamPage /company/{c}/livestream/{id}/public and the legacy /livestream/{id}/public: anyone
// watches a public stream, signed out (PublicStreamGuard sends the signed-in to the private page).
import { useParams } from 'react-router';
import { usePublicStreamJoin } from '../../../features/streams/api/streams.ts';
import { StreamWatchPage } from '../../../features/streams/components/stream-watch-page.tsx';
import { renderStreamVideoTools } from './stream-video-tools.tsx';

export function Component() {
  const { streamId = '' } = useParams();
  const join = usePublicStreamJoin(streamId);
  return (
    <StreamWatchPage
      join={join.data}
      loading={join.isPending}
      error={join.isError}
      shareUrl={window.location.href}
      onEnded={() => void join.refetch()}
      renderVideoTools={renderStreamVideoTools}
    />
  );
}
