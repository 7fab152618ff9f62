import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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
});
