// DockQueuePage /company/:companyId/dock-queue: the workspace's dock task queue (issue 11 §8).
import { hasRight } from '@sortie/domain';
import { useParams } from 'react-router';
import { DockQueuePage } from '../../../features/docks/components/dock-queue-page.tsx';
import { useCurrentUser } from '../../../lib/session.ts';

export function Component() {
  const user = useCurrentUser();
  const { companyId = '' } = useParams();
  if (!user) return null;
  const role = user.companies.find((c) => c.id === companyId)?.role;
  const canFly = !!role && hasRight(user.rbac_rules, 'Docks', 'POST', role);
  return <DockQueuePage key={companyId} companyId={companyId} canFly={canFly} />;
}
