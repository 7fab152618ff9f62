// Map geometry of an orbit draft: the centre, the orbit circle and the minimum safe ring, as
// GeoJSON features tagged with `role` for the layer filters.
import type { Feature, FeatureCollection, Polygon } from 'geojson';
import { offsetLngLat } from '../../waypoints/utils/waypoint-list.ts';
import type { PoiDraft } from '../types.ts';
import { orbitRadiusM, safeRadiusM } from './poi-draft.ts';

type LngLat = [number, number];

/**
 * A circle of `radiusM` metres around `center` as a closed ring of `steps` + 1 points.
 *
 * @example
 * circleRing([0, 0], 100, 4).length; // 5
 */
export function circleRing(center: LngLat, radiusM: number, steps = 72): LngLat[] {
  const ring: LngLat[] = [];
  for (let i = 0; i < steps; i++) ring.push(offsetLngLat(center, (360 * i) / steps, radiusM));
  ring.push(ring[0]!);
  return ring;
}

function ringFeature(center: LngLat, radiusM: number, role: string): Feature<Polygon> {
  return {
    type: 'Feature',
    geometry: { type: 'Polygon', coordinates: [circleRing(center, radiusM)] },
    properties: { role, radius_m: radiusM },
  };
}

export interface PoiGeoJson {
  safe: FeatureCollection;
  orbit: FeatureCollection;
  centre: FeatureCollection;
}

const collection = (features: Feature[]): FeatureCollection => ({
  type: 'FeatureCollection',
  features,
});

/** Safe ring, orbit ring and centre point; all empty until the draft has a centre. */
export function poiGeoJson(draft: PoiDraft): PoiGeoJson {
  const center = draft.center;
  if (!center) return { safe: collection([]), orbit: collection([]), centre: collection([]) };
  const c: LngLat = [center[0], center[1]];
  const ring = (radius: number, role: string) =>
    Number.isFinite(radius) && radius > 0 ? [ringFeature(c, radius, role)] : [];
  return {
    safe: collection(ring(safeRadiusM(draft), 'safe')),
    orbit: collection(ring(orbitRadiusM(draft), 'orbit')),
    centre: collection([
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: c },
        properties: { role: 'centre' },
      },
    ]),
  };
}
