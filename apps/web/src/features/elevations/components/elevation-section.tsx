// ElevationSection (issue 6 item 4): the site's elevation source (None / SRTM / Custom), the
// custom GeoTIFF upload when the source is Custom, and a heat map of the ground over the site
// with its legend and the coverage check (not for None, whose ground is a flat 0 m). Mounted on the site page by the sites feature.
import { Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { DEFAULT_UNIT_PREFERENCES, canEditSite } from '@sortie/domain';
import type { TSite } from '@sortie/domain/contracts';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/session.ts';
import { HeatmapPanel } from './heatmap-panel.tsx';
import { ModelUpload } from './model-upload.tsx';
import { SourceSelector } from './source-selector.tsx';

export function ElevationSection({ companyId, site }: { companyId: string; site: TSite }) {
  const { t } = useTranslation('elevations');
  const user = useCurrentUser();
  const units = user?.unit_preferences ?? DEFAULT_UNIT_PREFERENCES;
  const editable = canEditSite(site.access_level);
  return (
    <Card component="section" aria-label={t('section.title')}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2" sx={{ fontSize: 18 }}>
            {t('section.title')}
          </Typography>
          <SourceSelector companyId={companyId} site={site} editable={editable} />
          {site.elevation_source === 'Custom' && (
            <ModelUpload companyId={companyId} site={site} editable={editable} />
          )}
          <Divider />
          {site.elevation_source === 'None' ? (
            // Without a source the ground is only the flat 0 m stand-in: no map worth drawing.
            <Typography variant="body2" color="text.secondary" data-testid="heatmap-none">
              {t('section.noSource')}
            </Typography>
          ) : (
            <HeatmapPanel companyId={companyId} site={site} units={units} />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
