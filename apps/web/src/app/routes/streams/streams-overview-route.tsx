// StreamOverviewPage /company/{c}/streams.
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { StreamsOverviewPage } from '../../../features/streams/components/streams-overview-page.tsx';

export function Component() {
  const { companyId = '' } = useParams();
  const navigate = useNavigate();
  return (
    <StreamsOverviewPage
      companyId={companyId}
      hrefOf={(stream) => paths.streamPrivate.href(companyId, stream.id)}
      onCreated={(stream) => void navigate(paths.streamHost.href(companyId, stream.id))}
    />
  );
}
