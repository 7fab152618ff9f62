// The budgets that keep hostile or huge site files cheap (issue 5 §1): vertices counted while the
// text streams in, features, and a parse deadline; each refusal says which limit was hit.
import { describe, expect, it } from 'vitest';
import { strToU8 } from 'fflate';
import { parseSiteFile } from './index.ts';
import { DEFAULT_KML_LIMITS } from './parse-kml.ts';

const kml = (body: string) =>
  strToU8(`<kml xmlns="http://www.opengis.net/kml/2.2"><Document>${body}</Document></kml>`);

/** A closed ring of n distinct vertices around (10, 50), as KML coordinate text. */
function ring(n: number): string {
  const pts: string[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * 2 * Math.PI;
    pts.push(`${(10 + 0.01 * Math.cos(a)).toFixed(8)},${(50 + 0.01 * Math.sin(a)).toFixed(8)}`);
  }
  pts.push(pts[0]!);
  return pts.join(' ');
}
const polygon = (coords: string) =>
  `<Placemark><Polygon><outerBoundaryIs><LinearRing><coordinates>${coords}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>`;

describe('site file limits', () => {
  it('caps vertices at 200,000 per file by default', () => {
    expect(DEFAULT_KML_LIMITS.maxVertices).toBe(200_000);
    expect(parseSiteFile(kml(polygon(ring(150_000))), 'ok.kml').ok).toBe(true);
    const r = parseSiteFile(kml(polygon(ring(200_001))), 'big.kml');
    expect(r).toMatchObject({
      ok: false,
      error: {
        type: 'file_too_large',
        details: { reason: 'too_many_vertices', max_vertices: 200_000 },
      },
    });
    if (!r.ok) expect(r.error.message).toMatch(/more than 200,000 vertices/);
  });

  it('refuses millions of vertices while streaming, before parsing any number', () => {
    // ~20 MB of "lng,lat,alt " tuples in one <coordinates>: refused on the running comma count.
    const tuple = '10.12345678,50.12345678,0 ';
    const coords = tuple.repeat(Math.floor((19 * 1024 * 1024) / tuple.length));
    const r = parseSiteFile(kml(polygon(coords)), 'huge.kml');
    expect(r).toMatchObject({
      ok: false,
      error: { type: 'file_too_large', details: { reason: 'too_many_vertices' } },
    });
  });

  it('counts vertices over all features of a file', () => {
    const pm = polygon(ring(100));
    const r = parseSiteFile(kml(pm.repeat(5)), 'many.kml', {
      allowMultiple: true,
      maxVertices: 450,
    });
    expect(r).toMatchObject({ ok: false, error: { details: { reason: 'too_many_vertices' } } });
  });

  it('caps the number of features', () => {
    const pt = '<Placemark><Point><coordinates>1,2</coordinates></Point></Placemark>';
    expect(
      parseSiteFile(kml(pt.repeat(5)), 'p.kml', { allowMultiple: true, maxFeatures: 5 }).ok,
    ).toBe(true);
    const r = parseSiteFile(kml(pt.repeat(6)), 'p.kml', { allowMultiple: true, maxFeatures: 5 });
    expect(r).toMatchObject({
      ok: false,
      error: { type: 'file_too_large', details: { reason: 'too_many_features', max_features: 5 } },
    });
    // MultiGeometry parts count as features too.
    const multi = `<Placemark><MultiGeometry>${'<Point><coordinates>1,2</coordinates></Point>'.repeat(7)}</MultiGeometry></Placemark>`;
    expect(
      parseSiteFile(kml(multi), 'm.kml', { allowMultiple: true, maxFeatures: 5 }),
    ).toMatchObject({ ok: false, error: { details: { reason: 'too_many_features' } } });
    // The default cap, on a file of 10,001 points.
    const many = parseSiteFile(kml(pt.repeat(10_001)), 'many.kml', { allowMultiple: true });
    expect(many).toMatchObject({ ok: false, error: { details: { reason: 'too_many_features' } } });
  });

  it('stops at the parse deadline', () => {
    // A deadline already past: the first check between 256 KB chunks refuses the file.
    const bytes = kml(polygon(ring(30_000)));
    expect(bytes.length).toBeGreaterThan(1 << 18);
    const r = parseSiteFile(bytes, 'slow.kml', { deadlineMs: -1 });
    expect(r).toMatchObject({
      ok: false,
      error: { type: 'file_too_large', details: { reason: 'timeout' } },
    });
    if (!r.ok) expect(r.error.message).toMatch(/took too long/);
  });

  it('applies the same budgets to GeoJSON', () => {
    const coords = Array.from({ length: 60 }, (_, i) => [
      10 + 0.001 * Math.cos(i / 10),
      50 + 0.001 * Math.sin(i / 10),
    ]);
    const doc = JSON.stringify({ type: 'LineString', coordinates: coords });
    const r = parseSiteFile(strToU8(doc), 'l.geojson', { maxVertices: 50 });
    expect(r).toMatchObject({ ok: false, error: { details: { reason: 'too_many_vertices' } } });
  });
});
