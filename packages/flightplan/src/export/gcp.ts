// Exports of planned ground control points for the field crew and for processing software:
// CSV (flight-planning.md §2.7: name, position, height), KML placemarks (§3.5) and OpenDroneMap's
// gcp_list.txt.
import type { GroundControlPoint } from '../generate/gcp.ts';
import { deg, trimmed } from './format.ts';
import { gcpFolder } from './kml.ts';
import { kmlDocument } from './kml-xml.ts';

/**
 * GCPs as CSV: `name,lng,lat,elevation_m` (elevation empty without terrain data), one per line.
 * @example
 * exportGcpCsv(gcps); // "name,lng,lat,elevation_m\nGCP-1,8.5440000,47.3975000,412.5\n"
 */
export function exportGcpCsv(gcps: readonly GroundControlPoint[]): string {
  const quote = (s: string): string => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const rows = gcps.map((g) =>
    [
      quote(g.name),
      deg(g.position[0]),
      deg(g.position[1]),
      g.elevation_m === null ? '' : trimmed(g.elevation_m, 2),
    ].join(','),
  );
  return ['name,lng,lat,elevation_m', ...rows].join('\n') + '\n';
}

/**
 * GCPs as a KML document of target Placemarks.
 * @example
 * exportGcpKml('Field A GCPs', gcps);
 */
export function exportGcpKml(name: string, gcps: readonly GroundControlPoint[]): string {
  return kmlDocument(name, [gcpFolder(gcps)]);
}

/** One image observation of a GCP: pixel position of the target's centre in a photo. */
export interface GcpImageObservation {
  gcp_name: string;
  image_name: string;
  im_x: number;
  im_y: number;
}

/**
 * GCPs in OpenDroneMap's gcp_list.txt format: the projection on the first line (`EPSG:4326`,
 * so geo_x is longitude and geo_y latitude, which ODM accepts), then one
 * `geo_x geo_y geo_z im_x im_y image_name gcp_name` line per observation.
 *
 * Planned GCPs have no photos yet, and ODM rejects lines without an image; so each GCP without
 * observations is written as a `#` comment line (ODM skips comments) in the same column order
 * with the image columns left as placeholders. The file loads in ODM and WebODM's GCP editor as
 * is, and the crew's surveyed heights and tagged pixels complete it after the flight.
 * @example
 * exportGcpOdm(gcps, [{ gcp_name: 'GCP-1', image_name: 'DJI_0001.JPG', im_x: 2010, im_y: 1500 }]);
 */
export function exportGcpOdm(
  gcps: readonly GroundControlPoint[],
  observations: readonly GcpImageObservation[] = [],
): string {
  const lines = ['EPSG:4326', '# geo_x geo_y geo_z im_x im_y image_name gcp_name'];
  for (const g of gcps) {
    const geo = `${deg(g.position[0])} ${deg(g.position[1])} ${trimmed(g.elevation_m ?? 0, 3)}`;
    // Columns are whitespace-separated, so names must not contain spaces.
    const name = g.name.replace(/\s+/g, '_');
    const seen = observations.filter((o) => o.gcp_name === g.name);
    if (seen.length === 0) lines.push(`# ${geo} <im_x> <im_y> <image_name> ${name}`);
    for (const o of seen) {
      const image = o.image_name.replace(/\s+/g, '_');
      lines.push(`${geo} ${trimmed(o.im_x, 2)} ${trimmed(o.im_y, 2)} ${image} ${name}`);
    }
  }
  return lines.join('\n') + '\n';
}
