// DockDetailsPage /company/:companyId/docks/:dockId (feature-areas §2).
import { useParams } from 'react-router';
import { DockPage } from '../../../features/docks/components/dock-page.tsx';
import { useCurrentUser } from '../../../lib/session.ts';

export function Component() {
  const user = useCurrentUser();
  const { companyId = '', dockId = '' } = useParams();
  if (!user) return null;
  return <DockPage key={dockId} companyId={companyId} dockId={dockId} user={user} />;
}
