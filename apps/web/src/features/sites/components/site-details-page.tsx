// SiteDetailsPage (feature-areas §2): '/company/:companyId/sites/:siteId'. siteId 'new' opens
// the upload or draw workflow; an existing site shows its map, its details and the mission
// planner as tabs beside the map, and its missions below (decision 020).
import { Alert, Box, Button, Card, CardContent, Skeleton } from '@mui/material';
import { DEFAULT_UNIT_PREFERENCES } from '@sortie/domain';
import type { TSite, TUnitPreferences } from '@sortie/domain/contracts';
import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { SiteMap } from '../../../lib/map/site-map.tsx';
import type { MapLayerGroup } from '../../../lib/map/extra-layers.ts';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useCurrentUser } from '../../../lib/session.ts';
import { useSite } from '../api/get-site.ts';
import { findSitesByName } from '../api/find-sites-by-name.ts';
import { DeleteSiteDialog } from './delete-site-dialog.tsx';
import { NewSitePage, type NewSiteWorkflow } from './new-site-page.tsx';
import { ShareSiteDialog } from './share-site-dialog.tsx';
import { SiteInfoPanel } from './site-info-panel.tsx';
import { SitePageLayout } from './site-page-layout.tsx';

/** What a missions area adds to an existing site's page (features never import each other). */
export interface SitePageParts {
  /** The side panel; defaults to the site's details. */
  panel?: ReactNode;
  below?: ReactNode;
  layerGroups?: readonly MapLayerGroup[];
  onMapReady?: (map: MapLibreMap | null) => void;
  /** Rendered beside the page (map pointer handlers, dialogs). */
  extra?: ReactNode;
}

export interface SiteMissionsSlotProps {
  companyId: string;
  site: TSite;
  units: TUnitPreferences;
  /** The site's details panel, to place where the missions area wants it. */
  details: ReactNode;
  renderPage: (parts: SitePageParts) => ReactNode;
}

export function SiteDetailsPage({
  companyId,
  siteId,
  workflow,
  missions,
}: {
  companyId: string;
  siteId: string;
  workflow: string | null;
  /** The missions area, composed in by the route. */
  missions?: ComponentType<SiteMissionsSlotProps>;
}) {
  if (siteId === 'new') {
    const w: NewSiteWorkflow = workflow === 'upload' ? 'upload' : 'draw';
    return <NewSitePage key={w} companyId={companyId} workflow={w} />;
  }
  return <ExistingSitePage companyId={companyId} siteId={siteId} missions={missions} />;
}

function ExistingSitePage({
  companyId,
  siteId,
  missions,
}: {
  companyId: string;
  siteId: string;
  missions: ComponentType<SiteMissionsSlotProps> | undefined;
}) {
  const user = useCurrentUser();
  const units = user?.unit_preferences ?? DEFAULT_UNIT_PREFERENCES;
  const { data: site, error, isPending } = useSite(companyId, siteId);
  const backTo = paths.sites.href(companyId);

  if (isPending)
    return (
      <SitePageLayout
        title={<Skeleton width={240} />}
        backTo={backTo}
        map={<Skeleton variant="rounded" height={420} />}
        panel={<Skeleton variant="rounded" height={320} />}
      />
    );
  if (error || !site)
    return (
      <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 640, mx: 'auto' }}>
        <Card>
          <CardContent>
            <Alert severity="error" sx={{ mb: 2 }}>
              {error?.message ?? 'This site could not be loaded.'}
            </Alert>
            <Button component={Link} to={backTo} variant="contained">
              Back to Sites & Collections
            </Button>
          </CardContent>
        </Card>
      </Box>
    );

  return <LoadedSitePage companyId={companyId} site={site} units={units} missions={missions} />;
}

function LoadedSitePage({
  companyId,
  site,
  units,
  missions: Missions,
}: {
  companyId: string;
  site: TSite;
  units: TUnitPreferences;
  missions: ComponentType<SiteMissionsSlotProps> | undefined;
}) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'share' | 'delete' | null>(null);
  const geometries = useMemo(() => [site.geometry], [site]);
  const backTo = paths.sites.href(companyId);
  const details = (
    <SiteInfoPanel
      companyId={companyId}
      site={site}
      units={units}
      onShare={() => setDialog('share')}
      onDelete={() => setDialog('delete')}
    />
  );
  const renderPage = (parts: SitePageParts) => (
    <>
      <SitePageLayout
        title={site.name}
        backTo={backTo}
        map={
          <SiteMap
            height={{ xs: 320, md: 'min(65vh, 600px)' }}
            geometries={geometries}
            corridorWidthM={site.corridor_width_m}
            fitKey={`${site.id}:${site.etag}`}
            layerGroups={parts.layerGroups}
            onMapReady={parts.onMapReady}
            searchSites={(q, signal) => findSitesByName(companyId, q, signal)}
          />
        }
        panel={parts.panel ?? details}
        below={parts.below}
      />
      {parts.extra}
      {dialog === 'share' && (
        <ShareSiteDialog companyId={companyId} site={site} onClose={() => setDialog(null)} />
      )}
      {dialog === 'delete' && (
        <DeleteSiteDialog
          companyId={companyId}
          site={site}
          onClose={() => setDialog(null)}
          onDeleted={() => void navigate(backTo, { replace: true })}
        />
      )}
    </>
  );
  return Missions ? (
    <Missions
      companyId={companyId}
      site={site}
      units={units}
      details={details}
      renderPage={renderPage}
    />
  ) : (
    renderPage({})
  );
}
