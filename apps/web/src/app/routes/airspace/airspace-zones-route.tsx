// /airspace-zones: the zone file import, for the Super Admin (meta AirspaceZones GET), guarded as
// the staff audit log is; everyone else is sent to Forbidden.
import { hasMetaRight } from '@sortie/domain';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ZoneFilesPage } from '../../../features/airspace/components/zone-files-page.tsx';
import { useCurrentUser } from '../../../lib/session.ts';

export function Component() {
  const user = useCurrentUser();
  if (!user || !hasMetaRight(user.meta_rbac_rules, 'AirspaceZones', 'GET', user.meta_roles))
    return <Navigate to={paths.forbidden.href()} replace />;
  return <ZoneFilesPage />;
}
