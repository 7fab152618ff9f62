// The site card menu (feature-areas §2): collection actions, Share Site, Export Site as KML,
// Export Missions as KML (only with a goal above 0), Export GCPs (only when the site has GCPs),
// Export Elevations as CSV (areas and corridors: a point has no grid; decision 020) and, at
// full_access only, Delete Site.
import MoreVert from '@mui/icons-material/MoreVert';
import { IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import { canDeleteSite, canShareSite } from '@sortie/domain';
import type { TSiteSummary } from '@sortie/domain/contracts';
import { useState } from 'react';
import { exportFileName } from '@sortie/domain';
import { api } from '../../../lib/api-client.ts';
import { notifyError } from '../../../lib/notify.ts';
import { exportSiteKml, saveTextFile } from '../api/export-site.ts';
import { sitePath } from '../api/paths.ts';
import { DeleteSiteDialog } from './delete-site-dialog.tsx';
import { ShareSiteDialog } from './share-site-dialog.tsx';
import { useSiteCollectionActions } from './site-collection-actions.tsx';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/i18n.ts';

type SiteFeatureExport =
  | { map_feature: 'Missions'; output_format: 'KML' }
  | { map_feature: 'GCP'; output_format: 'CSV' | 'KML' | 'GCP format' }
  | { map_feature: 'Elevations'; output_format: 'CSV' };

/** feature-areas §8 toasts, one per export. */
function siteExportError(e: SiteFeatureExport): string {
  if (e.map_feature === 'Missions') return i18n.t('sites:menu.exportMissionsFailed');
  if (e.map_feature === 'Elevations') return i18n.t('sites:menu.exportElevationsFailed');
  return i18n.t('sites:menu.exportGcpsFailed', { format: e.output_format });
}

/** The server's file names (decision 015): site, what, date. */
function exportName(site: Pick<TSiteSummary, 'name'>, e: SiteFeatureExport): [string, string] {
  const [kind, ext, type] =
    e.map_feature === 'Missions'
      ? ['missions', 'kml', 'application/vnd.google-earth.kml+xml']
      : e.map_feature === 'Elevations'
        ? ['elevations', 'csv', 'text/csv']
        : e.output_format === 'GCP format'
          ? ['gcp_list', 'txt', 'text/plain']
          : e.output_format === 'KML'
            ? ['gcps', 'kml', 'application/vnd.google-earth.kml+xml']
            : ['gcps', 'csv', 'text/csv'];
  return [exportFileName({ siteName: site.name, kind, ext }), type];
}

/** GET /sites/{id}/features (missions, GCPs, elevations): all text, saved as a file. */
async function exportSiteFeature(companyId: string, site: TSiteSummary, e: SiteFeatureExport) {
  const body = await api.get<unknown>(`${sitePath(companyId, site.id)}/features`, {
    query: { ...e },
    headers: { Accept: 'text/csv, text/plain, application/vnd.google-earth.kml+xml, */*' },
  });
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const [name, type] = exportName(site, e);
  saveTextFile(text, name, type);
}

export function SiteCardMenu({ companyId, site }: { companyId: string; site: TSiteSummary }) {
  const { t } = useTranslation('sites');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'share' | 'delete' | null>(null);
  const collections = useSiteCollectionActions();
  const exportFeature = (feature: SiteFeatureExport) => () => {
    close();
    exportSiteFeature(companyId, site, feature).catch(() => notifyError(siteExportError(feature)));
  };
  const close = () => setAnchor(null);
  const run = (fn: () => void) => () => {
    close();
    fn();
  };
  return (
    <>
      <IconButton
        aria-label={t('menu.label')}
        aria-haspopup="menu"
        size="small"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {collections.removeFromCollection ? (
          <MenuItem onClick={run(() => collections.removeFromCollection?.(site))}>
            <ListItemText>{t('menu.removeFromCollection')}</ListItemText>
          </MenuItem>
        ) : (
          // A site shared in from another workspace cannot join this workspace's collections.
          collections.addToCollection &&
          !site.external && (
            <MenuItem onClick={run(() => collections.addToCollection?.(site))}>
              <ListItemText>{t('menu.addToCollection')}</ListItemText>
            </MenuItem>
          )
        )}
        {/* Shares are managed in the site's own workspace (the server refuses them here). */}
        {canShareSite(site.access_level) && !site.external && (
          <MenuItem onClick={run(() => setDialog('share'))}>
            <ListItemText>{t('details.share')}</ListItemText>
          </MenuItem>
        )}
        <MenuItem
          onClick={run(() => {
            exportSiteKml(companyId, site).catch(() => notifyError(t('details.exportFailed')));
          })}
        >
          <ListItemText>{t('details.exportKml')}</ListItemText>
        </MenuItem>
        {(site.goal ?? 0) > 0 && (
          <MenuItem onClick={exportFeature({ map_feature: 'Missions', output_format: 'KML' })}>
            <ListItemText>{t('menu.exportMissions')}</ListItemText>
          </MenuItem>
        )}
        {site.gcp_count > 0 && [
          <MenuItem
            key="gcp-csv"
            onClick={exportFeature({ map_feature: 'GCP', output_format: 'CSV' })}
          >
            <ListItemText>{t('menu.exportGcpsCsv')}</ListItemText>
          </MenuItem>,
          <MenuItem
            key="gcp-kml"
            onClick={exportFeature({ map_feature: 'GCP', output_format: 'KML' })}
          >
            <ListItemText>{t('menu.exportGcpsKml')}</ListItemText>
          </MenuItem>,
          <MenuItem
            key="gcp-odm"
            onClick={exportFeature({ map_feature: 'GCP', output_format: 'GCP format' })}
          >
            <ListItemText>{t('menu.exportGcpsTxt')}</ListItemText>
          </MenuItem>,
        ]}
        {site.site_type !== 'point' && (
          <MenuItem onClick={exportFeature({ map_feature: 'Elevations', output_format: 'CSV' })}>
            <ListItemText>{t('menu.exportElevations')}</ListItemText>
          </MenuItem>
        )}
        {canDeleteSite(site.access_level) && (
          <MenuItem onClick={run(() => setDialog('delete'))} sx={{ color: 'error.main' }}>
            <ListItemText>{t('details.delete')}</ListItemText>
          </MenuItem>
        )}
      </Menu>
      {dialog === 'share' && (
        <ShareSiteDialog companyId={companyId} site={site} onClose={() => setDialog(null)} />
      )}
      {dialog === 'delete' && (
        <DeleteSiteDialog companyId={companyId} site={site} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
