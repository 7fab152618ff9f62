// Real-world site files (issue 10 §2) and the inputs that were accepted though invalid or refused
// with misleading words (issue 10 §11). The KMZ and shapefile fixtures were written by GDAL:
// `ogr2ogr -f LIBKML qgis-farm.kmz orchard.geojson` (what QGIS writes: a doc.kml linking to
// layers/orchard.kml) and `ogr2ogr -f "ESRI Shapefile" -t_srs EPSG:32643` (UTM 43N, with a .prj).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { parseSiteFile } from './parse-site-file.ts';
import { siteShapeFromFile, siteShapeOf } from '../site-shape/index.ts';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../test/fixtures/site-files/${name}`, import.meta.url)));

const kml = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>${body}</Document></kml>`;
const polygonPm = (name: string, coords: string) =>
  `<Placemark><name>${name}</name><Polygon><outerBoundaryIs><LinearRing><coordinates>${coords}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>`;
const square = '77.59,12.97 77.594,12.97 77.594,12.974 77.59,12.974 77.59,12.97';
const link = (href: string) => `<NetworkLink><Link><href>${href}</href></Link></NetworkLink>`;

describe('files written by GIS tools', () => {
  it('reads a QGIS/GDAL LIBKML KMZ through its doc.kml NetworkLink', () => {
    const r = siteShapeFromFile(fixture('qgis-farm.kmz'), 'qgis-farm.kmz');
    expect(r.ok, JSON.stringify(!r.ok && r.error)).toBe(true);
    if (!r.ok) return;
    expect(r.value.name).toBe('Mango Orchard');
    expect(r.value.site_type).toBe('area');
    expect(r.value.geometry.type === 'Polygon' && r.value.geometry.coordinates).toHaveLength(2);
  });

  it('follows links only inside the archive, each file once, within one vertex budget', () => {
    const outside = zipSync({
      'doc.kml': strToU8(kml(link('http://example.com/a.kml') + link('../up.kml'))),
      'a.kml': strToU8(kml(polygonPm('A', square))),
    });
    expect(parseSiteFile(outside, 'o.kmz')).toMatchObject({
      ok: false,
      error: { type: 'invalid_kml' },
    });
    const loop = zipSync({
      'doc.kml': strToU8(kml(link('layers/a.kml'))),
      'layers/a.kml': strToU8(kml(link('../doc.kml') + link('a.kml') + polygonPm('A', square))),
    });
    const r = parseSiteFile(loop, 'loop.kmz');
    expect(r.ok && r.value.map((s) => s.name)).toEqual(['A']);
    const two = zipSync({
      'doc.kml': strToU8(kml(link('layers/a.kml') + link('layers/b.kml'))),
      'layers/a.kml': strToU8(kml(polygonPm('A', square))),
      'layers/b.kml': strToU8(kml(polygonPm('B', square))),
    });
    expect(parseSiteFile(two, 'two.kmz', { allowMultiple: true })).toMatchObject({ ok: true });
    // 5 + 5 vertices over two linked files: the budget of 8 holds across them.
    expect(parseSiteFile(two, 'two.kmz', { allowMultiple: true, maxVertices: 8 })).toMatchObject({
      ok: false,
      error: { type: 'file_too_large', details: { reason: 'too_many_vertices', max_vertices: 8 } },
    });
  });

  it('reads a zipped shapefile and reprojects it from its .prj (UTM 43N) to WGS84', () => {
    const r = siteShapeFromFile(fixture('orchard-utm43n.zip'), 'orchard.zip');
    expect(r.ok, JSON.stringify(!r.ok && r.error)).toBe(true);
    if (!r.ok || r.value.geometry.type !== 'Polygon') return;
    expect(r.value.name).toBe('Mango Orchard');
    const ring = r.value.geometry.coordinates[0]!;
    const corner = ring.find(
      (p) => Math.abs(p[0] - 77.604) < 1e-6 && Math.abs(p[1] - 12.98) < 1e-6,
    );
    expect(corner).toBeDefined();
    const geojson = siteShapeFromFile(fixture('orchard.geojson'), 'orchard.geojson');
    expect(geojson.ok && Math.abs(geojson.value.area_m2! - r.value.area_m2!)).toBeLessThan(1);
  });

  it('refuses a shapefile without its .prj when it is not in degrees, naming the shapefile', () => {
    const full = fixture('orchard-utm43n.zip');
    const files = ['orchard.shp', 'orchard.dbf', 'orchard.shx'];
    // Rebuild the archive without the .prj.
    const entries: Record<string, Uint8Array> = {};
    for (const f of files) entries[f] = unzipOne(full, f);
    const r = parseSiteFile(zipSync(entries), 'noprj.zip');
    expect(r).toMatchObject({ ok: false, error: { type: 'invalid_coordinates' } });
    if (!r.ok) expect(r.error.message).toMatch(/^Selected shapefile has coordinates/);
    expect(parseSiteFile(zipSync({ 'a.txt': strToU8('x') }), 'a.zip')).toMatchObject({
      ok: false,
      error: { type: 'invalid_kml', title: 'Invalid Shapefile Selected' },
    });
  });
});

function unzipOne(zip: Uint8Array, name: string): Uint8Array {
  return unzipSync(zip, { filter: (f) => f.name === name })[name]!;
}

describe('accepted though invalid (issue 10 §11)', () => {
  it('refuses a zero-area polygon (three points on a line)', () => {
    const r = parseSiteFile(
      strToU8(kml(polygonPm('Line', '10,50 10.01,50.01 10.02,50.02 10,50'))),
      'z.kml',
    );
    expect(r).toMatchObject({ ok: false, error: { type: 'invalid_kml' } });
    expect(
      siteShapeOf(
        {
          type: 'Polygon',
          coordinates: [
            [
              [10, 50],
              [10.01, 50.01],
              [10.02, 50.02],
              [10, 50],
            ],
          ],
        },
        'z',
      ).ok,
    ).toBe(false);
  });

  it('refuses hex and other non-decimal coordinates', () => {
    for (const bad of ['0x4D,12', '77,0x0C', '0b1,12', '77,Infinity', '1e,2']) {
      const r = parseSiteFile(
        strToU8(kml(`<Placemark><Point><coordinates>${bad}</coordinates></Point></Placemark>`)),
        'h.kml',
      );
      expect(r.ok, bad).toBe(false);
    }
    const ok = parseSiteFile(
      strToU8(
        kml('<Placemark><Point><coordinates>+77.5,-1.2e1,0</coordinates></Point></Placemark>'),
      ),
      'd.kml',
    );
    expect(ok.ok && ok.value[0]!.geometry.coordinates).toEqual([77.5, -12]);
  });

  it('refuses 1,000 nested Folders or Placemarks with a sentence saying what to change', () => {
    const folders = '<Folder>'.repeat(1000) + polygonPm('Deep', square) + '</Folder>'.repeat(1000);
    const r = parseSiteFile(strToU8(kml(folders)), 'deep.kml');
    expect(r).toMatchObject({
      ok: false,
      error: { type: 'too_complex', details: { reason: 'too_deeply_nested' } },
    });
    if (!r.ok)
      expect(r.error.message).toMatch(/more than 64 levels deep\. Please flatten its folders/);
    const placemarks = '<Placemark>'.repeat(1000) + '</Placemark>'.repeat(1000);
    expect(parseSiteFile(strToU8(kml(placemarks)), 'p.kml').ok).toBe(false);
    const nested = `<Placemark><Placemark>${polygonPm('In', square).slice(11)}</Placemark>`;
    expect(parseSiteFile(strToU8(kml(nested)), 'n.kml')).toMatchObject({
      ok: false,
      error: { type: 'invalid_kml' },
    });
  });
});

describe('messages that misled (issue 10 §11)', () => {
  const text = kml(polygonPm('Wide', square));
  const utf16 = (s: string, bigEndian: boolean, bom: boolean) => {
    const out = new Uint8Array((s.length + (bom ? 1 : 0)) * 2);
    const view = new DataView(out.buffer);
    let at = 0;
    if (bom) {
      view.setUint16(0, 0xfeff, !bigEndian);
      at = 2;
    }
    for (let i = 0; i < s.length; i++, at += 2) view.setUint16(at, s.charCodeAt(i), !bigEndian);
    return out;
  };

  it('reads UTF-16 KML, little and big endian, with or without a byte order mark', () => {
    const declared = text.replace('UTF-8', 'UTF-16');
    for (const [bytes, label] of [
      [utf16(declared, false, true), 'LE with BOM'],
      [utf16(declared, true, true), 'BE with BOM'],
      [utf16(declared, false, false), 'LE declared'],
      [utf16(declared, true, false), 'BE declared'],
    ] as const) {
      const r = parseSiteFile(bytes, 'w.kml');
      expect(r.ok && r.value[0]!.name, label).toBe('Wide');
    }
    // Inside a KMZ too.
    const kmz = zipSync({ 'doc.kml': utf16(declared, false, true) });
    expect(parseSiteFile(kmz, 'w.kmz').ok).toBe(true);
  });

  it('reads a declared Latin-1 file and names an encoding it cannot read', () => {
    const latin = kml(polygonPm('Champ \u00e9t\u00e9', square)).replace('UTF-8', 'ISO-8859-1');
    const bytes = new Uint8Array([...latin].map((c) => c.charCodeAt(0)));
    const r = parseSiteFile(bytes, 'l.kml');
    expect(r.ok && r.value[0]!.name).toBe('Champ \u00e9t\u00e9');
    const unknown = parseSiteFile(strToU8(text.replace('UTF-8', 'X-MARTIAN')), 'm.kml');
    expect(unknown).toMatchObject({
      ok: false,
      error: { details: { reason: 'unsupported_encoding' } },
    });
    if (!unknown.ok)
      expect(unknown.error.message).toMatch(/x-martian text encoding.*save it as UTF-8/);
  });

  it('names GeoJSON files and submitted geometry, never "Selected KML file"', () => {
    const file = parseSiteFile(strToU8('{"type":"Point"'), 'a.geojson');
    expect(file).toMatchObject({
      ok: false,
      error: { type: 'invalid_kml', title: 'Invalid GeoJSON Selected' },
    });
    if (!file.ok) expect(file.error.message).toMatch(/^Selected GeoJSON file is invalid/);
    const geometry = siteShapeOf(
      {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 1],
            [1, 0],
            [0, 1],
            [0, 0],
          ],
        ],
      },
      'x',
    );
    expect(geometry).toMatchObject({ ok: false, error: { type: 'self_intersecting' } });
    if (!geometry.ok)
      expect(geometry.error.message).toMatch(/^The submitted geometry has a feature/);
    const far = siteShapeOf({ type: 'Point', coordinates: [200, 0] }, 'x');
    if (!far.ok) expect(far.error.message).toMatch(/^The submitted geometry has coordinates/);
    expect(far.ok).toBe(false);
  });
});
