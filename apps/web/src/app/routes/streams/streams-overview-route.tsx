// StreamOverviewPage /company/{c}/streams: a live or waiting stream opens its private page, an
// ended one its recording (feature-areas §2).
import { hasRight } from '@sortie/domain';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { StreamsOverviewPage } from '../../../features/streams/components/streams-overview-page.tsx';
import { useCurrentUser } from '../../../lib/session.ts';

export function Component() {
  const { companyId = '' } = useParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const role = user?.companies.find((c) => c.id === companyId)?.role;
  const canManage = Boolean(user && role && hasRight(user.rbac_rules, 'Settings', 'PATCH', role));
  return (
    <StreamsOverviewPage
      companyId={companyId}
      canManage={canManage}
      hrefOf={(stream) =>
        stream.status === 'ended'
          ? paths.recording.href(companyId, stream.id)
          : paths.streamPrivate.href(companyId, stream.id)
      }
      onCreated={(stream) => void navigate(paths.streamHost.href(companyId, stream.id))}
    />
  );
}
