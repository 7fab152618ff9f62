// The results map as layer groups for the shared site map: footprints and photo centres coloured
// by their worst issue, and missing strips and coverage gaps hatched red. Colours are set per
// feature so the legend and the map read the same table.
import type { DataCheckResult, ImageIssueKind } from '@sortie/domain/data-check';
import type { Feature, FeatureCollection } from 'geojson';
import type { MapLayerGroup } from '../../../lib/map/extra-layers.ts';

export const ISSUE_COLOURS: Record<ImageIssueKind | 'ok', string> = {
  ok: '#2e7d32',
  blur: '#d32f2f',
  gps_missing: '#6a1b9a',
  unreadable: '#6a1b9a',
  overexposed: '#f9a825',
  underexposed: '#5d4037',
  gimbal_off_nadir: '#ef6c00',
  altitude_outlier: '#0277bd',
  duplicate: '#757575',
  pixels_unchecked: '#9e9d24',
};

/** Most serious first: an image shows the colour of the first of its issues in this list. */
const SEVERITY: ImageIssueKind[] = [
  'unreadable',
  'gps_missing',
  'blur',
  'overexposed',
  'underexposed',
  'gimbal_off_nadir',
  'altitude_outlier',
  'duplicate',
  'pixels_unchecked',
];

export function worstIssue(kinds: readonly ImageIssueKind[]): ImageIssueKind | 'ok' {
  return SEVERITY.find((k) => kinds.includes(k)) ?? 'ok';
}

const collection = (features: Feature[]): FeatureCollection => ({
  type: 'FeatureCollection',
  features,
});

export function resultLayers(result: DataCheckResult): MapLayerGroup[] {
  const footprints: Feature[] = [];
  const centres: Feature[] = [];
  for (const img of result.images) {
    const issue = worstIssue(img.issues.map((i) => i.kind));
    const properties = { name: img.name, issue, colour: ISSUE_COLOURS[issue] };
    if (img.footprint) {
      footprints.push({
        type: 'Feature',
        properties,
        geometry: { type: 'Polygon', coordinates: [img.footprint] },
      });
    }
    if (img.lon !== null && img.lat !== null) {
      centres.push({
        type: 'Feature',
        properties,
        geometry: { type: 'Point', coordinates: [img.lon, img.lat] },
      });
    }
  }
  const gaps: Feature[] = result.issues
    .filter((i) => i.area)
    .map((i) => ({
      type: 'Feature',
      properties: { kind: i.kind, message: i.message },
      geometry: { type: 'Polygon', coordinates: [i.area!] },
    }));
  return [
    {
      id: 'dc-footprints',
      data: collection(footprints),
      layers: [
        {
          id: 'fill',
          type: 'fill',
          paint: { 'fill-color': ['get', 'colour'], 'fill-opacity': 0.08 },
        },
        {
          id: 'line',
          type: 'line',
          paint: { 'line-color': ['get', 'colour'], 'line-width': 0.6, 'line-opacity': 0.5 },
        },
      ],
    },
    {
      id: 'dc-gaps',
      data: collection(gaps),
      layers: [
        { id: 'fill', type: 'fill', paint: { 'fill-color': '#d32f2f', 'fill-opacity': 0.3 } },
        {
          id: 'line',
          type: 'line',
          paint: { 'line-color': '#d32f2f', 'line-width': 2, 'line-dasharray': [2, 1] },
        },
      ],
    },
    {
      id: 'dc-centres',
      data: collection(centres),
      layers: [
        {
          id: 'dot',
          type: 'circle',
          paint: {
            'circle-color': ['get', 'colour'],
            'circle-radius': ['case', ['==', ['get', 'issue'], 'ok'], 3, 6],
            'circle-stroke-color': '#fff',
            'circle-stroke-width': 1,
          },
        },
      ],
    },
  ];
}

/** [west, south, east, north] of the photo centres, or null. */
export function photoBounds(result: DataCheckResult): [number, number, number, number] | null {
  const placed = result.images.filter((i) => i.lon !== null && i.lat !== null);
  if (placed.length === 0) return null;
  const lons = placed.map((i) => i.lon!);
  const lats = placed.map((i) => i.lat!);
  return [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
}
