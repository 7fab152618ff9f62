// SiteDetailsPage: an existing site, or siteId 'new' with ?workflow=upload|draw. Features never
// import each other, so the route composes the page: the sites feature's page and details panel,
// the missions area (the planner beside the details, the missions list below the map) and the
// elevation section below the missions list. The airspace feature adds its warnings to the
// planner (a plan addon) and judges the mission picked in the list.
import { Box } from '@mui/material';
import { DEFAULT_UNIT_PREFERENCES } from '@sortie/domain';
import type { TSite, TUnitPreferences } from '@sortie/domain/contracts';
import { lazy, Suspense, useCallback, useDeferredValue, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PlannerAirspaceWarnings, SiteAirspaceSection } from '../../../features/airspace/index.ts';
import { SiteDockSection } from '../docks/site-dock-section.tsx';
import { ElevationSection } from '../../../features/elevations/index.ts';
import {
  SiteMissionsProvider,
  useSiteMissionsArea,
} from '../../../features/missions/components/site-missions-area.tsx';
import type { PlannedPath } from '../../../features/missions/components/mission-planner-panel.tsx';
import { useSiteMissions } from '../../../features/missions/api/get-site-missions.ts';
import { WhenNear } from '../../../components/ui/when-near/index.ts';
import { useSite } from '../../../features/sites/api/get-site.ts';
import {
  SiteDetailsPage,
  SitePageError,
  SitePageSkeleton,
  useSiteDetails,
} from '../../../features/sites/components/site-details-page.tsx';
import { useCurrentUser } from '../../../lib/session.ts';

// The new-site page (draw or upload) loads on its own: its file readers (KML/KMZ, shapefile with
// proj4, GeoJSON) and drawing tools are not needed to show an existing site.
const NewSitePage = lazy(() =>
  import('../../../features/sites/components/new-site-page.tsx').then((m) => ({
    default: m.NewSitePage,
  })),
);

function LoadedSite(props: { companyId: string; site: TSite; units: TUnitPreferences }) {
  const { companyId, site } = props;
  const { details, dialogs } = useSiteDetails(props);
  const planAddon = useCallback(
    (plan: PlannedPath) => (
      <PlannerAirspaceWarnings
        companyId={companyId}
        siteId={site.id}
        path={plan.path}
        heightM={plan.heightM}
      />
    ),
    [companyId, site.id],
  );
  const missions = useSiteMissionsArea({ ...props, details, planAddon });
  const { panel, below, layerGroups, onMapReady, extra } = missions;
  const missionId = missions.planner.selectedId;
  const missionName = useSiteMissions(companyId, site.id).data?.find(
    (m) => m.id === missionId,
  )?.name;
  // Memoised on the parts, not on the planner: a keystroke in the planner re-renders this
  // component but not the page (decision 121).
  const page = useMemo(
    () => (
      <SiteDetailsPage
        companyId={companyId}
        site={site}
        panel={panel}
        below={
          <>
            {below}
            {/* Rendered as they come near the viewport: the map and the planner come first. */}
            <Box sx={{ mt: 2.5 }}>
              <WhenNear placeholderHeight={320} testId="site-elevation-slot">
                <ElevationSection companyId={companyId} site={site} />
              </WhenNear>
            </Box>
            <Box sx={{ mt: 2.5 }}>
              <WhenNear placeholderHeight={320} testId="site-airspace-slot">
                <SiteAirspaceSection
                  companyId={companyId}
                  site={site}
                  missionId={missionId}
                  missionName={missionName}
                />
              </WhenNear>
            </Box>
            <Box sx={{ mt: 2.5 }}>
              <WhenNear placeholderHeight={160} testId="site-dock-slot">
                <SiteDockSection companyId={companyId} siteId={site.id} />
              </WhenNear>
            </Box>
          </>
        }
        layerGroups={layerGroups}
        onMapReady={onMapReady}
        extra={
          <>
            {extra}
            {dialogs}
          </>
        }
      />
    ),
    [
      companyId,
      site,
      panel,
      below,
      layerGroups,
      onMapReady,
      extra,
      dialogs,
      missionId,
      missionName,
    ],
  );
  return <SiteMissionsProvider area={missions}>{page}</SiteMissionsProvider>;
}

function ExistingSite({ companyId, siteId }: { companyId: string; siteId: string }) {
  const user = useCurrentUser();
  const units = user?.unit_preferences ?? DEFAULT_UNIT_PREFERENCES;
  const { data: site, error, isPending } = useSite(companyId, siteId);
  // The page (map, planner, sections) is rendered from a deferred copy of the site: React renders
  // it at transition priority, in slices of a few milliseconds, with the skeleton on screen, so
  // its first render is not one long task that blocks input (issue 18 §1, decision 419). Later
  // updates of the site follow the same way.
  const shown = useDeferredValue(site ?? null, null);
  if (isPending) return <SitePageSkeleton companyId={companyId} />;
  if (error || !site) return <SitePageError companyId={companyId} error={error} />;
  if (!shown) return <SitePageSkeleton companyId={companyId} />;
  return <LoadedSite companyId={companyId} site={shown} units={units} />;
}

export function Component() {
  const { companyId = '', siteId = '' } = useParams();
  const [search] = useSearchParams();
  if (siteId === 'new') {
    const workflow = search.get('workflow') === 'upload' ? 'upload' : 'draw';
    return (
      <Suspense fallback={<SitePageSkeleton companyId={companyId} />}>
        <NewSitePage key={`${companyId}/${workflow}`} companyId={companyId} workflow={workflow} />
      </Suspense>
    );
  }
  return <ExistingSite key={`${companyId}/${siteId}`} companyId={companyId} siteId={siteId} />;
}
