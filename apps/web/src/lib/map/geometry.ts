// Small pure helpers over site geometry shared by the map, its offline fallback and thumbnails.
import type { LngLat, SiteGeometry } from '@sortie/flightplan';

export type { LngLat, SiteGeometry };

/** `[west, south, east, north]`. */
export type Bbox = [number, number, number, number];

export function geometryPoints(g: SiteGeometry): LngLat[] {
  switch (g.type) {
    case 'Point':
      return [g.coordinates];
    case 'LineString':
      return g.coordinates;
    case 'Polygon':
      return g.coordinates.flat();
  }
}

export function bboxOf(geometries: readonly SiteGeometry[]): Bbox | null {
  const pts = geometries.flatMap(geometryPoints);
  if (pts.length === 0) return null;
  let [w, s, e, n] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of pts) {
    w = Math.min(w, x);
    e = Math.max(e, x);
    s = Math.min(s, y);
    n = Math.max(n, y);
  }
  return [w, s, e, n];
}

/**
 * Projects geometries into an SVG box (equirectangular, latitude-corrected), keeping the aspect
 * ratio, for the map's offline fallback. Returns path data per geometry and the point markers.
 */
export function geometrySvg(
  geometries: readonly SiteGeometry[],
  width: number,
  height: number,
  padding = 24,
): { paths: { d: string; closed: boolean }[]; points: [number, number][] } {
  const box = bboxOf(geometries);
  if (!box) return { paths: [], points: [] };
  const [w, s, e, n] = box;
  const k = Math.cos((((s + n) / 2) * Math.PI) / 180);
  const spanX = (e - w) * k;
  const spanY = n - s;
  // A point (or a north-south line) has no span on an axis: guard the division, and centre by
  // the real span so the shape sits in the middle, not at a corner.
  const scale = Math.min(
    (width - 2 * padding) / Math.max(spanX, 1e-9),
    (height - 2 * padding) / Math.max(spanY, 1e-9),
  );
  const ox = (width - spanX * scale) / 2;
  const oy = (height - spanY * scale) / 2;
  const xy = ([x, y]: LngLat): [number, number] => [
    ox + (x - w) * k * scale,
    height - (oy + (y - s) * scale),
  ];
  const line = (pts: readonly LngLat[]) =>
    pts.map((p, i) => `${i ? 'L' : 'M'}${xy(p)[0].toFixed(1)} ${xy(p)[1].toFixed(1)}`).join(' ');
  const paths: { d: string; closed: boolean }[] = [];
  const points: [number, number][] = [];
  for (const g of geometries) {
    if (g.type === 'Point') points.push(xy(g.coordinates));
    else if (g.type === 'LineString') paths.push({ d: line(g.coordinates), closed: false });
    else paths.push({ d: g.coordinates.map((r) => `${line(r)} Z`).join(' '), closed: true });
  }
  return { paths, points };
}
