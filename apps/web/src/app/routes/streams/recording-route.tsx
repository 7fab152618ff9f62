// RecordingViewPage /company/{c}/streams/{id}/recording, with AI detection under the video.
import { hasRight } from '@sortie/domain';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { RecordingViewPage } from '../../../features/streams/components/recording-view-page.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { renderStreamVideoTools } from './stream-video-tools.tsx';

export function Component() {
  const { companyId = '', streamId = '' } = useParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const role = user?.companies.find((c) => c.id === companyId)?.role;
  const canDelete = Boolean(user && role && hasRight(user.rbac_rules, 'Streams', 'DELETE', role));
  return (
    <RecordingViewPage
      companyId={companyId}
      streamId={streamId}
      canDelete={canDelete}
      onDeleted={() => void navigate(paths.streams.href(companyId))}
      renderVideoTools={renderStreamVideoTools}
    />
  );
}
