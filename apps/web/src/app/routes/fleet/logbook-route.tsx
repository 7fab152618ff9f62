// The pilot logbook /company/{c}/logbook (issue 15): read with Drones GET; export and import
// for those holding the CSV export right and Drones POST.
import { hasRight } from '@sortie/domain';
import { useParams } from 'react-router';
import { LogbookPage } from '../../../features/fleet/components/logbook-page.tsx';
import { useCurrentUser } from '../../../lib/session.ts';

export function Component() {
  const { companyId = '' } = useParams();
  const user = useCurrentUser();
  const role = user?.companies.find((c) => c.id === companyId)?.role;
  const canManage = Boolean(user && role && hasRight(user.rbac_rules, 'Drones', 'POST', role));
  return (
    <LogbookPage
      key={companyId}
      companyId={companyId}
      userId={user?.id ?? ''}
      canManage={canManage}
    />
  );
}
