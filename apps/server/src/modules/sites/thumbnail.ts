// SVG thumbnail of a site for cards and collections: a pure function of the geometry, generated
// on create and update and stored with the site (GET .../thumbnail.svg serves it).
import type { TSiteGeometry } from '@sortie/domain/contracts';
import { boundsOf } from './geometry.ts';

const W = 160;
const H = 100;
// Room around the shape so it never touches the card edges.
const PAD = 14;
const STROKE = '#1565c0';
const FILL = '#1565c033';

const fmt = (n: number): string => (Math.round(n * 10) / 10).toString();

/**
 * Draws the geometry fitted into a 160×100 box, keeping its shape: longitudes are scaled by
 * cos(latitude) so a square field stays square (equirectangular projection at the centre).
 *
 * @example
 * siteThumbnailSvg({ type: 'Point', coordinates: [77.59, 12.97] }); // '<svg ...><circle .../></svg>'
 */
export function siteThumbnailSvg(geometry: TSiteGeometry): string {
  const open = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">`;
  const bg = `<rect width="${W}" height="${H}" fill="#eef3f8"/>`;
  if (geometry.type === 'Point') {
    return `${open}${bg}<circle cx="${W / 2}" cy="${H / 2}" r="6" fill="${STROKE}" stroke="#fff" stroke-width="2"/></svg>`;
  }
  const rings = geometry.type === 'Polygon' ? geometry.coordinates : [geometry.coordinates];
  const [west, south, east, north] = boundsOf(rings.flat());
  const kx = Math.cos((((south + north) / 2) * Math.PI) / 180);
  const [minX, maxX, minY, maxY] = [west * kx, east * kx, south, north];
  const spanX = maxX - minX || 1e-9;
  const spanY = maxY - minY || 1e-9;
  const scale = Math.min((W - 2 * PAD) / spanX, (H - 2 * PAD) / spanY);
  const offX = (W - spanX * scale) / 2;
  const offY = (H - spanY * scale) / 2;
  const toXY = (p: readonly [number, number]): string =>
    `${fmt(offX + (p[0] * kx - minX) * scale)},${fmt(offY + (maxY - p[1]) * scale)}`;
  // A card needs no more than ~400 vertices per ring; keep the last one so rings stay closed.
  const thin = (ring: readonly [number, number][]) => {
    const step = Math.ceil(ring.length / 400);
    return step <= 1 ? ring : ring.filter((_, i) => i % step === 0 || i === ring.length - 1);
  };
  const paths = rings.map(
    (ring) => `M${thin(ring).map(toXY).join('L')}${geometry.type === 'Polygon' ? 'Z' : ''}`,
  );
  const shape =
    geometry.type === 'Polygon'
      ? `<path d="${paths.join('')}" fill="${FILL}" fill-rule="evenodd" stroke="${STROKE}" stroke-width="2" stroke-linejoin="round"/>`
      : `<path d="${paths.join('')}" fill="none" stroke="${STROKE}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;
  return `${open}${bg}${shape}</svg>`;
}
