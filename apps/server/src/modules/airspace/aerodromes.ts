// The packaged aerodrome dataset (data/aerodromes.json, from OurAirports; regenerate with
// scripts/build-aerodromes.mjs): medium and large airports, loaded once. 5,210 points: a scan with
// a cheap latitude/longitude pre-filter is well under a millisecond, so no index is needed.
import fs from 'node:fs';
import { distanceM, type Aerodrome, type LngLat } from '@sortie/domain/airspace';

type Row = [string, string | null, string, 'L' | 'M', number, number, string];
type DataFile = { source: string; dataDate: string; rows: Row[] };

export type AerodromeSet = {
  source: string;
  dataDate: string;
  all: Aerodrome[];
  /** Aerodromes within `km` of any of the points, with the distance to the nearest point. */
  near(points: LngLat[], km: number): { aerodrome: Aerodrome; distanceKm: number }[];
};

export function loadAerodromes(
  file = new URL('./data/aerodromes.json', import.meta.url),
): AerodromeSet {
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as DataFile;
  const all: Aerodrome[] = data.rows.map(([ident, iata, name, type, lngv, latv]) => ({
    ident,
    iata,
    name,
    type: type === 'L' ? 'large_airport' : 'medium_airport',
    lngLat: [lngv, latv],
  }));
  return {
    source: data.source,
    dataDate: data.dataDate,
    all,
    near(points, km) {
      const dLat = km / 111;
      const out: { aerodrome: Aerodrome; distanceKm: number }[] = [];
      // The points' latitude band first: a mission path has thousands of points, and almost
      // every aerodrome of the world lies outside its band.
      const minLat = Math.min(...points.map((p) => p[1])) - dLat;
      const maxLat = Math.max(...points.map((p) => p[1])) + dLat;
      for (const a of all) {
        if (a.lngLat[1] < minLat || a.lngLat[1] > maxLat) continue;
        let best = Infinity;
        for (const p of points) {
          if (Math.abs(a.lngLat[1] - p[1]) > dLat) continue;
          const cos = Math.max(0.01, Math.cos((p[1] * Math.PI) / 180));
          const dLng = Math.abs(a.lngLat[0] - p[0]);
          if (Math.min(dLng, 360 - dLng) * cos > dLat) continue;
          best = Math.min(best, distanceM(a.lngLat, p) / 1000);
        }
        if (best <= km) out.push({ aerodrome: a, distanceKm: best });
      }
      return out.sort((x, y) => x.distanceKm - y.distanceKm);
    },
  };
}
