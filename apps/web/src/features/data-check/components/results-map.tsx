// The results map: the shared site map with the site outline, footprints and centres coloured by
// issue, and the gaps. It fits to the photos when there is no site.
import { Box, Stack, Typography } from '@mui/material';
import type { DataCheckResult } from '@sortie/domain/data-check';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useCallback, useMemo } from 'react';
import type { SiteGeometry } from '../../../lib/map/geometry.ts';
import { SiteMap } from '../../../lib/map/site-map.tsx';
import { useTranslation } from 'react-i18next';
import { ISSUE_COLOURS, photoBounds, resultLayers } from '../analysis/map-layers.ts';

/** Legend entries and their dataCheck catalogue keys. */
const LEGEND: [keyof typeof ISSUE_COLOURS, string][] = [
  ['ok', 'map.ok'],
  ['blur', 'issues.blur'],
  ['gps_missing', 'map.gpsOrUnreadable'],
  ['overexposed', 'issues.overexposed'],
  ['underexposed', 'issues.underexposed'],
  ['gimbal_off_nadir', 'issues.gimbal_off_nadir'],
  ['altitude_outlier', 'issues.altitude_outlier'],
  ['duplicate', 'issues.duplicate'],
  ['pixels_unchecked', 'issues.pixels_unchecked'],
];

export function ResultsMap({
  result,
  site,
  onMap,
}: {
  result: DataCheckResult;
  site: [number, number][] | null;
  /** The map once it is ready (for the PDF report's snapshot), null when it goes. */
  onMap?: (map: MapLibreMap | null) => void;
}) {
  const { t } = useTranslation('dataCheck');
  const layers = useMemo(() => resultLayers(result), [result]);
  const geometries = useMemo<SiteGeometry[]>(
    () => (site ? [{ type: 'Polygon', coordinates: [site] }] : []),
    [site],
  );
  const bounds = useMemo(() => photoBounds(result), [result]);
  const onMapReady = useCallback(
    (map: MapLibreMap | null) => {
      if (map && bounds && !site)
        map.fitBounds(bounds, { padding: 40, animate: false, maxZoom: 19 });
      onMap?.(map);
    },
    [bounds, site, onMap],
  );
  const gaps = result.issues.filter((i) => i.area).length;
  // Refit when a site appears or goes (a key, not words).
  const fitKey = site ? 'site' : 'photos';
  // The counts of what the layers draw, for people reading the page with a screen reader and for
  // the e2e test (the canvas itself cannot be read).
  const centres = layers.find((l) => l.id === 'dc-centres')?.data.features ?? [];
  const flaggedCentres = centres.filter((f) => f.properties?.issue !== 'ok').length;
  const present = new Set(result.images.flatMap((i) => i.issues.map((x) => x.kind)));
  return (
    <Stack
      spacing={1}
      data-testid="data-check-map"
      data-centres={centres.length}
      data-flagged-centres={flaggedCentres}
      data-gaps={gaps}
    >
      <SiteMap
        label={t('map.label')}
        geometries={geometries}
        layerGroups={layers}
        onMapReady={onMapReady}
        fitKey={fitKey}
        height={{ xs: 320, md: 460 }}
      />
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={2} data-testid="data-check-legend">
        {LEGEND.filter(([k]) => k === 'ok' || present.has(k as never)).map(([k, label]) => (
          <Stack key={k} direction="row" spacing={0.5} alignItems="center">
            <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: ISSUE_COLOURS[k] }} />
            <Typography variant="body2">{t(label)}</Typography>
          </Stack>
        ))}
        {gaps > 0 && (
          <Stack
            direction="row"
            spacing={0.5}
            alignItems="center"
            data-testid="data-check-legend-gaps"
          >
            <Box sx={{ width: 14, height: 10, bgcolor: '#d32f2f', opacity: 0.5 }} />
            <Typography variant="body2">{t('map.gaps', { count: gaps })}</Typography>
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
