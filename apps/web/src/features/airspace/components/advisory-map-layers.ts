// The advisory map's layer groups, bottom to top: the rings the brand's rules draw around
// aerodromes (paler fills and dashed edges, so an imported zone on top still reads as its own
// shape), the imported zones, and the picked point.
import type { TAerodromeZonesResponse, TZonesResponse } from '@sortie/domain/contracts';
import type { MapLayerGroup } from '../../../lib/map/extra-layers.ts';
import type { LngLat } from '../api/airspace-api.ts';
import { ZONE_COLOURS } from './zone-class.ts';

export const AERODROME_ZONES_GROUP = 'airspace-aerodrome-zones';

function aerodromeZoneLayers(data: TAerodromeZonesResponse | undefined): MapLayerGroup {
  const features = (data?.zones ?? []).map((z) => ({
    type: 'Feature' as const,
    properties: { colour: ZONE_COLOURS[z.class], name: z.aerodrome_name },
    geometry: { type: 'Polygon' as const, coordinates: z.polygon },
  }));
  return {
    id: AERODROME_ZONES_GROUP,
    data: { type: 'FeatureCollection', features },
    layers: [
      {
        id: 'fill',
        type: 'fill',
        paint: { 'fill-color': ['get', 'colour'], 'fill-opacity': 0.15 },
      },
      {
        id: 'line',
        type: 'line',
        paint: {
          'line-color': ['get', 'colour'],
          'line-width': 1,
          'line-dasharray': [3, 2],
        },
      },
    ],
  };
}

/** The imported zones, with the picked point on top. */
function importedZoneLayers(zones: TZonesResponse | undefined, p: LngLat | null): MapLayerGroup[] {
  const features = (zones?.zones ?? []).map((z) => ({
    type: 'Feature' as const,
    properties: { colour: ZONE_COLOURS[z.class], name: z.name },
    geometry: { type: 'MultiPolygon' as const, coordinates: z.polygons },
  }));
  const groups: MapLayerGroup[] = [
    {
      id: 'airspace-zones',
      data: { type: 'FeatureCollection', features },
      layers: [
        {
          id: 'fill',
          type: 'fill',
          paint: { 'fill-color': ['get', 'colour'], 'fill-opacity': 0.3 },
        },
        { id: 'line', type: 'line', paint: { 'line-color': ['get', 'colour'], 'line-width': 1.5 } },
      ],
    },
  ];
  if (p)
    groups.push({
      id: 'airspace-point',
      data: {
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: p } },
        ],
      },
      layers: [
        {
          id: 'dot',
          type: 'circle',
          paint: {
            'circle-radius': 7,
            'circle-color': '#1565c0',
            'circle-stroke-color': '#fff',
            'circle-stroke-width': 2,
          },
        },
      ],
    });
  return groups;
}

export function advisoryMapLayers(input: {
  aerodromeZones: TAerodromeZonesResponse | undefined;
  zones: TZonesResponse | undefined;
  point: LngLat | null;
}): MapLayerGroup[] {
  return [
    aerodromeZoneLayers(input.aerodromeZones),
    ...importedZoneLayers(input.zones, input.point),
  ];
}
