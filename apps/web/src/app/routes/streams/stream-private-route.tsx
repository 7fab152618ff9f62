// StreamPrivatePage /company/{c}/livestream/{id}: members watch (PrivateStreamGuard sends the
// signed-out to the public page).
import { useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useStreamJoin } from '../../../features/streams/api/streams.ts';
import { StreamWatchPage } from '../../../features/streams/components/stream-watch-page.tsx';
import { renderStreamVideoTools } from './stream-video-tools.tsx';

export function Component() {
  const { companyId = '', streamId = '' } = useParams();
  const join = useStreamJoin(companyId, streamId);
  return (
    <StreamWatchPage
      join={join.data}
      loading={join.isPending}
      error={join.isError}
      shareUrl={`${window.location.origin}${paths.streamPublic.href(companyId, streamId)}`}
      onEnded={() => void join.refetch()}
      renderVideoTools={renderStreamVideoTools}
    />
  );
}
