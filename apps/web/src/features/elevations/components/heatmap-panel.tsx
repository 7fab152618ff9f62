// The heat map of the site's ground over the site map, its legend, and the coverage check
// (verifyelevationgrid) as a sentence. Loading, error and empty states included.
import { Alert, Box, Button, CircularProgress, Skeleton, Stack, Typography } from '@mui/material';
import type { TSite, TUnitPreferences } from '@sortie/domain/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/errors.ts';
import { SiteMap } from '../../../lib/map/site-map.tsx';
import { useHeatmap } from '../api/heatmap.ts';
import { useVerifyElevationGrid } from '../api/verify-grid.ts';
import { coverageText, noteText } from '../utils/elevation-i18n.ts';
import { heatmapLayerGroup } from '../utils/heatmap-layers.ts';
import { HeatmapLegend } from './heatmap-legend.tsx';

/** Refusals that describe missing data rather than a failure (shown as information). */
const MISSING_DATA = new Set(['srtm_tile_missing', 'elevation_model_missing']);

export function HeatmapPanel({
  companyId,
  site,
  units,
}: {
  companyId: string;
  site: TSite;
  units: TUnitPreferences;
}) {
  const { t } = useTranslation('elevations');
  const heatmap = useHeatmap(companyId, site);
  const verify = useVerifyElevationGrid(companyId);
  const geometries = useMemo(() => [site.geometry], [site.geometry]);
  const groups = useMemo(
    () => (heatmap.data ? [heatmapLayerGroup(heatmap.data)] : []),
    [heatmap.data],
  );
  const missing =
    heatmap.error && 'type' in heatmap.error && MISSING_DATA.has(String(heatmap.error.type));
  const result = verify.data;

  return (
    <Stack spacing={1.5} component="section" aria-label={t('heatmap.label')}>
      <Typography variant="subtitle2" component="h3">
        {t('heatmap.title')}
      </Typography>
      {heatmap.isPending ? (
        <Stack spacing={1} aria-busy>
          <Skeleton variant="rounded" height={260} />
          <Typography variant="caption" color="text.secondary">
            {t('heatmap.loading')}
          </Typography>
        </Stack>
      ) : heatmap.error ? (
        <Alert
          severity={missing ? 'info' : 'error'}
          action={
            missing ? undefined : (
              <Button color="inherit" size="small" onClick={() => void heatmap.refetch()}>
                {t('heatmap.retry')}
              </Button>
            )
          }
        >
          {missing
            ? errorText(heatmap.error)
            : t('heatmap.loadFailed', { message: errorText(heatmap.error) })}
        </Alert>
      ) : heatmap.data.cells.length === 0 ? (
        <Alert severity="info">{t('heatmap.tooSmall')}</Alert>
      ) : (
        <>
          <SiteMap
            geometries={geometries}
            corridorWidthM={site.corridor_width_m}
            layerGroups={groups}
            height={{ xs: 240, md: 320 }}
            label={t('heatmap.label')}
          />
          <HeatmapLegend grid={heatmap.data} units={units} />
          {heatmap.data.note && (
            <Typography variant="body2" color="text.secondary">
              {noteText(heatmap.data.note)}
            </Typography>
          )}
        </>
      )}

      {site.elevation_source !== 'None' && (
        <Box>
          <Button
            size="small"
            variant="outlined"
            disabled={verify.isPending}
            onClick={() => verify.mutate(site.id)}
            startIcon={verify.isPending ? <CircularProgress size={14} /> : undefined}
          >
            {t('heatmap.checkCoverage')}
          </Button>
          {result && (
            <Alert
              sx={{ mt: 1 }}
              severity={
                result.verdict === 'ok'
                  ? 'success'
                  : result.verdict === 'partial'
                    ? 'warning'
                    : 'error'
              }
              role="status"
            >
              {coverageText(result)}
            </Alert>
          )}
          {verify.error && (
            <Alert
              sx={{ mt: 1 }}
              severity={
                verify.error &&
                'type' in verify.error &&
                MISSING_DATA.has(String(verify.error.type))
                  ? 'info'
                  : 'error'
              }
            >
              {errorText(verify.error)}
            </Alert>
          )}
        </Box>
      )}
    </Stack>
  );
}
