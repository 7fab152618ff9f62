// The imported zones in memory behind a Flatbush index (static R-tree over bounding boxes), so an
// advisory with 50,000 zones tests a handful of candidates exactly (bench/airspace). Rebuilt from
// the database when the zone files change (an import here or on another instance).
import Flatbush from 'flatbush';
import type { Zone } from '@sortie/domain/airspace';

export type IndexedZone = Zone & { bbox: [number, number, number, number] };

export type ZoneIndex = {
  size: number;
  /** Zones whose bounding box meets the box. */
  search(minLng: number, minLat: number, maxLng: number, maxLat: number): IndexedZone[];
};

export function buildZoneIndex(zones: IndexedZone[]): ZoneIndex {
  if (zones.length === 0) return { size: 0, search: () => [] };
  const index = new Flatbush(zones.length);
  for (const z of zones) index.add(...z.bbox);
  index.finish();
  return {
    size: zones.length,
    search: (a, b, c, d) => index.search(a, b, c, d).map((i) => zones[i]!),
  };
}
