// The missions area of an existing site's page, which the site route composes with the sites
// feature's page (features never import each other): the planner as a tab beside the site's
// details (with the site's ground control points under them), the preview, the picked mission
// and the GCPs on the map, the missions list below it.
import { canEditSite } from '@sortie/domain';
import type { TSite, TUnitPreferences } from '@sortie/domain/contracts';
import { useTheme } from '@mui/material';
import { useMemo, useState, type ReactNode } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import type { MapLayerGroup } from '../../../lib/map/extra-layers.ts';
import { useSiteGcps } from '../api/site-gcps.ts';
import { gcpLayerGroup } from '../utils/gcp-layers.ts';
import { GcpPanel } from './gcp-panel.tsx';
import { PlannerPanelSlot, type PlanAddon } from './mission-planner-panel.tsx';
import { PlannerContext } from './planner-context.ts';
import { PlannerMapLayers } from './planner-map-layers.tsx';
import { SiteMissionsList } from './site-missions-list.tsx';
import { SiteSidePanel, type SidePanelTab } from './site-side-panel.tsx';
import { useMissionPlanner, type MissionPlanner } from './use-mission-planner.tsx';

export interface SiteMissionsAreaOptions {
  companyId: string;
  site: TSite;
  units: TUnitPreferences;
  /** The site's details panel (sites feature), shown on the side panel's Details tab. */
  details: ReactNode;
  /** Shown under the plan's statistics (the route's airspace warnings); keep it stable. */
  planAddon?: PlanAddon | undefined;
}

/** What the missions area puts on the site page; every part keeps its identity across keystrokes. */
export interface SiteMissionsArea {
  /** Give it to SiteMissionsProvider around the page: the panel and map handlers read it. */
  planner: MissionPlanner;
  /** The side panel: the site's details and the planner as tabs. */
  panel: ReactNode;
  /** The missions list, below the map. */
  below: ReactNode;
  layerGroups: readonly MapLayerGroup[];
  onMapReady: (map: MapLibreMap | null) => void;
  /** The map's pointer handlers, rendered beside the page. */
  extra: ReactNode;
}

const MAP_HANDLERS = <PlannerMapLayers />;

/**
 * The missions area's state and parts. They are memoised and the planner reaches its panel and
 * map handlers through PlannerContext: a keystroke re-renders the panel only, and a new preview
 * the panel plus the map's props (its layer groups), never the missions list, the details or the
 * rest of the page (decision 121).
 */
export function useSiteMissionsArea(options: SiteMissionsAreaOptions): SiteMissionsArea {
  const { companyId, site, units, details, planAddon } = options;
  const theme = useTheme();
  const [tab, setTab] = useState<SidePanelTab>('details');
  // View access may read and export missions but not plan them (the server refuses saves too).
  const canPlan = canEditSite(site.access_level);
  const planner = useMissionPlanner({ companyId, site, units, active: canPlan && tab === 'plan' });
  const gcps = useSiteGcps(companyId, site.id);
  const gcpColour = theme.palette.error.main;
  const gcpGroup = useMemo(
    () => (gcps.data ? gcpLayerGroup(gcps.data, gcpColour) : null),
    [gcps.data, gcpColour],
  );
  const layerGroups = useMemo(
    () => (gcpGroup ? [gcpGroup, ...planner.layerGroups] : planner.layerGroups),
    [gcpGroup, planner.layerGroups],
  );
  const { selectedId, select, onMapReady } = planner;

  const panel = useMemo(
    () => (
      <SiteSidePanel
        canPlan={canPlan}
        tab={canPlan ? tab : 'details'}
        onTab={setTab}
        details={
          <>
            {details}
            <GcpPanel companyId={companyId} site={site} units={units} />
          </>
        }
        plan={<PlannerPanelSlot addon={planAddon} />}
      />
    ),
    [canPlan, tab, details, companyId, site, units, planAddon],
  );
  const below = useMemo(
    () => (
      <SiteMissionsList companyId={companyId} site={site} selectedId={selectedId} select={select} />
    ),
    [companyId, site, selectedId, select],
  );
  return { planner, panel, below, layerGroups, onMapReady, extra: MAP_HANDLERS };
}

/** Makes the planner reachable to the missions area's parts wherever the page places them. */
export function SiteMissionsProvider(props: { area: SiteMissionsArea; children: ReactNode }) {
  return (
    <PlannerContext.Provider value={props.area.planner}>{props.children}</PlannerContext.Provider>
  );
}
