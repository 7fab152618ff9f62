// The imported zones in memory behind a Flatbush index (static R-tree over bounding boxes), so an
// advisory with 50,000 zones tests a handful of candidates exactly (bench/airspace). Rebuilt from
// the database when the zone files change (an import here or on another instance). The aerodromes
// use the same index for the map's rule-drawn rings (aerodrome-zones.ts).
import Flatbush from 'flatbush';
import type { Zone } from '@sortie/domain/airspace';

export type Box = [number, number, number, number];
export type IndexedZone = Zone & { bbox: Box };

export type ZoneIndex<T extends { bbox: Box } = IndexedZone> = {
  size: number;
  /** Items whose bounding box meets the box. */
  search(minLng: number, minLat: number, maxLng: number, maxLat: number): T[];
};

export function buildZoneIndex<T extends { bbox: Box } = IndexedZone>(zones: T[]): ZoneIndex<T> {
  if (zones.length === 0) return { size: 0, search: () => [] };
  const index = new Flatbush(zones.length);
  for (const z of zones) index.add(...z.bbox);
  index.finish();
  return {
    size: zones.length,
    search: (a, b, c, d) => index.search(a, b, c, d).map((i) => zones[i]!),
  };
}
