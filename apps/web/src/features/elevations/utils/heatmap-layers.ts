// The heat map as a map layer group: each grid cell becomes a square of the grid's spacing,
// coloured from low (blue) to high (red) between the grid's min and max; cells without data
// are grey and hatched by opacity. Pure, so it is tested without a map.
import type { THeatmapElevationsResponse } from '@sortie/domain/contracts';
import type { Feature, FeatureCollection, Polygon } from 'geojson';
import type { MapLayerGroup } from '../../../lib/map/extra-layers.ts';

/** Low to high: blue, cyan, green, yellow, red (readable on satellite and street maps). */
export const HEAT_STOPS = ['#2c7bb6', '#00a6ca', '#90eb9d', '#f9d057', '#d7191c'] as const;
export const GAP_COLOR = '#9e9e9e';

const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));

/** The colour at t in [0, 1] along HEAT_STOPS. */
export function heatColor(t: number): string {
  const x = Math.max(0, Math.min(1, Number.isFinite(t) ? t : 0)) * (HEAT_STOPS.length - 1);
  const i = Math.min(HEAT_STOPS.length - 2, Math.floor(x));
  const f = x - i;
  const a = hex(HEAT_STOPS[i]!);
  const b = hex(HEAT_STOPS[i + 1]!);
  return `#${a
    .map((v, k) => Math.round(v + (b[k]! - v) * f))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`;
}

const METRES_PER_DEGREE = 111_320;

/** Squares around the cell centres, coloured by height. */
export function heatmapFeatures(grid: THeatmapElevationsResponse): FeatureCollection<Polygon> {
  const { min_m: min, max_m: max } = grid;
  const span = min !== null && max !== null ? max - min : 0;
  // A point site has spacing 0: draw a 10 m square so it can be seen.
  const half = Math.max(grid.spacing_m, 10) / 2;
  const features = grid.cells.map((c): Feature<Polygon> => {
    const [lng, lat] = c.position;
    const dLat = half / METRES_PER_DEGREE;
    const dLng = dLat / Math.max(0.01, Math.cos((lat * Math.PI) / 180));
    const t =
      c.elevation_m === null || min === null ? 0 : span > 0 ? (c.elevation_m - min) / span : 0.5;
    return {
      type: 'Feature',
      properties: {
        elevation_m: c.elevation_m,
        color: c.elevation_m === null ? GAP_COLOR : heatColor(t),
        gap: c.elevation_m === null,
      },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [lng - dLng, lat - dLat],
            [lng + dLng, lat - dLat],
            [lng + dLng, lat + dLat],
            [lng - dLng, lat + dLat],
            [lng - dLng, lat - dLat],
          ],
        ],
      },
    };
  });
  return { type: 'FeatureCollection', features };
}

export const HEATMAP_GROUP_ID = 'elevation-heatmap';

export function heatmapLayerGroup(grid: THeatmapElevationsResponse): MapLayerGroup {
  return {
    id: HEATMAP_GROUP_ID,
    data: heatmapFeatures(grid),
    layers: [
      {
        id: 'cells',
        type: 'fill',
        paint: {
          'fill-color': ['get', 'color'],
          'fill-opacity': ['case', ['get', 'gap'], 0.35, 0.65],
          'fill-antialias': false,
        },
      },
    ],
  };
}
