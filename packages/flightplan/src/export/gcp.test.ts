import { describe, expect, it } from 'vitest';
import type { GroundControlPoint } from '../generate/gcp.ts';
import { expectGolden, hasOgrinfo, ogrinfoSummary, parseXml } from '../test/fixtures/golden.ts';
import { exportGcpCsv, exportGcpKml, exportGcpOdm } from './index.ts';

const gcps: GroundControlPoint[] = [
  { name: 'GCP-1', position: [8.5441, 47.3976], elevation_m: 412.25 },
  { name: 'GCP-2', position: [8.54592, 47.398012], elevation_m: null },
  { name: 'Gate, north', position: [8.545, 47.39805], elevation_m: 415 },
];

describe('GCP exports', () => {
  it('matches the golden files', () => {
    expectGolden('gcps.csv', exportGcpCsv(gcps));
    expectGolden('gcps.kml', exportGcpKml('Field A GCPs', gcps));
    expectGolden(
      'gcp_list.txt',
      exportGcpOdm(gcps, [
        { gcp_name: 'GCP-1', image_name: 'DJI_0001.JPG', im_x: 2010.5, im_y: 1500 },
        { gcp_name: 'GCP-1', image_name: 'DJI_0002.JPG', im_x: 1880, im_y: 1422.25 },
      ]),
    );
  });

  it('writes CSV with a header and quoted names', () => {
    const lines = exportGcpCsv(gcps).trimEnd().split('\n');
    expect(lines[0]).toBe('name,lng,lat,elevation_m');
    expect(lines[2]).toBe('GCP-2,8.5459200,47.3980120,');
    expect(lines[3]).toBe('"Gate, north",8.5450000,47.3980500,415');
  });

  it('writes ODM gcp_list.txt: projection first, comments for GCPs not yet seen in images', () => {
    const lines = exportGcpOdm(gcps).trimEnd().split('\n');
    expect(lines[0]).toBe('EPSG:4326');
    const data = lines.filter((l) => !l.startsWith('#'));
    expect(data).toEqual(['EPSG:4326']);
    expect(lines.at(-1)).toBe('# 8.5450000 47.3980500 415 <im_x> <im_y> <image_name> Gate,_north');
    const seen = exportGcpOdm(gcps, [
      { gcp_name: 'GCP-2', image_name: 'a b.jpg', im_x: 1, im_y: 2 },
    ]);
    expect(seen).toContain('\n8.5459200 47.3980120 0 1 2 a_b.jpg GCP-2\n');
  });

  it('writes KML that GDAL opens', (ctx) => {
    const kml = exportGcpKml('GCPs', gcps);
    parseXml(kml);
    if (!hasOgrinfo()) {
      console.warn('SKIPPED GDAL check: ogrinfo not found; install gdal-bin (CI does).');
      ctx.skip();
    }
    expect(ogrinfoSummary('gcps.kml', kml)).toMatch(/Feature Count: 3/);
  });
});
