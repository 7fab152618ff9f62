import { ZBrand } from '@sortie/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

describe('brands', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('picks the brand by host name, with the default for unknown hosts', async () => {
    const india = await t.app.inject({
      method: 'GET',
      url: '/api/v4/brand',
      headers: { host: 'localhost:8080' },
    });
    expect(india.statusCode).toBe(200);
    const b = ZBrand.parse(india.json());
    expect(b).toMatchObject({
      key: 'india',
      countryCode: '91',
      defaultZoom: 5,
      googleSignInEnabled: false,
    });
    expect(b.billingDetails.currency).toBe('INR');
    expect(b.taglines).toHaveLength(7);

    const gy = await t.app.inject({
      method: 'GET',
      url: '/api/v4/brand',
      headers: { host: 'guyana.sortie.localhost' },
    });
    expect(gy.json()).toMatchObject({ key: 'guyana', countryCode: '592', defaultZoom: 7 });
    expect(gy.json().locationCoordinate[0]).toBeCloseTo(-58.16, 1);
    expect(gy.json().billingDetails.currency).toBe('USD');

    const wildcard = await t.app.inject({
      method: 'GET',
      url: '/api/v4/brand',
      headers: { host: 'app.sortie.gy' },
    });
    expect(wildcard.json().key).toBe('guyana');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v4/brand',
      headers: { host: 'elsewhere.example' },
    });
    expect(unknown.json().key).toBe('india');
    const header = await t.app.inject({
      method: 'GET',
      url: '/api/v4/brand',
      headers: { 'x-brand': 'guyana' },
    });
    expect(header.json().key).toBe('guyana');
  });

  it('serves brand images and a favicon per host', async () => {
    const brand = (
      await t.app.inject({ method: 'GET', url: '/api/v4/brand', headers: { host: 'sortie.gy' } })
    ).json();
    const logo = await t.app.inject({ method: 'GET', url: brand.appLogo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body).toContain('<svg');
    const fav = await t.app.inject({
      method: 'GET',
      url: '/favicon.ico',
      headers: { host: 'sortie.gy' },
    });
    expect(fav.statusCode).toBe(200);
    expect(fav.body).toContain('#0E8A6A');
    const json = await t.app.inject({ method: 'GET', url: '/brands/india/brand.json' });
    expect(json.statusCode).toBe(404);
    const traversal = await t.app.inject({
      method: 'GET',
      url: '/brands/india/..%2Fguyana%2Flogo.svg',
    });
    expect(traversal.statusCode).toBe(404);
  });
});
