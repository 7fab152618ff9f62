// StreamHostDevPage /company/{c}/livestream/{id}/host: the publish key and instructions.
import { useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { StreamHostPage } from '../../../features/streams/components/stream-host-page.tsx';

export function Component() {
  const { companyId = '', streamId = '' } = useParams();
  return (
    <StreamHostPage
      companyId={companyId}
      streamId={streamId}
      watchHref={paths.streamPrivate.href(companyId, streamId)}
    />
  );
}
