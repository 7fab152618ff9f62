import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { parseSiteFile, SITE_FILE_DIALOGS } from './index.ts';
import { MAX_SITE_FILE_BYTES } from './parse-site-file.ts';

const kml = (body: string) =>
  strToU8(
    `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>${body}</Document></kml>`,
  );
const square = '-1.0,51.0,10 -0.99,51.0,10 -0.99,51.01,10 -1.0,51.01,10 -1.0,51.0,10';
const polygonPm = (name: string, coords = square) =>
  `<Placemark><name>${name}</name><Polygon><outerBoundaryIs><LinearRing><coordinates>${coords}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>`;

describe('parseSiteFile', () => {
  it('reads one polygon, drops heights, names it', () => {
    const r = parseSiteFile(kml(polygonPm('Field A')), 'farm.kml');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toHaveLength(1);
    const site = r.value[0]!;
    expect(site.name).toBe('Field A');
    expect(site.geometry.type).toBe('Polygon');
    if (site.geometry.type === 'Polygon')
      expect(site.geometry.coordinates[0]![0]).toEqual([-1, 51]);
    expect(site.area_m2).toBeGreaterThan(700_000);
  });

  it('defaults the name to the file name and accepts points and lines', () => {
    const r = parseSiteFile(
      kml('<Placemark><LineString><coordinates>1,2 1.01,2</coordinates></LineString></Placemark>'),
      'dir/road.kml',
    );
    expect(r.ok && r.value[0]!.name).toBe('road');
    expect(r.ok && r.value[0]!.length_m).toBeGreaterThan(1000);
    const p = parseSiteFile(
      kml('<Placemark><kml:Point><coordinates>1,2,3</coordinates></kml:Point></Placemark>'),
      'p.kml',
    );
    expect(p.ok && p.value[0]!.geometry).toEqual({ type: 'Point', coordinates: [1, 2] });
  });

  it('refuses empty files with the exact dialog text', () => {
    const r = parseSiteFile(kml(''), 'x.kml');
    expect(r).toEqual({
      ok: false,
      error: { type: 'invalid_kml', ...SITE_FILE_DIALOGS.invalid_kml },
    });
    expect(SITE_FILE_DIALOGS.invalid_kml.message).toBe(
      'Selected KML file is invalid. Please select a KML file containing valid (polygon, line or point) feature.',
    );
    expect(SITE_FILE_DIALOGS.multiple_features.title).toBe('Multiple Features Detected');
  });

  it('splits MultiGeometry with numeric suffixes and refuses several features', () => {
    const body = `<Placemark><name>M</name><MultiGeometry><Point><coordinates>1,2</coordinates></Point><Point><coordinates>1,3</coordinates></Point></MultiGeometry></Placemark>`;
    const r = parseSiteFile(kml(body), 'm.kml');
    expect(!r.ok && r.error.type).toBe('multiple_features');
    const all = parseSiteFile(kml(body), 'm.kml', { allowMultiple: true });
    expect(all.ok && all.value.map((s) => s.name)).toEqual(['M 1', 'M 2']);
  });

  it('drops invalid polygons, keeps the valid feature', () => {
    const bad = polygonPm('bad', '0,0 1,1 0,0');
    const r = parseSiteFile(kml(bad + polygonPm('good')), 'x.kml');
    expect(r.ok && r.value[0]!.name).toBe('good');
  });

  it('keeps holes', () => {
    const hole = '-0.996,51.004 -0.994,51.004 -0.994,51.006 -0.996,51.006 -0.996,51.004';
    const body = `<Placemark><Polygon><outerBoundaryIs><LinearRing><coordinates>${square}</coordinates></LinearRing></outerBoundaryIs><innerBoundaryIs><LinearRing><coordinates>${hole}</coordinates></LinearRing></innerBoundaryIs></Polygon></Placemark>`;
    const r = parseSiteFile(kml(body), 'h.kml');
    expect(
      r.ok && r.value[0]!.geometry.type === 'Polygon' && r.value[0]!.geometry.coordinates.length,
    ).toBe(2);
  });

  it('refuses self-intersecting polygons', () => {
    const r = parseSiteFile(kml(polygonPm('bow', '0,0 1,1 1,0 0,1 0,0')), 'b.kml');
    expect(!r.ok && r.error.type).toBe('self_intersecting');
  });

  it('refuses coordinates off the globe and NaN', () => {
    expect(parseSiteFile(kml(polygonPm('x', '0,0 200,0 0,1')), 'a.kml')).toMatchObject({
      ok: false,
      error: { type: 'invalid_coordinates' },
    });
    expect(parseSiteFile(kml(polygonPm('x', '0,0 NaN,0 0,1')), 'a.kml')).toMatchObject({
      ok: false,
      error: { type: 'invalid_kml' },
    });
  });

  it('refuses other extensions and malformed XML', () => {
    expect(parseSiteFile(strToU8('{}'), 'a.txt')).toMatchObject({
      ok: false,
      error: { type: 'unsupported_file_type' },
    });
    expect(parseSiteFile(strToU8('<kml><Placemark>'), 'a.kml')).toMatchObject({
      ok: false,
      error: { type: 'invalid_kml' },
    });
  });

  it('reads GeoJSON files', () => {
    const r = parseSiteFile(
      strToU8(
        '{"type":"Feature","properties":{"name":"g"},"geometry":{"type":"Point","coordinates":[1,2]}}',
      ),
      'a.geojson',
    );
    expect(r.ok && r.value[0]!.name).toBe('g');
  });
});

describe('hostile input', () => {
  it('refuses entity declarations (billion laughs) and external entities', () => {
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><kml><Placemark><name>&lol2;</name></Placemark></kml>`;
    expect(parseSiteFile(strToU8(laughs), 'a.kml')).toMatchObject({
      ok: false,
      error: { type: 'unsafe_file' },
    });
    const xxe = `<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY x SYSTEM "file:///etc/passwd">]><kml><Placemark><name>&x;</name></Placemark></kml>`;
    expect(parseSiteFile(strToU8(xxe), 'a.kml')).toMatchObject({
      ok: false,
      error: { type: 'unsafe_file' },
    });
    const undeclared = `<kml><Placemark><name>&x;</name><Point><coordinates>1,2</coordinates></Point></Placemark></kml>`;
    expect(parseSiteFile(strToU8(undeclared), 'a.kml').ok).toBe(false);
  });

  it('refuses oversized input', () => {
    expect(parseSiteFile(new Uint8Array(1024), 'a.kml', { maxBytes: 100 })).toMatchObject({
      ok: false,
      error: { type: 'file_too_large' },
    });
  });

  it('reads KMZ and refuses zip bombs by declared and actual size and entry count', () => {
    const doc = kml(polygonPm('z'));
    const good = parseSiteFile(
      zipSync({ 'files/x.png': new Uint8Array(3), 'doc.kml': doc }),
      'z.kmz',
    );
    expect(good.ok && good.value[0]!.name).toBe('z');
    const bomb = zipSync({ 'doc.kml': new Uint8Array(60 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(200_000);
    expect(parseSiteFile(bomb, 'b.kmz')).toMatchObject({
      ok: false,
      error: { type: 'file_too_large' },
    });
    // Lie about the size: patch the declared sizes in the headers down to 1 KB.
    const liar = zipSync({ 'doc.kml': new Uint8Array(2 * 1024 * 1024) }, { level: 9 });
    patchDeclaredSizes(liar, 1024);
    // Called "too large", not "invalid KML" (issue 10 §11).
    expect(parseSiteFile(liar, 'l.kmz', { maxUncompressedBytes: 1024 * 1024 })).toMatchObject({
      ok: false,
      error: { type: 'file_too_large', details: { reason: 'actual_uncompressed_size' } },
    });
    const many: Record<string, Uint8Array> = {};
    for (let i = 0; i < 30; i++) many[`f${i}.txt`] = new Uint8Array(1);
    // Named for what it is, not blamed on "DTD or entity declarations" (issue 10 §11).
    const crowded = parseSiteFile(zipSync(many), 'm.kmz', { maxKmzEntries: 10 });
    expect(crowded).toMatchObject({
      ok: false,
      error: { type: 'file_too_large', details: { reason: 'too_many_entries', max_entries: 10 } },
    });
    if (!crowded.ok) expect(crowded.error.message).toMatch(/more than 10 entries/);
    expect(parseSiteFile(strToU8('not a zip'), 'x.kmz')).toMatchObject({
      ok: false,
      error: { type: 'invalid_kml' },
    });
  });

  it('parses a 100,000-vertex polygon', () => {
    const n = 100_000;
    const pts: string[] = [];
    for (let i = 0; i < n; i++) {
      const a = (i / n) * 2 * Math.PI;
      const r = 0.01 * (1 + 0.1 * Math.sin(a * 40));
      pts.push(`${(10 + r * Math.cos(a)).toFixed(8)},${(50 + r * Math.sin(a)).toFixed(8)},0`);
    }
    pts.push(pts[0]!);
    const r = parseSiteFile(kml(polygonPm('big', pts.join(' '))), 'big.kml');
    expect(
      r.ok &&
        r.value[0]!.geometry.type === 'Polygon' &&
        r.value[0]!.geometry.coordinates[0]!.length,
    ).toBe(n + 1);
  });
});

/** Rewrites uncompressed-size fields in local headers and the central directory. */
function patchDeclaredSizes(zip: Uint8Array, size: number): void {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let i = 0; i + 4 <= zip.length; i++) {
    const sig = view.getUint32(i, true);
    if (sig === 0x04034b50) view.setUint32(i + 22, size, true);
    if (sig === 0x02014b50) view.setUint32(i + 24, size, true);
  }
}

describe('files that are not KML, and absurd sizes at the default limits', () => {
  it('refuses well-formed XML that is not KML, binary bytes and empty files', () => {
    const notKml: [string, Uint8Array][] = [
      ['page.kml', strToU8('<!doctype html><html><body><p>Not a map</p></body></html>')],
      [
        'track.kml',
        strToU8(
          '<?xml version="1.0"?><gpx><trk><trkseg><trkpt lat="1" lon="2"/></trkseg></trk></gpx>',
        ),
      ],
      ['photo.kml', new Uint8Array(2048).map((_, i) => (i * 7919) % 256)],
      ['empty.kml', new Uint8Array(0)],
    ];
    for (const [name, bytes] of notKml) {
      expect(parseSiteFile(bytes, name), name).toMatchObject({
        ok: false,
        error: { type: 'invalid_kml', title: 'Invalid KML Selected' },
      });
    }
  });

  it('refuses input over MAX_SITE_FILE_BYTES without options', () => {
    const r = parseSiteFile(new Uint8Array(MAX_SITE_FILE_BYTES + 1), 'huge.kml');
    expect(r).toMatchObject({ ok: false, error: { type: 'file_too_large' } });
  });

  it('refuses a KMZ whose entry inflates past the default limit', () => {
    const bomb = zipSync({ 'doc.kml': new Uint8Array(51 * 1024 * 1024) }, { level: 9 });
    expect(parseSiteFile(bomb, 'bomb.kmz')).toMatchObject({
      ok: false,
      error: { type: 'file_too_large' },
    });
  });
});
