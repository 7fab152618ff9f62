// The results map: the shared site map with the site outline, footprints and centres coloured by
// issue, and the gaps. It fits to the photos when there is no site.
import { Box, Stack, Typography } from '@mui/material';
import type { DataCheckResult } from '@sortie/domain/data-check';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useCallback, useMemo } from 'react';
import type { SiteGeometry } from '../../../lib/map/geometry.ts';
import { SiteMap } from '../../../lib/map/site-map.tsx';
import { ISSUE_COLOURS, photoBounds, resultLayers } from '../analysis/map-layers.ts';

const LEGEND: [keyof typeof ISSUE_COLOURS, string][] = [
  ['ok', 'No issue'],
  ['blur', 'Blurred'],
  ['gps_missing', 'No GPS / unreadable'],
  ['overexposed', 'Overexposed'],
  ['underexposed', 'Underexposed'],
  ['gimbal_off_nadir', 'Gimbal off nadir'],
  ['altitude_outlier', 'Altitude outlier'],
  ['duplicate', 'Duplicate'],
];

export function ResultsMap({
  result,
  site,
}: {
  result: DataCheckResult;
  site: [number, number][] | null;
}) {
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
    },
    [bounds, site],
  );
  const gaps = result.issues.filter((i) => i.area).length;
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
        label="Photo centres, footprints and gaps"
        geometries={geometries}
        layerGroups={layers}
        onMapReady={onMapReady}
        fitKey={site ? 'site' : 'photos'}
        height={{ xs: 320, md: 460 }}
      />
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={2} data-testid="data-check-legend">
        {LEGEND.filter(([k]) => k === 'ok' || present.has(k as never)).map(([k, label]) => (
          <Stack key={k} direction="row" spacing={0.5} alignItems="center">
            <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: ISSUE_COLOURS[k] }} />
            <Typography variant="body2">{label}</Typography>
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
            <Typography variant="body2">
              {gaps} gap{gaps === 1 ? '' : 's'} (missing strip or uncovered site)
            </Typography>
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
