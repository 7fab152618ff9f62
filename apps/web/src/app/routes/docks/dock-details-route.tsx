// DockDetailsPage /company/:companyId/docks/:dockId (feature-areas §2): the cockpit, with the
// streams feature's live player composed here (features don't import each other).
import { useParams } from 'react-router';
import { DockPage } from '../../../features/docks/components/dock-page.tsx';
import { FlvPlayer } from '../../../features/streams/components/flv-player.tsx';
import { useCurrentUser } from '../../../lib/session.ts';

export function Component() {
  const user = useCurrentUser();
  const { companyId = '', dockId = '' } = useParams();
  if (!user) return null;
  return (
    <DockPage
      key={dockId}
      companyId={companyId}
      dockId={dockId}
      user={user}
      renderVideo={(url) => <FlvPlayer url={url} />}
      // Lead at merge: taskList={<DockTaskList companyId={companyId} dockId={dockId} />}
    />
  );
}
