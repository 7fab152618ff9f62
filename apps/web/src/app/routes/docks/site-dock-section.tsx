// The site page's dock part, composed by the route (features never import each other): the
// missions feature's saved missions go to the docks feature's Send to dock section.
import { hasRight } from '@sortie/domain';
import { paths } from '../../../config/paths.ts';
import { SendToDockSection } from '../../../features/docks/components/send-to-dock-section.tsx';
import { useSiteMissions } from '../../../features/missions/api/get-site-missions.ts';
import { useCurrentUser } from '../../../lib/session.ts';

export function SiteDockSection({ companyId, siteId }: { companyId: string; siteId: string }) {
  const user = useCurrentUser();
  const missions = useSiteMissions(companyId, siteId);
  const role = user?.companies.find((c) => c.id === companyId)?.role;
  const canFly = !!user && !!role && hasRight(user.rbac_rules, 'Docks', 'POST', role);
  return (
    <SendToDockSection
      companyId={companyId}
      canFly={canFly}
      missions={(missions.data ?? []).map((m) => ({ id: m.id, name: m.name }))}
      queueHref={paths.dockQueue.href(companyId)}
    />
  );
}
