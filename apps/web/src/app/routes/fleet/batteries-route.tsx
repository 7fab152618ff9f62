// BatteriesDisplay /company/{c}/batteries (platform-core §2; Batteries GET).
import { hasRight } from '@sortie/domain';
import { useParams } from 'react-router';
import { BatteriesPage } from '../../../features/fleet/components/batteries-page.tsx';
import { useCurrentUser } from '../../../lib/session.ts';

export function Component() {
  const { companyId = '' } = useParams();
  const user = useCurrentUser();
  const role = user?.companies.find((c) => c.id === companyId)?.role;
  const canManage = Boolean(user && role && hasRight(user.rbac_rules, 'Batteries', 'POST', role));
  return <BatteriesPage key={companyId} companyId={companyId} canManage={canManage} />;
}
