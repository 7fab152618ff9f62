// GeoJSON for the overlay sources: the sites' shapes, the live drawing and its vertex handles.
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { DrawState } from './draw-geometry.ts';
import type { SiteGeometry } from './geometry.ts';
import type { OverlayData } from './map-style.ts';

const feature = (geometry: Geometry, properties: Record<string, unknown> = {}): Feature => ({
  type: 'Feature',
  geometry,
  properties,
});

const collection = (features: Feature[]): FeatureCollection => ({
  type: 'FeatureCollection',
  features,
});

const toGeoJson = (g: SiteGeometry): Geometry =>
  g.type === 'Point'
    ? { type: 'Point', coordinates: [...g.coordinates] }
    : g.type === 'LineString'
      ? { type: 'LineString', coordinates: g.coordinates.map((p) => [...p]) }
      : { type: 'Polygon', coordinates: g.coordinates.map((r) => r.map((p) => [...p])) };

/** The live drawing as a shape: a polygon once it has three vertices, a line before. */
function drawShape(draw: DrawState, invalid: boolean): Geometry | null {
  const v = draw.vertices.map((p) => [...p]);
  if (draw.mode === 'point') return v[0] ? { type: 'Point', coordinates: v[0] } : null;
  // A crossing ring is drawn as its outline: MapLibre drops fills it cannot triangulate.
  if (draw.mode === 'polygon' && v.length >= 3)
    return invalid
      ? { type: 'LineString', coordinates: [...v, v[0]!] }
      : { type: 'Polygon', coordinates: [[...v, v[0]!]] };
  return v.length >= 2 ? { type: 'LineString', coordinates: v } : null;
}

/** Metres per pixel at zoom 0 on MapLibre's 512 px tiles, at the equator. */
const MPP_Z0 = 78271.517;

/** Line width in pixels at zoom 0 for a corridor `widthM` wide around latitude `lat`. */
export function corridorWidthAtZoom0(widthM: number, lat: number): number {
  return widthM / (MPP_Z0 * Math.cos((lat * Math.PI) / 180));
}

function corridorProps(g: Geometry, widthM: number | null | undefined): Record<string, unknown> {
  if (!widthM || g.type !== 'LineString' || g.coordinates.length === 0) return {};
  const lat = g.coordinates.reduce((sum, p) => sum + (p[1] ?? 0), 0) / g.coordinates.length;
  return { w0: corridorWidthAtZoom0(widthM, lat) };
}

export function overlayData(
  geometries: readonly SiteGeometry[],
  options: { draw?: DrawState | null; invalid?: boolean; corridorWidthM?: number | null } = {},
): OverlayData {
  const invalid = options.invalid ?? false;
  const shapes = geometries.map((g) => {
    const geo = toGeoJson(g);
    return feature(geo, { invalid, ...corridorProps(geo, options.corridorWidthM) });
  });
  const vertices: Feature[] = [];
  const draw = options.draw;
  if (draw) {
    const shape = drawShape(draw, invalid);
    const corridor =
      draw.mode === 'line' && shape ? corridorProps(shape, options.corridorWidthM) : {};
    if (shape) shapes.push(feature(shape, { invalid, ...corridor }));
    if (draw.mode !== 'point')
      draw.vertices.forEach((p, index) =>
        vertices.push(
          feature(
            { type: 'Point', coordinates: [...p] },
            // `selected`: the vertex the keyboard edits, drawn larger and filled.
            { index, invalid, selected: index === draw.selected },
          ),
        ),
      );
  }
  return { shapes: collection(shapes), vertices: collection(vertices) };
}
