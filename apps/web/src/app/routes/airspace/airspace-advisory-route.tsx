// AirspaceAdvisory /airspace-advisory (public; sidebar only when signed in). Signed in, the route
// hands the page the sites of the active workspace to pick from (features never import each
// other: the sites feature lists them, the airspace feature shows them).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { AirspaceAdvisoryPage, type AdvisorySite } from '../../../features/airspace/index.ts';
import { listSites } from '../../../features/sites/api/get-sites.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useActiveWorkspace } from '../../shell/use-active-workspace.ts';

/** Enough sites to pick from; a workspace with more finds the rest by clicking or coordinates. */
const SITE_LIMIT = 100; // the list's largest page

export function Component() {
  const user = useCurrentUser();
  // The workspace the shell shows as active (the last one opened, else the personal space).
  const workspace = useActiveWorkspace(user);
  const companyId = user ? (workspace?.id ?? user.personal_space_id) : null;
  const sites = useQuery({
    queryKey: ['airspace', 'advisory-sites', companyId],
    queryFn: ({ signal }) => listSites(companyId!, { limit: SITE_LIMIT, filters: {} }, signal),
    enabled: companyId !== null,
  });
  const options = useMemo<AdvisorySite[] | undefined>(() => {
    if (!companyId) return undefined;
    const res = sites.data;
    const list = res && 'sites' in res ? res.sites : [];
    return list.map((s) => ({ id: s.id, name: s.name, location: [s.location[0], s.location[1]] }));
  }, [companyId, sites.data]);
  return (
    <AirspaceAdvisoryPage sites={options} sitesLoading={sites.isPending && companyId !== null} />
  );
}
