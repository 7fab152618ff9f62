// Malformed multipart bodies (issue 10 §9) get a 4xx with the error envelope on every upload
// route: a body cut short, a content type without its boundary, and more fields than allowed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { bearer } from '../test/helpers.ts';
import { FIELD, call, workspace, type Workspace } from '../test/sites-fixtures.ts';

const BOUNDARY = '----sortieMalformed';

function part(name: string, value: string, fileName?: string): string {
  const disposition = fileName
    ? `form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: application/octet-stream`
    : `form-data; name="${name}"`;
  return `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n${value}\r\n`;
}

const KML =
  '<kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><Point><coordinates>77.6,12.9</coordinates></Point></Placemark></kml>';

/** Each malformed body with its content type. */
const CASES = {
  'a body cut short': {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="x.kml"\r\nContent-Type: application/octet-stream\r\n\r\n${KML.slice(0, 40)}`,
  },
  'no boundary': {
    type: 'multipart/form-data',
    body: part('file', KML, 'x.kml') + `--${BOUNDARY}--\r\n`,
  },
  '20 fields': {
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    body:
      Array.from({ length: 20 }, (_, i) => part(`field${i}`, 'x')).join('') +
      part('file', KML, 'x.kml') +
      `--${BOUNDARY}--\r\n`,
  },
} as const;

describe('malformed multipart', () => {
  let t: TestApp;
  let w: Workspace;
  let routes: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp();
    w = await workspace(t);
    const site = await call(t, w.owner, 'POST', `/company/${w.companyId}/sites`, {
      name: 'Field',
      geometry: FIELD,
    });
    expect(site.statusCode, site.body).toBe(201);
    const siteId = site.json<{ id: string }>().id;
    routes = {
      'site upload': `/api/v4/company/${w.companyId}/sites`,
      'profile picture': `/api/v4/users/${w.owner.id}/picture`,
      'company logo': `/api/v4/company/${w.companyId}/logo`,
      'elevation model': `/api/v4/company/${w.companyId}/sites/${siteId}/elevation_model`,
    };
  });
  afterAll(async () => t.close());

  for (const route of ['site upload', 'profile picture', 'company logo', 'elevation model']) {
    for (const [name, malformed] of Object.entries(CASES)) {
      it(`${route}: ${name} answers 4xx with the envelope`, async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: routes[route]!,
          headers: { ...bearer(w.owner.token), 'content-type': malformed.type },
          payload: malformed.body,
        });
        expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(res.json()).toMatchObject({
          error: { type: expect.any(String), message: expect.any(String) },
        });
        // The DEM upload reads its part only after the access checks, when the parser has
        // already given up on the body: it used to wait forever (issue 10).
        if (route === 'elevation model') {
          expect(res.statusCode).toBe(400);
          expect(res.json<{ error: { type: string } }>().error.type).toBe('invalid_multipart');
        }
      });
    }
  }
});
