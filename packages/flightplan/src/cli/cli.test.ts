import { describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeArrayBuffer } from 'geotiff';

const bin = fileURLToPath(new URL('../../bin/flightplan.js', import.meta.url));
const run = (args: string[]): { code: number; out: unknown } => {
  try {
    return {
      code: 0,
      out: JSON.parse(execFileSync(process.execPath, [bin, ...args], { encoding: 'utf8' })),
    };
  } catch (e) {
    const err = e as { status: number; stdout: string };
    return { code: err.status, out: JSON.parse(err.stdout) };
  }
};

describe('flightplan CLI', () => {
  it('plans, exports and refuses with the error envelope', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fp-'));
    const site = join(dir, 'field.kml');
    writeFileSync(
      site,
      '<kml><Placemark><Polygon><outerBoundaryIs><LinearRing><coordinates>8,47 8.01,47 8.01,47.005 8,47.005 8,47</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></kml>',
    );
    const mission = join(dir, 'm.geojson');
    const plan = run([
      'plan',
      site,
      '--kind',
      'area_mapping',
      '--camera',
      'dji-m3e-wide',
      '--gsd',
      '2.5',
      '--out',
      mission,
    ]);
    expect(plan.code).toBe(0);
    expect(plan.out).toMatchObject({ kind: 'area_mapping', name: 'field' });
    const fc = JSON.parse(readFileSync(mission, 'utf8')) as {
      features: { properties: { role: string } }[];
    };
    expect(fc.features.filter((f) => f.properties.role === 'path')).toHaveLength(1);
    expect(run(['export', mission, '--format', 'plan', '--out', join(dir, 'm.plan')]).code).toBe(0);
    // --format takes the API's file_format or its destination (the export table in domain).
    const csv = run(['export', mission, '--format', 'litchi', '--out', join(dir, 'm.csv')]);
    expect(csv.out).toMatchObject({ format: 'csv', mime: 'text/csv' });
    // A DEM rising 5 m per 0.001° eastwards over the site: terrain following resolves waypoints.
    const dem = join(dir, 'dem.tif');
    const width = 16;
    const height = 10;
    const values = Array.from({ length: width * height }, (_, i) => 300 + 5 * (i % width));
    const tif = writeArrayBuffer(values, {
      width,
      height,
      ModelPixelScale: [0.001, 0.001, 0],
      ModelTiepoint: [0, 0, 0, 7.997, 47.008, 0],
      GTRasterTypeGeoKey: 1,
      GTModelTypeGeoKey: 2,
      GeographicTypeGeoKey: 4326,
    }) as ArrayBuffer;
    writeFileSync(dem, new Uint8Array(tif));
    const followed = run([
      'plan',
      site,
      '--camera',
      'dji-m3e-wide',
      '--altitude',
      '80',
      '--terrain',
      dem,
      '--out',
      mission,
    ]);
    expect(followed.code).toBe(0);
    const wps = (
      JSON.parse(readFileSync(mission, 'utf8')) as {
        features: { properties: Record<string, unknown> }[];
      }
    ).features.filter((f) => f.properties.role === 'waypoint');
    expect(wps.every((w) => w.properties.altitude_mode === 'above_ground')).toBe(true);
    const refused = run([
      'plan',
      site,
      '--camera',
      'dji-m3e-wide',
      '--altitude',
      '900',
      '--out',
      mission,
    ]);
    expect(refused.code).not.toBe(0);
    expect(refused.out).toMatchObject({ error: { type: 'out_of_range' } });
  }, 30_000);

  it('prints help with exit 0, writes one file per part, and exports site, GCPs and home altitude', () => {
    const help = spawnSync(process.execPath, [bin, '--help'], { encoding: 'utf8' });
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/flightplan plan SITE/);
    const dir = mkdtempSync(join(tmpdir(), 'fp-'));
    const site = join(dir, 'field.kml');
    writeFileSync(
      site,
      '<kml><Placemark><Polygon><outerBoundaryIs><LinearRing><coordinates>8,47 8.03,47 8.03,47.015 8,47.015 8,47</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark></kml>',
    );
    // A Phantom 4 Pro flies DJI's legacy waypoint API: 99 waypoints at most per part.
    const out = join(dir, 'm.geojson');
    const args = [
      'plan',
      site,
      '--camera',
      'dji-m3e-wide',
      '--gsd',
      '1.2',
      '--drone',
      'dji-phantom-4-pro',
    ];
    const plan = run([...args, '--out', out]);
    expect(plan.code).toBe(0);
    const { parts, files } = plan.out as { parts: number; files: string[] };
    expect(parts).toBeGreaterThan(1);
    expect(files).toHaveLength(parts);
    expect(existsSync(out)).toBe(false);
    for (const [i, f] of files.entries()) {
      expect(f).toBe(join(dir, `m-part-${i + 1}-of-${parts}.geojson`));
      const fc = JSON.parse(readFileSync(f, 'utf8')) as {
        features: { properties: { role: string } }[];
      };
      expect(
        fc.features.filter((x) => x.properties.role === 'waypoint').length,
      ).toBeLessThanOrEqual(99);
      expect(fc.features.filter((x) => x.properties.role === 'site')).toHaveLength(1);
    }
    const second = join(dir, 'second.geojson');
    expect(run([...args, '--part', '2', '--out', second]).out).toMatchObject({ files: [second] });
    expect(readFileSync(second, 'utf8')).toBe(readFileSync(files[1]!, 'utf8'));
    expect(run([...args, '--part', '99', '--out', second]).out).toMatchObject({
      error: { type: 'out_of_range' },
    });

    const kml = join(dir, 'p1.kml');
    expect(
      run(['export', files[0]!, '--format', 'kml', '--gcp-spacing', '400', '--out', kml]).code,
    ).toBe(0);
    const text = readFileSync(kml, 'utf8');
    expect(text).toContain('<Folder><name>Site</name>');
    expect(text).toContain('<Folder><name>Ground control points</name>');
    const wpl = join(dir, 'p1.waypoints');
    run(['export', files[0]!, '--format', 'waypoints', '--takeoff-elevation', '412', '--out', wpl]);
    expect(readFileSync(wpl, 'utf8').split('\n')[1]!.split('\t')[10]).toBe('412.000000');
    rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
