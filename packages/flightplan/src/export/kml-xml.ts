// KML 2.2 building blocks shared by the mission, site and GCP KML exporters (flight-planning.md
// §3.5): `lon,lat[,alt]` tuples with no spaces inside, closed rings, one Folder per element.
import type { Geometry, Position } from 'geojson';
import { deg, trimmed, xmlEscape } from './format.ts';

export const KML_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2">\n';
export const KML_TAIL = '</kml>\n';

/** Site outline (orange), flight path (red, extruded) and point styles. */
export const KML_STYLES = [
  '<Style id="site"><LineStyle><color>ff00a5ff</color><width>2</width></LineStyle>' +
    '<PolyStyle><color>3300a5ff</color></PolyStyle></Style>',
  '<Style id="path"><LineStyle><color>ff0000ff</color><width>3</width></LineStyle>' +
    '<PolyStyle><color>330000ff</color></PolyStyle></Style>',
  '<Style id="waypoint"><IconStyle><scale>0.6</scale><Icon>' +
    '<href>http://maps.google.com/mapfiles/kml/shapes/placemark_circle.png</href></Icon></IconStyle></Style>',
  '<Style id="photo"><IconStyle><scale>0.4</scale><Icon>' +
    '<href>http://maps.google.com/mapfiles/kml/shapes/camera.png</href></Icon></IconStyle></Style>',
  '<Style id="gcp"><IconStyle><scale>0.8</scale><Icon>' +
    '<href>http://maps.google.com/mapfiles/kml/shapes/target.png</href></Icon></IconStyle></Style>',
];

/** One `lon,lat[,alt]` tuple at fixed precision. */
export function tuple(lng: number, lat: number, alt?: number): string {
  return alt === undefined
    ? `${deg(lng)},${deg(lat)}`
    : `${deg(lng)},${deg(lat)},${trimmed(alt, 2)}`;
}

const coords = (ps: readonly Position[]): string =>
  `<coordinates>${ps.map((p) => tuple(p[0] ?? 0, p[1] ?? 0, p[2])).join(' ')}</coordinates>`;

/** KML requires closed rings: repeat the first position when the input left it open. */
function closed(ring: readonly Position[]): Position[] {
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (!first || !last) return [];
  return first[0] === last[0] && first[1] === last[1] ? [...ring] : [...ring, first];
}

function polygon(rings: readonly (readonly Position[])[]): string {
  const [outer, ...holes] = rings;
  const inner = holes
    .map((h) => `<innerBoundaryIs><LinearRing>${coords(closed(h))}</LinearRing></innerBoundaryIs>`)
    .join('');
  return (
    `<Polygon><tessellate>1</tessellate><outerBoundaryIs><LinearRing>${coords(closed(outer ?? []))}` +
    `</LinearRing></outerBoundaryIs>${inner}</Polygon>`
  );
}

/** A GeoJSON geometry as a KML geometry element, clamped to the ground. */
export function geometryKml(g: Geometry): string {
  switch (g.type) {
    case 'Point':
      return `<Point>${coords([g.coordinates])}</Point>`;
    case 'LineString':
      return `<LineString><tessellate>1</tessellate>${coords(g.coordinates)}</LineString>`;
    case 'Polygon':
      return polygon(g.coordinates);
    case 'MultiPoint':
      return `<MultiGeometry>${g.coordinates.map((c) => `<Point>${coords([c])}</Point>`).join('')}</MultiGeometry>`;
    case 'MultiLineString':
      return `<MultiGeometry>${g.coordinates
        .map((l) => `<LineString><tessellate>1</tessellate>${coords(l)}</LineString>`)
        .join('')}</MultiGeometry>`;
    case 'MultiPolygon':
      return `<MultiGeometry>${g.coordinates.map(polygon).join('')}</MultiGeometry>`;
    case 'GeometryCollection':
      return `<MultiGeometry>${g.geometries.map(geometryKml).join('')}</MultiGeometry>`;
  }
}

/** `<ExtendedData>` with one `<Data>` per entry (GDAL reads these as attribute fields). */
export function extendedData(fields: Record<string, string | number>): string {
  const data = Object.entries(fields)
    .map(([k, v]) => `<Data name="${xmlEscape(k)}"><value>${xmlEscape(String(v))}</value></Data>`)
    .join('');
  return `<ExtendedData>${data}</ExtendedData>`;
}

/** A named Placemark with a style and optional description and extended data. */
export function placemark(
  name: string,
  style: string,
  geometry: string,
  extra: { description?: string; data?: Record<string, string | number> } = {},
): string {
  const description = extra.description
    ? `<description>${xmlEscape(extra.description)}</description>`
    : '';
  const data = extra.data ? extendedData(extra.data) : '';
  return `<Placemark><name>${xmlEscape(name)}</name>${description}<styleUrl>#${style}</styleUrl>${data}${geometry}</Placemark>`;
}

/** A Folder with a name and children, one per line. */
export function folder(name: string, children: readonly string[]): string {
  return `<Folder><name>${xmlEscape(name)}</name>\n${children.join('\n')}\n</Folder>`;
}

/** A complete KML document. */
export function kmlDocument(name: string, body: readonly string[]): string {
  return (
    KML_HEAD +
    `<Document><name>${xmlEscape(name)}</name>\n${KML_STYLES.join('\n')}\n${body.join('\n')}\n</Document>\n` +
    KML_TAIL
  );
}
