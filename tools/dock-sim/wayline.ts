// Reads a DJI WPML KMZ the way the dock does: wpmz/waylines.wpml, each waypoint Placemark's
// coordinates, executeHeight (relative to take-off) and waypointSpeed, falling back to the
// route's autoFlightSpeed. Tolerant: a missing height or speed takes the route's or a default.
import { strFromU8, unzipSync } from 'fflate';

export type SimWaypoint = { lng: number; lat: number; height: number; speed: number };

const tag = (xml: string, name: string) =>
  new RegExp(`<wpml:${name}>\\s*([^<]+?)\\s*</wpml:${name}>`).exec(xml)?.[1];

export function parseWaylines(kmz: Uint8Array): SimWaypoint[] {
  const files = unzipSync(kmz);
  const entry = Object.keys(files).find((name) => name.endsWith('waylines.wpml'));
  if (!entry) throw new Error('no wpmz/waylines.wpml in the KMZ');
  const xml = strFromU8(files[entry]!);
  const routeSpeed = Number(tag(xml, 'autoFlightSpeed') ?? 8) || 8;
  const points: SimWaypoint[] = [];
  for (const [, body] of xml.matchAll(/<Placemark>([\s\S]*?)<\/Placemark>/g)) {
    const coords = /<coordinates>\s*([^<]+?)\s*<\/coordinates>/.exec(body!)?.[1];
    if (!coords) continue;
    const [lng, lat] = coords.split(',').map(Number);
    if (!Number.isFinite(lng) || !Number.isFinite(lat)) continue;
    points.push({
      lng: lng!,
      lat: lat!,
      height: Number(tag(body!, 'executeHeight') ?? 50) || 50,
      speed: Number(tag(body!, 'waypointSpeed') ?? routeSpeed) || routeSpeed,
    });
  }
  if (points.length === 0) throw new Error('the wayline has no waypoints');
  return points;
}

const M_PER_DEG = 111_320;

/** Metres between two positions (equirectangular: fine over a dock's 10 km). */
export function metresBetween(a: { lng: number; lat: number }, b: { lng: number; lat: number }) {
  const x = (b.lng - a.lng) * M_PER_DEG * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180);
  const y = (b.lat - a.lat) * M_PER_DEG;
  return Math.hypot(x, y);
}

export function headingDeg(a: { lng: number; lat: number }, b: { lng: number; lat: number }) {
  const x = (b.lng - a.lng) * Math.cos((a.lat * Math.PI) / 180);
  const deg = (Math.atan2(x, b.lat - a.lat) * 180) / Math.PI;
  return Math.round(deg * 10) / 10;
}
