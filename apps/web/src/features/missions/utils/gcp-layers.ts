// The site's stored ground control points on the map: a target-like marker per point (white
// ring, coloured centre) so they read as ground markers, not waypoints.
import type { TGcpLayout } from '@sortie/domain/contracts';
import type { CircleLayerSpecification } from 'maplibre-gl';
import type { ExtraLayer, MapLayerGroup } from '../../../lib/map/extra-layers.ts';

export const GCP_GROUP = 'site-gcps';

const circle = (l: Omit<CircleLayerSpecification, 'source'>): ExtraLayer => l;

export function gcpLayerGroup(layout: Pick<TGcpLayout, 'gcps'>, colour: string): MapLayerGroup {
  return {
    id: GCP_GROUP,
    data: {
      type: 'FeatureCollection',
      features: layout.gcps.map((g) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [g.position[0], g.position[1]] },
        properties: { name: g.name },
      })),
    },
    layers: [
      circle({
        id: 'gcp',
        type: 'circle',
        paint: {
          'circle-radius': 6,
          'circle-color': colour,
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 3,
        },
      }),
    ],
  };
}
