// SVG thumbnail of a site for cards and collections: a pure function of the site's outline,
// drawn when asked (GET .../thumbnail.svg) in the brand's colour. Every thumbnail carries a scale
// bar, so a 2-acre plot and a 2,000-acre estate do not look alike; a corridor is drawn as wide as
// it will be flown (the line buffered by its width); a point, which has no shape, is a marker at
// the centre of a fixed 200 m view with its coordinates, so two towers' cards still differ.
import type { TSiteGeometry } from '@sortie/domain/contracts';
import { boundsOf } from '@sortie/flightplan';

const W = 160;
const H = 100;
// Room around the shape so it never touches the card edges or the scale bar.
const PAD = 14;
const BG = '#eef3f8';
/** Ink of thumbnails asked for without a brand colour. */
export const DEFAULT_THUMBNAIL_COLOUR = '#1565c0';
/** Metres per degree of latitude (mean), enough for a card's scale bar. */
const M_PER_DEG = 111_320;
/** Width of the view around a point site, metres. */
const POINT_VIEW_M = 200;

export type ThumbnailOptions = {
  /** `#rrggbb`; anything else falls back to DEFAULT_THUMBNAIL_COLOUR. */
  colour?: string | undefined;
  /** A corridor's width: the line is drawn this wide (in metres, at the card's scale). */
  corridorWidthM?: number | null | undefined;
  /** The viewer's distance unit system: the scale bar reads ft/mi for 'imperial' (issue 10 §7). */
  units?: 'metric' | 'imperial' | undefined;
};

const fmt = (n: number): string => (Math.round(n * 10) / 10).toString();

const FT_PER_M = 3.2808399;
const M_PER_MI = 1609.344;

/** The largest 1, 2 or 5 × 10ⁿ not above `x`. */
function roundLength(x: number): number {
  const p = 10 ** Math.floor(Math.log10(x));
  return [5, 2, 1].map((k) => k * p).find((v) => v <= x) ?? p;
}

/** A round scale length not above `maxM` metres, in metres, and its label in the unit system. */
function scaleLength(maxM: number, units: ThumbnailOptions['units']): { m: number; label: string } {
  if (units === 'imperial') {
    if (maxM >= M_PER_MI) {
      const mi = roundLength(maxM / M_PER_MI);
      return { m: mi * M_PER_MI, label: `${fmt(mi)} mi` };
    }
    const ft = roundLength(maxM * FT_PER_M);
    return { m: ft / FT_PER_M, label: `${ft >= 1 ? Math.round(ft) : fmt(ft)} ft` };
  }
  const m = roundLength(maxM);
  return { m, label: m >= 1000 ? `${fmt(m / 1000)} km` : `${m >= 1 ? Math.round(m) : fmt(m)} m` };
}

/** A scale bar at the bottom left, about a quarter of the card wide. */
function scaleBar(pxPerM: number, ink: string, units: ThumbnailOptions['units']): string {
  const { m, label } = scaleLength(W / 4 / pxPerM, units);
  const len = m * pxPerM;
  const [x, y] = [8, H - 7];
  return (
    `<path d="M${x},${y - 3}V${y}H${fmt(x + len)}V${y - 3}" fill="none" stroke="${ink}" stroke-width="1.2"/>` +
    `<text x="${fmt(x + len + 3)}" y="${y}" font-family="sans-serif" font-size="8" fill="${ink}">${label}</text>`
  );
}

function pointSvg(
  p: readonly [number, number],
  colour: string,
  units: ThumbnailOptions['units'],
): string {
  const pxPerM = W / POINT_VIEW_M;
  const [cx, cy] = [W / 2, H / 2 + 4];
  const ring = (m: number) =>
    `<circle cx="${cx}" cy="${cy}" r="${fmt(m * pxPerM)}" fill="none" stroke="${colour}" stroke-opacity="0.35" stroke-dasharray="2 2"/>`;
  // A map pin whose tip is the site.
  const pin = `<path d="M${cx},${cy}c-2-5-7-8-7-13a7,7 0 0 1 14,0c0,5-5,8-7,13z" fill="${colour}" stroke="#fff" stroke-width="1.5"/><circle cx="${cx}" cy="${cy - 13}" r="2.5" fill="#fff"/>`;
  const label = `${p[1].toFixed(5)}, ${p[0].toFixed(5)}`;
  return (
    ring(25) +
    ring(50) +
    pin +
    // Top left, clear of the scale bar at the bottom.
    `<text x="6" y="11" font-family="sans-serif" font-size="8" fill="#455a64">${label}</text>` +
    scaleBar(pxPerM, '#455a64', units)
  );
}

/**
 * Draws the geometry fitted into a 160×100 box, keeping its shape: longitudes are scaled by
 * cos(latitude) so a square field stays square (equirectangular projection at the centre).
 *
 * @example
 * siteThumbnailSvg({ type: 'Point', coordinates: [77.59, 12.97] }, { colour: '#e8622c' });
 */
export function siteThumbnailSvg(geometry: TSiteGeometry, options: ThumbnailOptions = {}): string {
  const colour = /^#[0-9a-f]{6}$/i.test(options.colour ?? '')
    ? options.colour!
    : DEFAULT_THUMBNAIL_COLOUR;
  const open = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">`;
  const bg = `<rect width="${W}" height="${H}" fill="${BG}"/>`;
  if (geometry.type === 'Point')
    return `${open}${bg}${pointSvg(geometry.coordinates, colour, options.units)}</svg>`;

  const rings = geometry.type === 'Polygon' ? geometry.coordinates : [geometry.coordinates];
  const [west, south, east, north] = boundsOf(rings.flat());
  const kx = Math.cos((((south + north) / 2) * Math.PI) / 180);
  // A corridor reaches half its width beyond its centre line on every side.
  const widthM = geometry.type === 'LineString' ? (options.corridorWidthM ?? 0) : 0;
  const marginDeg = widthM / 2 / M_PER_DEG;
  const [minX, maxX] = [west * kx - marginDeg, east * kx + marginDeg];
  const [minY, maxY] = [south - marginDeg, north + marginDeg];
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
  const closed = geometry.type === 'Polygon';
  const d = rings.map((ring) => `M${thin(ring).map(toXY).join('L')}${closed ? 'Z' : ''}`).join('');
  const pxPerM = scale / M_PER_DEG;
  let shape: string;
  if (closed) {
    shape = `<path d="${d}" fill="${colour}" fill-opacity="0.2" fill-rule="evenodd" stroke="${colour}" stroke-width="2" stroke-linejoin="round"/>`;
  } else {
    // The buffer of the line by half its width on each side is exactly a stroke that wide with
    // round joins and caps; at least 3 px so a narrow road still shows.
    const corridorPx = Math.max(3, widthM * pxPerM);
    shape =
      `<path d="${d}" fill="none" stroke="${colour}" stroke-opacity="0.3" stroke-width="${fmt(corridorPx)}" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="${d}" fill="none" stroke="${colour}" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
  return `${open}${bg}${shape}${scaleBar(pxPerM, '#455a64', options.units)}</svg>`;
}
