// DockDetailsPage /company/:companyId/docks/:dockId (feature-areas §2): the cockpit, with the
// streams feature's live player, the dock's flight tasks and "Send a mission" (fed by the sites
// and missions features' fetchers) composed here (features don't import each other).
import { hasRight } from '@sortie/domain';
import { useParams } from 'react-router';
import { DockSendMission } from '../../../features/docks/components/dock-send-mission.tsx';
import { DockTaskList } from '../../../features/docks/components/dock-task-list.tsx';
import { DockPage } from '../../../features/docks/components/dock-page.tsx';
import { getSiteMissions } from '../../../features/missions/api/get-site-missions.ts';
import { findSitesByName } from '../../../features/sites/api/find-sites-by-name.ts';
import { FlvPlayer } from '../../../features/streams/components/flv-player.tsx';
import { useCurrentUser } from '../../../lib/session.ts';

export function Component() {
  const user = useCurrentUser();
  const { companyId = '', dockId = '' } = useParams();
  if (!user) return null;
  const role = user.companies.find((c) => c.id === companyId)?.role;
  const canFly = !!role && hasRight(user.rbac_rules, 'Docks', 'POST', role);
  return (
    <DockPage
      key={dockId}
      companyId={companyId}
      dockId={dockId}
      user={user}
      renderVideo={(url) => <FlvPlayer url={url} />}
      taskList={<DockTaskList companyId={companyId} dockId={dockId} canFly={canFly} />}
      sendAction={
        <DockSendMission
          companyId={companyId}
          dockId={dockId}
          canFly={canFly}
          searchSites={(query, signal) => findSitesByName(companyId, query, signal)}
          loadMissions={(siteId, signal) =>
            getSiteMissions(companyId, siteId, signal).then((r) => r.missions)
          }
        />
      }
    />
  );
}
