// The zone-file readers on real-shaped files (KML with ExtendedData, the openAIP v2 JSON export,
// the legacy openAIP XML) and on hostile ones: entity bombs, external entities, deep nesting,
// malformed XML, vertex floods and junk. Every refusal is a 422 with a sentence.
import { AppError } from '@sortie/domain';
import { ZImportZoneFileRequest, type TZoneFileFormat } from '@sortie/domain/contracts';
import { describe, expect, it } from 'vitest';
import { parseZoneFile } from './parse-zones.ts';
import { MAX_VERTICES_PER_FILE, ZoneBudget } from './zone-fields.ts';

const file = (format: TZoneFileFormat, content: string) =>
  ZImportZoneFileRequest.parse({ name: `f.${format}`, format, source: 'test', content });

const refusal = (format: TZoneFileFormat, content: string, budget?: ZoneBudget) => {
  try {
    parseZoneFile(file(format, content), budget);
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).status).toBe(422);
    return (e as AppError).message;
  }
  throw new Error('expected a refusal');
};

const RING = '77.5,13.0,0 77.6,13.0,0 77.6,13.1,0 77.5,13.1,0 77.5,13.0,0';

const kml = (placemarks: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><Folder>${placemarks}</Folder></Document></kml>`;

const placemark = (name: string, data: string, geometry: string) =>
  `<Placemark><name>${name}</name><ExtendedData>${data}</ExtendedData>${geometry}</Placemark>`;

const polygon = (ring = RING) =>
  `<Polygon><outerBoundaryIs><LinearRing><coordinates>${ring}</coordinates></LinearRing></outerBoundaryIs></Polygon>`;

describe('KML zone files', () => {
  it('reads Placemark polygons with ExtendedData and SimpleData, skipping points', () => {
    const { zones, skipped } = parseZoneFile(
      file(
        'kml',
        kml(
          placemark(
            'Stadium TFR',
            '<Data name="class"><value>prohibited</value></Data><Data name="ceiling_m"><value>300</value></Data><Data name="valid_to"><value>2026-12-01T00:00:00Z</value></Data>',
            polygon(),
          ) +
            placemark(
              'Two parts',
              '<SchemaData><SimpleData name="class">yellow</SimpleData><SimpleData name="floor_m">30</SimpleData></SchemaData>',
              `<MultiGeometry>${polygon()}${polygon()}</MultiGeometry>`,
            ) +
            placemark('A pin', '', '<Point><coordinates>77.5,13.0</coordinates></Point>'),
        ),
      ),
    );
    expect(skipped).toBe(1);
    expect(zones).toHaveLength(2);
    expect(zones[0]).toMatchObject({
      name: 'Stadium TFR',
      class: 'red',
      floorM: 0,
      ceilingM: 300,
      validTo: new Date('2026-12-01T00:00:00Z'),
    });
    expect(zones[0]!.polygons[0]![0]![1]).toEqual([77.6, 13.0]);
    expect(zones[1]).toMatchObject({ class: 'yellow', floorM: 30, ceilingM: 20_000 });
    expect(zones[1]!.polygons).toHaveLength(2);
  });

  it('keeps holes (innerBoundaryIs) as the polygon’s later rings', () => {
    const hole = '77.52,13.02 77.55,13.02 77.55,13.05 77.52,13.05 77.52,13.02';
    const { zones } = parseZoneFile(
      file(
        'kml',
        kml(
          placemark(
            'Ring',
            '',
            `<Polygon><outerBoundaryIs><LinearRing><coordinates>${RING}</coordinates></LinearRing></outerBoundaryIs><innerBoundaryIs><LinearRing><coordinates>${hole}</coordinates></LinearRing></innerBoundaryIs></Polygon>`,
          ),
        ),
      ),
    );
    expect(zones[0]!.polygons[0]).toHaveLength(2);
  });

  it('refuses an entity bomb and an external entity at the DOCTYPE, before expanding anything', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><kml><Placemark><name>&c;</name>${polygon()}</Placemark></kml>`;
    expect(refusal('kml', bomb)).toMatch(/DOCTYPE/);
    const xxe = `<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY x SYSTEM "file:///etc/passwd">]><kml><Placemark><name>&x;</name>${polygon()}</Placemark></kml>`;
    expect(refusal('kml', xxe)).toMatch(/DOCTYPE/);
  });

  it('refuses malformed XML, deep nesting, bad positions and files without polygons', () => {
    expect(refusal('kml', '<kml><Placemark><name>x</Placemark>')).toMatch(/not well-formed XML/);
    expect(refusal('kml', '{"type":"FeatureCollection"}')).toMatch(/not well-formed XML/);
    expect(refusal('kml', `${'<Folder>'.repeat(200)}${'</Folder>'.repeat(200)}`)).toMatch(
      /deeper than 64/,
    );
    expect(refusal('kml', kml(placemark('x', '', polygon('0x4D,13 1,2 3,4 0x4D,13'))))).toMatch(
      /not a longitude and latitude/,
    );
    expect(refusal('kml', kml(placemark('x', '', polygon('200,13 1,2 3,4 200,13'))))).toMatch(
      /not a longitude and latitude/,
    );
    expect(
      refusal('kml', kml(placemark('pin', '', '<Point><coordinates>1,2</coordinates></Point>'))),
    ).toMatch(/no zones to import/);
    expect(
      refusal(
        'kml',
        kml(placemark('x', '<Data name="class"><value>purple</value></Data>', polygon())),
      ),
    ).toMatch(/class "purple"/);
  });

  it('refuses a flood of vertices while it streams in', () => {
    const flood = '1,2 '.repeat(MAX_VERTICES_PER_FILE + 10);
    expect(refusal('kml', kml(placemark('x', '', polygon(flood))))).toMatch(
      /more than 2,000,000 vertices/,
    );
  });

  it('stops at the deadline with a sentence', () => {
    const many = kml(placemark('x', '', polygon()).repeat(2_000));
    expect(refusal('kml', many, new ZoneBudget(-1))).toMatch(/took longer than/);
  });
});

const v2 = (over: Record<string, unknown>) => ({
  _id: 'x',
  name: 'ED-R 1',
  type: 1,
  icaoClass: 8,
  upperLimit: { value: 65, unit: 6, referenceDatum: 2 },
  lowerLimit: { value: 0, unit: 1, referenceDatum: 0 },
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [7.1, 50.1],
        [7.2, 50.1],
        [7.2, 50.2],
        [7.1, 50.1],
      ],
    ],
  },
  ...over,
});

describe('openAIP zone files', () => {
  it('reads the v2 JSON export: restricted red, CTR yellow from the ground, TMA aloft skipped', () => {
    const { zones, skipped } = parseZoneFile(
      file(
        'openaip',
        JSON.stringify({
          items: [
            v2({}),
            v2({
              name: 'Bengaluru CTR',
              type: 4,
              upperLimit: { value: 2500, unit: 1, referenceDatum: 1 },
            }),
            v2({ name: 'TMA', type: 7, lowerLimit: { value: 3500, unit: 1, referenceDatum: 1 } }),
            v2({
              name: 'CTR aloft',
              type: 4,
              lowerLimit: { value: 1500, unit: 1, referenceDatum: 1 },
            }),
            v2({
              name: 'Danger over sea',
              type: 2,
              lowerLimit: { value: 1000, unit: 1, referenceDatum: 1 },
            }),
          ],
        }),
      ),
    );
    expect(skipped).toBe(2);
    expect(zones.map((z) => [z.name, z.class, z.floorM, z.ceilingM])).toEqual([
      ['ED-R 1', 'red', 0, 1981.2],
      ['Bengaluru CTR', 'yellow', 0, 762],
      // A floor above sea level cannot be turned into height above ground: the ground (safe side).
      ['Danger over sea', 'yellow', 0, 1981.2],
    ]);
  });

  it('reads the checked type codes: MCTR (36) and ATZ (13) from the ground, CTA (26) and FIR (10) skipped', () => {
    const ground = { value: 0, unit: 1, referenceDatum: 0 };
    const { zones, skipped } = parseZoneFile(
      file(
        'openaip',
        JSON.stringify([
          v2({ name: 'Military CTR', type: 36, lowerLimit: ground }),
          v2({ name: 'Aerodrome ATZ', type: 13, lowerLimit: ground }),
          v2({ name: 'Control area', type: 26, lowerLimit: ground }),
          v2({ name: 'FIR', type: 10, lowerLimit: ground }),
        ]),
      ),
    );
    expect(zones.map((z) => [z.name, z.class])).toEqual([
      ['Military CTR', 'yellow'],
      ['Aerodrome ATZ', 'yellow'],
    ]);
    expect(skipped).toBe(2);
  });

  it('reads the legacy openAIP XML', () => {
    const asp = (category: string, name: string, bottom: string) =>
      `<ASP CATEGORY="${category}"><VERSION>1</VERSION><ID>1</ID><COUNTRY>IN</COUNTRY><NAME>${name}</NAME>
<ALTLIMIT_TOP REFERENCE="MSL"><ALT UNIT="F">3000</ALT></ALTLIMIT_TOP>
<ALTLIMIT_BOTTOM REFERENCE="${bottom}"><ALT UNIT="F">0</ALT></ALTLIMIT_BOTTOM>
<GEOMETRY><POLYGON>77.5 13.0, 77.6 13.0, 77.6 13.1, 77.5 13.0</POLYGON></GEOMETRY></ASP>`;
    const { zones, skipped } = parseZoneFile(
      file(
        'openaip',
        `<?xml version="1.0" encoding="utf-8"?><OPENAIP VERSION="1" DATAFORMAT="1.1"><AIRSPACES>${asp('PROHIBITED', 'VO-P 1', 'GND')}${asp('CTR', 'Bengaluru CTR', 'GND')}${asp('C', 'TMA', 'MSL')}${asp('FIR', 'Chennai FIR', 'GND')}</AIRSPACES></OPENAIP>`,
      ),
    );
    expect(skipped).toBe(2);
    expect(zones.map((z) => [z.name, z.class, z.ceilingM])).toEqual([
      ['VO-P 1', 'red', 914.4],
      ['Bengaluru CTR', 'yellow', 914.4],
    ]);
  });

  it('refuses what is not openAIP, and hostile XML', () => {
    expect(refusal('openaip', 'not a file')).toMatch(/neither openAIP JSON nor openAIP XML/);
    expect(refusal('openaip', '{"type":"FeatureCollection"}')).toMatch(
      /not an openAIP airspace export/,
    );
    expect(refusal('openaip', '<kml></kml>')).toMatch(/root is not OPENAIP/);
    expect(refusal('openaip', '<!DOCTYPE x [<!ENTITY a "b">]><OPENAIP/>')).toMatch(/DOCTYPE/);
    expect(refusal('openaip', '[1, null, "x", {"type": 3}]')).toMatch(/no zones to import/);
    expect(
      refusal(
        'openaip',
        JSON.stringify([v2({ geometry: { type: 'Polygon', coordinates: [[[1, 2]]] } })]),
      ),
    ).toMatch(/at least 4 positions/);
  });
});
