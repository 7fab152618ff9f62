// Zone imports on the real app and database, beyond GeoJSON: a KML, a KMZ and an openAIP export go
// through the work pool into the index; a hostile file is refused with a sentence; a re-import
// that fails half-way leaves the previous zones whole (one transaction).
import { ZAdvisory } from '@sortie/domain/contracts';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { makeSuperAdmin } from '../../test/roster.ts';
import { call, person, type Person } from '../../test/sites-fixtures.ts';
import { createAirspaceRepo } from './repo.ts';
import type { ParsedZone } from './zone-fields.ts';

/** Open sea west of Mangaluru: no aerodrome within 12 km, so only imported zones decide. */
const SEA = { lng: 74.2, lat: 12.6 };
const unique = () => Math.random().toString(36).slice(2, 8);

const ring = (d: number) =>
  [
    [SEA.lng - d, SEA.lat - d],
    [SEA.lng + d, SEA.lat - d],
    [SEA.lng + d, SEA.lat + d],
    [SEA.lng - d, SEA.lat + d],
    [SEA.lng - d, SEA.lat - d],
  ]
    .map((p) => p.join(','))
    .join(' ');

const kml = (cls: string) => `<?xml version="1.0"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document>
<Placemark><name>Naval exercise area</name>
<ExtendedData><Data name="class"><value>${cls}</value></Data><Data name="ceiling_m"><value>600</value></Data></ExtendedData>
<Polygon><outerBoundaryIs><LinearRing><coordinates>${ring(0.02)}</coordinates></LinearRing></outerBoundaryIs></Polygon>
</Placemark></Document></kml>`;

describe('zone import: KML, openAIP, hostile files, one-transaction replace', () => {
  let t: TestApp;
  let staff: Person;
  beforeAll(async () => {
    t = await buildTestApp();
    staff = await person(t, 'Staff');
    await makeSuperAdmin(t.db, staff.id);
  }, 240_000);
  // A shared PostgreSQL keeps what a file imports: remove this file's zone files.
  const names: string[] = [];
  afterAll(async () => {
    const files = (await call(t, staff, 'GET', '/airspace/zone-files')).json<{
      files: { id: string; name: string }[];
    }>().files;
    for (const f of files.filter((x) => names.includes(x.name)))
      await call(t, staff, 'DELETE', `/airspace/zone-files/${f.id}`);
    await t.close();
  });

  const advisoryAtSea = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v4/airspace/advisory?lng=${SEA.lng}&lat=${SEA.lat}`,
    });
    return ZAdvisory.parse(res.json());
  };

  it('a KML file turns the sea red, and its re-import as green replaces it', async () => {
    const name = `exercise-${unique()}.kml`;
    names.push(name);
    const body = (cls: string) => ({
      name,
      format: 'kml',
      source: 'Navy NOTAM',
      content: kml(cls),
    });
    const res = await call(t, staff, 'POST', '/airspace/zone-files', body('prohibited'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ format: 'kml', zone_count: 1, skipped: 0 });
    const red = await advisoryAtSea();
    expect(red.class).toBe('red');
    expect(red.findings[0]!.text).toMatch(/Naval exercise area/);

    expect((await call(t, staff, 'POST', '/airspace/zone-files', body('green'))).statusCode).toBe(
      201,
    );
    expect((await advisoryAtSea()).class).toBe('green');
    const files = (await call(t, staff, 'GET', '/airspace/zone-files')).json<{
      files: { name: string }[];
    }>().files;
    expect(files.filter((f) => f.name === name)).toHaveLength(1);
  });

  it('an openAIP export is read in the pool; what does not reach drones is skipped', async () => {
    const geometry = {
      type: 'Polygon',
      coordinates: [
        ring(0.05)
          .split(' ')
          .map((p) => p.split(',').map(Number)),
      ],
    };
    const name = `openaip-${unique()}.json`;
    names.push(name);
    const res = await call(t, staff, 'POST', '/airspace/zone-files', {
      name,
      format: 'openaip',
      source: 'openAIP',
      content: JSON.stringify([
        {
          name: 'Danger area D-1',
          type: 2,
          geometry,
          upperLimit: { value: 100, unit: 6, referenceDatum: 2 },
          lowerLimit: { value: 0, unit: 1, referenceDatum: 0 },
        },
        {
          name: 'Chennai FIR',
          type: 10,
          geometry,
          upperLimit: { value: 460, unit: 6, referenceDatum: 2 },
          lowerLimit: { value: 0, unit: 1, referenceDatum: 0 },
        },
      ]),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ format: 'openaip', zone_count: 1, skipped: 1 });
  });

  it('refuses an entity bomb with a 422 sentence, and keeps what was there', async () => {
    const res = await call(t, staff, 'POST', '/airspace/zone-files', {
      name: `bomb-${unique()}.kml`,
      format: 'kml',
      source: 'x',
      content: `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;">]><kml><name>&lol2;</name></kml>`,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ error: { message: string } }>().error.message).toMatch(/DOCTYPE/);
  });

  it('a KMZ file is unzipped in the pool; a KMZ bomb is refused with a sentence', async () => {
    const name = `exercise-${unique()}.kmz`;
    names.push(name);
    const zipped = (files: Record<string, Uint8Array>) =>
      Buffer.from(zipSync(files, { level: 9 })).toString('base64');
    const res = await call(t, staff, 'POST', '/airspace/zone-files', {
      name,
      format: 'kmz',
      source: 'Navy NOTAM (KMZ)',
      content: zipped({ 'doc.kml': strToU8(kml('prohibited')) }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ format: 'kmz', zone_count: 1, skipped: 0 });
    expect((await advisoryAtSea()).class).toBe('red');

    const bomb = await call(t, staff, 'POST', '/airspace/zone-files', {
      name: `bomb-${unique()}.kmz`,
      format: 'kmz',
      source: 'x',
      content: zipped({ 'doc.kml': new Uint8Array(40 * 1024 * 1024).fill(0x20) }),
    });
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json<{ error: { message: string } }>().error.message).toMatch(
      /unpacks to more than 30 MB; split it/,
    );
  });

  it('a replace that fails half-way rolls back: the old file and its zones stay', async () => {
    const repo = createAirspaceRepo(t.db);
    const zone = (i: number): ParsedZone => ({
      name: `z${i}`,
      class: 'red',
      floorM: 0,
      ceilingM: 100,
      validFrom: null,
      validTo: null,
      polygons: [
        [
          [
            [1, 1],
            [1.1, 1],
            [1.1, 1.1],
            [1, 1],
          ],
        ],
      ],
      bbox: [1, 1, 1.1, 1.1],
    });
    const name = `tx-${unique()}`;
    const at = new Date();
    const first = await repo.replaceFile({
      name,
      format: 'geojson',
      source: 's',
      importedBy: staff.id,
      at,
      zones: [zone(0), zone(1)],
    });
    // 600 zones: the second insert chunk (rows 500+) breaks a NOT NULL after the delete and the
    // first chunk already ran inside the transaction.
    const broken = Array.from({ length: 600 }, (_, i) => zone(i));
    broken[550] = { ...zone(550), name: null as unknown as string };
    await expect(
      repo.replaceFile({
        name,
        format: 'kml',
        source: 's',
        importedBy: staff.id,
        at,
        zones: broken,
      }),
    ).rejects.toThrow();
    const files = (await repo.listFiles()).filter((f) => f.name === name);
    expect(files.map((f) => [f.id, f.format, f.zone_count])).toEqual([[first.id, 'geojson', 2]]);
    const zones = await t.db
      .selectFrom('airspace_zones')
      .select('name')
      .where('file_id', '=', first.id)
      .execute();
    expect(zones.map((z) => z.name).sort()).toEqual(['z0', 'z1']);
    await repo.deleteFile(first.id);
  });
});
