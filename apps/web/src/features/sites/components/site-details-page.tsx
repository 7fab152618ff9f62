// The parts of SiteDetailsPage (feature-areas §2) for an existing site, which the site route
// composes with the missions area (features never import each other; decision 020): the page
// while the site loads or when it cannot, the site's details panel with its share and delete
// dialogs, and the page itself (the map beside a side panel, the missions below).
import { Alert, Box, Button, Card, CardContent } from '@mui/material';
import type { TSite, TUnitPreferences } from '@sortie/domain/contracts';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { MapLayerGroup } from '../../../lib/map/extra-layers.ts';
import { SiteMap } from '../../../lib/map/site-map.tsx';
import { findSitesByName } from '../api/find-sites-by-name.ts';
import { DeleteSiteDialog } from './delete-site-dialog.tsx';
import { ShareSiteDialog } from './share-site-dialog.tsx';
import { SiteInfoPanel } from './site-info-panel.tsx';
import { SitePageLayout } from './site-page-layout.tsx';

export { SitePageSkeleton } from './site-page-skeleton.tsx';

/** The page when the site cannot be loaded (gone, or no access). */
export function SitePageError({ companyId, error }: { companyId: string; error: Error | null }) {
  const { t } = useTranslation('sites');
  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 640, mx: 'auto' }}>
      <Card>
        <CardContent>
          <Alert severity="error" sx={{ mb: 2 }}>
            {error?.message ?? t('page.loadFailed')}
          </Alert>
          <Button component={Link} to={paths.sites.href(companyId)} variant="contained">
            {t('page.backToSites')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}

/**
 * The site's details panel and the share and delete dialogs it opens. Both keep their identity
 * until the site or a dialog changes, so a page that re-renders often (the planner's) does not
 * re-render them.
 */
export function useSiteDetails(props: {
  companyId: string;
  site: TSite;
  units: TUnitPreferences;
}): { details: ReactNode; dialogs: ReactNode } {
  const { companyId, site, units } = props;
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'share' | 'delete' | null>(null);
  const details = useMemo(
    () => (
      <SiteInfoPanel
        companyId={companyId}
        site={site}
        units={units}
        onShare={() => setDialog('share')}
        onDelete={() => setDialog('delete')}
      />
    ),
    [companyId, site, units],
  );
  const dialogs = useMemo(() => {
    const backTo = paths.sites.href(companyId);
    if (dialog === 'share')
      return <ShareSiteDialog companyId={companyId} site={site} onClose={() => setDialog(null)} />;
    if (dialog === 'delete')
      return (
        <DeleteSiteDialog
          companyId={companyId}
          site={site}
          onClose={() => setDialog(null)}
          onDeleted={() => void navigate(backTo, { replace: true })}
        />
      );
    return null;
  }, [dialog, companyId, site, navigate]);
  return { details, dialogs };
}

/** An existing site's page: its map beside the side panel, with what goes below and beside. */
export function SiteDetailsPage(props: {
  companyId: string;
  site: TSite;
  panel: ReactNode;
  below?: ReactNode;
  layerGroups?: readonly MapLayerGroup[];
  onMapReady?: (map: MapLibreMap | null) => void;
  /** Rendered beside the page (map pointer handlers, dialogs). */
  extra?: ReactNode;
}) {
  const { companyId, site, panel, below, layerGroups, onMapReady, extra } = props;
  const geometries = useMemo(() => [site.geometry], [site]);
  return (
    <>
      <SitePageLayout
        title={site.name}
        backTo={paths.sites.href(companyId)}
        map={
          <SiteMap
            height={{ xs: 320, md: 'min(65vh, 600px)' }}
            geometries={geometries}
            corridorWidthM={site.corridor_width_m}
            fitKey={`${site.id}:${site.etag}`}
            layerGroups={layerGroups}
            onMapReady={onMapReady}
            searchSites={(q, signal) => findSitesByName(companyId, q, signal)}
          />
        }
        panel={panel}
        below={below}
      />
      {extra}
    </>
  );
}
