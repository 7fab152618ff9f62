// KMZ zone files (a zip with doc.kml) on real-shaped archives and on hostile ones: a compression
// bomb, a bomb whose headers lie about its size, an archive of thousands of entries, an unknown
// compression method, a truncated zip, text that is not a zip, an entity bomb inside the zip.
// Every refusal is a 422 with a sentence.
import { AppError } from '@sortie/domain';
import { ZImportZoneFileRequest } from '@sortie/domain/contracts';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MAX_KMZ_ENTRIES } from './parse-kmz-zones.ts';
import { parseZoneFile } from './parse-zones.ts';
import { MAX_ZONE_FILE_BYTES } from './zone-fields.ts';

const RING = '77.5,13.0,0 77.6,13.0,0 77.6,13.1,0 77.5,13.1,0 77.5,13.0,0';
const kml = (name: string, extra = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>${extra}<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Placemark><name>${name}</name>` +
  `<ExtendedData><Data name="class"><value>prohibited</value></Data></ExtendedData>` +
  `<Polygon><outerBoundaryIs><LinearRing><coordinates>${RING}</coordinates></LinearRing></outerBoundaryIs></Polygon>` +
  `</Placemark></Document></kml>`;

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const kmz = (files: Zippable) => b64(zipSync(files, { level: 9 }));
const file = (content: string) =>
  ZImportZoneFileRequest.parse({ name: 'f.kmz', format: 'kmz', source: 'test', content });

const refusal = (content: string) => {
  try {
    parseZoneFile(file(content));
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).status).toBe(422);
    return (e as AppError).message;
  }
  throw new Error('expected a refusal');
};

/** Offsets of every local file header (PK\3\4) and central directory entry (PK\1\2). */
function headers(zip: Uint8Array, sig: number): number[] {
  const out: number[] = [];
  const v = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let i = 0; i + 4 <= zip.length; i++) if (v.getUint32(i, true) === sig) out.push(i);
  return out;
}

describe('KMZ zone files', () => {
  it('reads doc.kml and ignores the icons beside it', () => {
    const { zones } = parseZoneFile(
      file(
        kmz({
          'doc.kml': strToU8(kml('Zipped prohibited area')),
          'files/icon.png': new Uint8Array(2_000).fill(7),
        }),
      ),
    );
    expect(zones.map((z) => [z.name, z.class])).toEqual([['Zipped prohibited area', 'red']]);
  });

  it('without doc.kml, reads the first .kml at the root, not one in a folder', () => {
    const { zones } = parseZoneFile(
      file(
        kmz({
          'layers/other.kml': strToU8(kml('In a folder')),
          'zones.kml': strToU8(kml('At the root')),
        }),
      ),
    );
    expect(zones.map((z) => z.name)).toEqual(['At the root']);
  });

  it('refuses a compression bomb by the bytes it unpacks to', () => {
    // 31 MB of spaces inside the KML deflate to about 31 KB.
    const big = new Uint8Array(MAX_ZONE_FILE_BYTES + 1024 * 1024).fill(0x20);
    expect(refusal(kmz({ 'doc.kml': big }))).toMatch(/unpacks to more than 30 MB; split it/);
  });

  it('refuses a bomb whose headers declare a small size: bytes are counted, not believed', () => {
    const zip = zipSync(
      { 'doc.kml': new Uint8Array(MAX_ZONE_FILE_BYTES + 1024 * 1024).fill(0x20) },
      { level: 9 },
    );
    const v = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    for (const at of headers(zip, 0x04034b50)) v.setUint32(at + 22, 100, true);
    for (const at of headers(zip, 0x02014b50)) v.setUint32(at + 24, 100, true);
    expect(refusal(b64(zip))).toMatch(/unpacks to more than 30 MB/);
  });

  it('refuses an archive of thousands of entries before inflating any', () => {
    const files: Zippable = { 'doc.kml': strToU8(kml('Zone')) };
    for (let i = 0; i <= MAX_KMZ_ENTRIES; i++) files[`files/${i}.png`] = new Uint8Array(1);
    expect(refusal(kmz(files))).toMatch(/holds more than 1000 files; .*Import the KML itself/);
  });

  it('refuses an unknown compression method with a sentence', () => {
    const zip = zipSync({ 'doc.kml': strToU8(kml('Zone')) }, { level: 9 });
    const v = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    for (const at of headers(zip, 0x04034b50)) v.setUint16(at + 8, 14, true); // LZMA
    for (const at of headers(zip, 0x02014b50)) v.setUint16(at + 10, 14, true);
    expect(refusal(b64(zip))).toMatch(/compression this server does not read \(method 14\)/);
  });

  it('refuses a truncated zip, text that is not a zip, and text that is not base64', () => {
    const zip = zipSync({ 'doc.kml': strToU8(kml('Zone')) }, { level: 9 });
    expect(refusal(b64(zip.subarray(0, 60)))).toMatch(/damaged|cut short/);
    expect(refusal(b64(strToU8(kml('Not zipped'))))).toMatch(/not a zip archive/);
    expect(refusal('<kml>not base64</kml>')).toMatch(/not base64/);
  });

  it('refuses an archive with no KML, and an entity bomb inside the zip', () => {
    expect(refusal(kmz({ 'readme.txt': strToU8('no zones') }))).toMatch(/holds no \.kml file/);
    const bomb = kml(
      '&c;',
      '<!DOCTYPE kml [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;">]>',
    );
    expect(refusal(kmz({ 'doc.kml': strToU8(bomb) }))).toMatch(/DOCTYPE/);
  });
});
