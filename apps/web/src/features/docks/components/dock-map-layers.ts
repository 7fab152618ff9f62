// What the cockpit map draws over the base map: the custom flight areas (circles as polygons),
// the aircraft's track, the aircraft with a heading line, and the dock. Pure GeoJSON building.
import type { TGeozone } from '@sortie/domain/contracts';
import type { Feature, FeatureCollection } from 'geojson';
import type { MapLayerGroup } from '../../../lib/map/extra-layers.ts';

type LngLat = [number, number];
const EARTH_M = 6_371_000;

/** The point `metres` away on `bearing` degrees (spherical; fine at map scale). */
export function offset([lng, lat]: LngLat, metres: number, bearing: number): LngLat {
  const d = metres / EARTH_M;
  const b = (bearing * Math.PI) / 180;
  const φ1 = (lat * Math.PI) / 180;
  const λ1 = (lng * Math.PI) / 180;
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(d) + Math.cos(φ1) * Math.sin(d) * Math.cos(b));
  const λ2 =
    λ1 +
    Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(φ1), Math.cos(d) - Math.sin(φ1) * Math.sin(φ2));
  return [(λ2 * 180) / Math.PI, (φ2 * 180) / Math.PI];
}

export function zoneRing(zone: TGeozone): LngLat[] {
  if (zone.shape.type === 'polygon') {
    const ring = zone.shape.coordinates;
    return [...ring, ring[0]!];
  }
  const { center, radius } = zone.shape;
  const ring = Array.from({ length: 48 }, (_, i) => offset(center, radius, (i * 360) / 48));
  return [...ring, ring[0]!];
}

/** The drawn corners as a line, closed once it is an area. */
export function draftRing(draft: readonly LngLat[]): LngLat[] | null {
  if (draft.length < 2) return null;
  return draft.length > 2 ? [...draft, draft[0]!] : [...draft];
}

const fc = (features: Feature[]): FeatureCollection => ({ type: 'FeatureCollection', features });

export function dockMapGroups(input: {
  dock: LngLat | null;
  drone: { position: LngLat; heading: number | null } | null;
  track: readonly LngLat[];
  zones: readonly TGeozone[];
  /** Corners of an area being drawn. */
  draft?: readonly LngLat[] | null;
}): MapLayerGroup[] {
  const zones = fc(
    input.zones.map((z) => ({
      type: 'Feature',
      properties: { kind: z.kind, enabled: z.enabled, name: z.name },
      geometry: { type: 'Polygon', coordinates: [zoneRing(z)] },
    })),
  );
  const one = (feature: Feature | null) => fc(feature ? [feature] : []);
  const point = (at: LngLat | null) =>
    one(
      at ? { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: at } } : null,
    );
  const line = (coordinates: LngLat[] | null) =>
    one(
      coordinates
        ? { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates } }
        : null,
    );
  const drone = input.drone;
  const headingLine =
    drone && drone.heading !== null
      ? [drone.position, offset(drone.position, 40, drone.heading)]
      : null;
  const circle = (color: string, radius: number) => ({
    'circle-radius': radius,
    'circle-color': color,
    'circle-stroke-color': '#fff',
    'circle-stroke-width': 2,
  });
  const zoneColor = ['match', ['get', 'kind'], 'nfz', '#d32f2f', '#1976d2'] as unknown as string;
  return [
    {
      id: 'dock-geozones',
      data: zones,
      layers: [
        {
          id: 'fill',
          type: 'fill',
          paint: {
            'fill-color': zoneColor,
            'fill-opacity': ['case', ['get', 'enabled'], 0.18, 0.05] as unknown as number,
          },
        },
        {
          id: 'line',
          type: 'line',
          paint: { 'line-color': zoneColor, 'line-width': 2, 'line-dasharray': [2, 1] },
        },
      ],
    },
    {
      id: 'dock-track',
      data: line(input.track.length > 1 ? [...input.track] : null),
      layers: [{ id: 'line', type: 'line', paint: { 'line-color': '#ff9800', 'line-width': 3 } }],
    },
    {
      id: 'dock-heading',
      data: line(headingLine),
      layers: [{ id: 'line', type: 'line', paint: { 'line-color': '#212121', 'line-width': 3 } }],
    },
    {
      id: 'dock-draft',
      data: line(draftRing(input.draft ?? [])),
      layers: [{ id: 'line', type: 'line', paint: { 'line-color': '#7b1fa2', 'line-width': 2 } }],
    },
    {
      id: 'dock-draft-corners',
      data: fc(
        (input.draft ?? []).map((at) => ({
          type: 'Feature',
          properties: {},
          geometry: { type: 'Point', coordinates: at },
        })),
      ),
      layers: [{ id: 'dot', type: 'circle', paint: circle('#7b1fa2', 5) }],
    },
    {
      id: 'dock-station',
      data: point(input.dock),
      layers: [{ id: 'dot', type: 'circle', paint: circle('#37474f', 8) }],
    },
    {
      id: 'dock-drone',
      data: point(drone?.position ?? null),
      layers: [{ id: 'dot', type: 'circle', paint: circle('#ff9800', 7) }],
    },
  ];
}
