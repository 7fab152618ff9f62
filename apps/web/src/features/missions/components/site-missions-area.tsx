// The missions area of an existing site's page, composed in by the route (features never import
// each other): the planner as a tab beside the site's details, the preview and the picked
// mission on the map, the missions list below it.
import { canEditSite } from '@sortie/domain';
import type { TSite, TUnitPreferences } from '@sortie/domain/contracts';
import { useState, type ReactNode } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { MapLayerGroup } from '../../../lib/map/extra-layers.ts';
import { MissionPlannerPanel } from './mission-planner-panel.tsx';
import { SiteMissionsList } from './site-missions-list.tsx';
import { SiteSidePanel, type SidePanelTab } from './site-side-panel.tsx';
import { useMissionPlanner } from './use-mission-planner.tsx';

export interface SiteMissionsAreaProps {
  companyId: string;
  site: TSite;
  units: TUnitPreferences;
  details: ReactNode;
  renderPage: (parts: {
    panel?: ReactNode;
    below?: ReactNode;
    layerGroups?: readonly MapLayerGroup[];
    onMapReady?: (map: MapLibreMap | null) => void;
    extra?: ReactNode;
  }) => ReactNode;
}

export function SiteMissionsArea(props: SiteMissionsAreaProps) {
  const { companyId, site, units } = props;
  const [tab, setTab] = useState<SidePanelTab>('details');
  // View access may read and export missions but not plan them (the server refuses saves too).
  const canPlan = canEditSite(site.access_level);
  const planner = useMissionPlanner({ companyId, site, units, active: canPlan && tab === 'plan' });
  return props.renderPage({
    panel: (
      <SiteSidePanel
        canPlan={canPlan}
        tab={canPlan ? tab : 'details'}
        onTab={setTab}
        details={props.details}
        plan={<MissionPlannerPanel planner={planner} />}
      />
    ),
    below: <SiteMissionsList planner={planner} />,
    layerGroups: planner.layerGroups,
    onMapReady: planner.onMapReady,
    extra: planner.mapLayers,
  });
}
