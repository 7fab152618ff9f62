// The custom-flight-area file a dock downloads (dji-cloud-api.md §7.4): a GeoJSON
// FeatureCollection named geofence_{MD5}.json, announced with the SHA-256 of its content and
// fetched through a signed, expiring URL (the dock carries no Sortie session).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { GeozoneRow } from '../table.ts';

/** How long a flight-area download link stays valid. */
export const FILE_URL_TTL_MS = 30 * 60_000;

export type AreaFile = { name: string; content: string; checksum: string; size: number };

function featureOf(row: GeozoneRow) {
  const shape = row.shape;
  if (shape.type === 'circle')
    return {
      type: 'Feature',
      id: row.id,
      geofence_type: row.kind,
      geometry: { type: 'Point', coordinates: shape.center },
      properties: { subType: 'Circle', radius: shape.radius, enable: row.enabled },
    };
  const ring = [...shape.coordinates];
  const [first, last] = [ring[0], ring.at(-1)];
  // GeoJSON rings are closed: the first corner repeated at the end.
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) ring.push(first);
  return {
    type: 'Feature',
    id: row.id,
    geofence_type: row.kind,
    geometry: { type: 'Polygon', coordinates: [ring] },
    properties: { enable: row.enabled },
  };
}

/** null when the workspace has no areas: the dock is told "no files" (it clears its areas). */
export function buildAreaFile(rows: GeozoneRow[]): AreaFile | null {
  if (rows.length === 0) return null;
  const content = JSON.stringify({ type: 'FeatureCollection', features: rows.map(featureOf) });
  const md5 = createHash('md5').update(content).digest('hex');
  return {
    name: `geofence_${md5}.json`,
    content,
    checksum: createHash('sha256').update(content).digest('hex'),
    size: Buffer.byteLength(content),
  };
}

const mac = (secret: string, companyId: string, name: string, exp: number) =>
  createHmac('sha256', secret)
    .update(`flight-areas:${companyId}:${name}:${exp}`)
    .digest('base64url');

export function signFilePath(secret: string, companyId: string, name: string, now: Date): string {
  const exp = now.getTime() + FILE_URL_TTL_MS;
  return `/api/v4/dock-files/flight-areas/${encodeURIComponent(companyId)}/${encodeURIComponent(name)}?exp=${exp}&sig=${mac(secret, companyId, name, exp)}`;
}

export function verifyFileSignature(
  secret: string,
  companyId: string,
  name: string,
  exp: number,
  sig: string,
  now: Date,
): boolean {
  if (!Number.isFinite(exp) || exp < now.getTime()) return false;
  const want = Buffer.from(mac(secret, companyId, name, exp));
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got);
}
