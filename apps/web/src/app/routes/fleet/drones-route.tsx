// DronesDisplay /company/{c}/drones (platform-core §2; Drones GET, sidebar gated the same).
import { hasRight } from '@sortie/domain';
import { useParams } from 'react-router';
import { DronesPage } from '../../../features/fleet/components/drones-page.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';

export function Component() {
  const { companyId = '' } = useParams();
  const user = useCurrentUser();
  const role = user?.companies.find((c) => c.id === companyId)?.role;
  const canManage = Boolean(user && role && hasRight(user.rbac_rules, 'Drones', 'POST', role));
  return (
    <DronesPage
      key={companyId}
      companyId={companyId}
      canManage={canManage}
      logbookHref={paths.logbook.href(companyId)}
      catalogueHref={paths.droneCatalogue.href(companyId)}
    />
  );
}
