// Geometry the server judges beyond the parser (feature-areas §5): holes outside the outer ring
// are an invalid polygon, shapes across the 180° meridian are refused (decision 100), and an
// uploaded site is named after its file, never its Placemark or a part's numeric suffix.
import type { TSite } from '@sortie/domain/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call, multipart, workspace, type Workspace } from '../../test/sites-fixtures.ts';

const kml = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>${body}</Document></kml>`;
const ring = (w: number, s: number, e: number, n: number): [number, number][] => [
  [w, s],
  [e, s],
  [e, n],
  [w, n],
  [w, s],
];

describe('site geometry rules', () => {
  let t: TestApp;
  let w: Workspace;
  const countSites = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from sites`.execute(t.db)).rows[0]!.n);
  const create = (geometry: object) =>
    call(t, w.owner, 'POST', `/company/${w.companyId}/sites`, { name: 'Drawn', geometry });
  const upload = (fileName: string, text: string, fields: Record<string, string> = {}) => {
    const body = multipart(fileName, Buffer.from(text), fields);
    return call(t, w.owner, 'POST', `/company/${w.companyId}/sites`, body.payload, body.headers);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    w = await workspace(t);
  });
  afterAll(async () => t.close());

  it('keeps a hole inside the outer ring and refuses one outside it', async () => {
    const outer = ring(77.59, 12.97, 77.6, 12.98);
    const inside = await create({
      type: 'Polygon',
      coordinates: [outer, ring(77.592, 12.972, 77.594, 12.974)],
    });
    expect(inside.statusCode, inside.body).toBe(201);
    expect(inside.json<TSite>().geometry.coordinates).toHaveLength(2);

    const before = await countSites();
    const outside = await create({
      type: 'Polygon',
      coordinates: [outer, ring(77.62, 12.99, 77.63, 13.0)],
    });
    expect(outside.statusCode, outside.body).toBe(422);
    expect(outside.json().error).toMatchObject({
      type: 'invalid_kml',
      details: { title: 'Invalid Geometry Selected', reason: 'hole_outside_outer_ring' },
    });
    // JSON input is named as such, not "Selected KML file" (issue 10 §11).
    expect(outside.json().error.message).toMatch(/^The submitted geometry is invalid\./);
    expect(await countSites()).toBe(before);
  });

  it('refuses polygons and corridors drawn across the antimeridian, keeps those beside it', async () => {
    const before = await countSites();
    const across = await create({
      type: 'Polygon',
      coordinates: [
        [
          [179.99, -16.1],
          [-179.99, -16.1],
          [-179.99, -16.09],
          [179.99, -16.09],
          [179.99, -16.1],
        ],
      ],
    });
    expect(across.statusCode, across.body).toBe(422);
    expect(across.json().error.type).toBe('crosses_antimeridian');
    const road = await create({
      type: 'LineString',
      coordinates: [
        [179.995, -16.1],
        [-179.995, -16.1],
      ],
    });
    expect(road.json().error.type).toBe('crosses_antimeridian');
    expect(await countSites()).toBe(before);
    // Right beside the meridian, on one side of it, is fine (Taveuni, Fiji).
    const beside = await create({
      type: 'Polygon',
      coordinates: [ring(179.9, -16.9, 179.99, -16.8)],
    });
    expect(beside.statusCode, beside.body).toBe(201);
  });

  it('names an upload after its file, not its Placemark or a dropped part', async () => {
    const square = '77.59,12.97,5 77.592,12.97,5 77.592,12.972,5 77.59,12.972,5 77.59,12.97,5';
    const named = await upload(
      'North Field.kml',
      kml(
        `<Placemark><name>Placemark Name</name><Polygon><outerBoundaryIs><LinearRing><coordinates>${square}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>`,
      ),
    );
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json<TSite>().name).toBe('North Field');
    // A MultiGeometry whose first part is invalid (two vertices) leaves one part, once named
    // "M 2" after its position; the site takes the file's name.
    const multi = await upload(
      'tower-site.kml',
      kml(
        `<Placemark><name>M</name><MultiGeometry><Polygon><outerBoundaryIs><LinearRing><coordinates>1,2 1,2</coordinates></LinearRing></outerBoundaryIs></Polygon><Point><coordinates>77.62,12.99,30</coordinates></Point></MultiGeometry></Placemark>`,
      ),
    );
    expect(multi.statusCode, multi.body).toBe(201);
    expect(multi.json<TSite>()).toMatchObject({
      name: 'tower-site',
      geometry: { type: 'Point', coordinates: [77.62, 12.99] },
    });
    // A name given with the file wins.
    const given = await upload(
      'x.kml',
      kml(`<Placemark><Point><coordinates>1,2</coordinates></Point></Placemark>`),
      {
        name: 'Given',
      },
    );
    expect(given.json<TSite>().name).toBe('Given');
  });
});
