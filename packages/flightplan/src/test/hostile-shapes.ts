// Shapes that made the old geometry checks quadratic (issue 10 §9), as KML text, shared by the
// flightplan and server tests and the bench.

const ringText = (pts: readonly (readonly [number, number])[]) =>
  [...pts, pts[0]!].map(([x, y]) => `${x.toFixed(8)},${y.toFixed(8)}`).join(' ');

/** A 100,000-vertex circle plus one far vertex: the old grid put every edge in one cell. */
export function lollipopRing(n = 100_000): [number, number][] {
  const pts: [number, number][] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * 2 * Math.PI;
    pts.push([10 + 0.01 * Math.cos(a), 50 + 0.01 * Math.sin(a)]);
    if (i === 0) pts.push([10.5, 50.0000001]);
  }
  return pts;
}

/**
 * A star of long thin spikes whose edges' boxes all overlap near the centre: no index can avoid
 * testing most pairs, so only the work budget stops it.
 */
export function starRing(spikes = 20_000): [number, number][] {
  const pts: [number, number][] = [];
  for (let i = 0; i < spikes; i++) {
    const a = (i / spikes) * 2 * Math.PI;
    const b = ((i + 0.5) / spikes) * 2 * Math.PI;
    pts.push([10 + 0.0001 * Math.cos(a), 50 + 0.0001 * Math.sin(a)]);
    pts.push([10 + 0.05 * Math.cos(b), 50 + 0.05 * Math.sin(b)]);
  }
  return pts;
}

/** A square field with `holes` small square holes in a grid inside it. */
export function holeyPolygon(holes = 20_000): [number, number][][] {
  const side = Math.ceil(Math.sqrt(holes));
  const cell = 0.1 / side;
  const out: [number, number][][] = [
    [
      [10, 50],
      [10.1, 50],
      [10.1, 50.1],
      [10, 50.1],
    ],
  ];
  for (let k = 0; k < holes; k++) {
    const x = 10 + (k % side) * cell + cell / 4;
    const y = 50 + Math.floor(k / side) * cell + cell / 4;
    const d = cell / 2;
    out.push([
      [x, y],
      [x + d, y],
      [x + d, y + d],
      [x, y + d],
    ]);
  }
  return out;
}

/** GeoJSON of one polygon with the given rings (outer first), each closed: the JSON paths' input. */
export function polygonGeoJson(rings: readonly (readonly (readonly [number, number])[])[]): {
  type: 'Polygon';
  coordinates: [number, number][][];
} {
  return { type: 'Polygon', coordinates: rings.map((r) => [...r, r[0]!].map(([x, y]) => [x, y])) };
}

/** KML of one polygon placemark with the given rings (outer first). */
export function polygonKml(rings: readonly (readonly (readonly [number, number])[])[]): string {
  const boundary = (tag: string, r: readonly (readonly [number, number])[]) =>
    `<${tag}><LinearRing><coordinates>${ringText(r)}</coordinates></LinearRing></${tag}>`;
  const [outer, ...holes] = rings;
  return `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><name>Hostile</name><Polygon>${boundary('outerBoundaryIs', outer!)}${holes.map((h) => boundary('innerBoundaryIs', h)).join('')}</Polygon></Placemark></kml>`;
}

/** The real-world site files committed as fixtures (GDAL-written KMZ and shapefile, GeoJSON). */
export const SITE_FILE_FIXTURES = {
  qgisKmz: new URL('./fixtures/site-files/qgis-farm.kmz', import.meta.url),
  utmShapefileZip: new URL('./fixtures/site-files/orchard-utm43n.zip', import.meta.url),
  geojson: new URL('./fixtures/site-files/orchard.geojson', import.meta.url),
} as const;
