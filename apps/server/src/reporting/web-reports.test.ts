// The web reporter's settings reach the browser with the brand only when SENTRY_WEB_DSN is set
// (decision 413), and the CSP then lets the browser post to the DSN's origin.
import { ZBrand } from '@sortie/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

// Plain http, as a local GlitchTip or Bugsink often is: not covered by the CSP's `https:`.
const WEB_DSN = 'http://publickey@reports.example.test:9000/42';

async function brandAndCsp(t: TestApp) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v4/brand' });
  expect(res.statusCode).toBe(200);
  return {
    brand: ZBrand.parse(res.json()),
    raw: res.json<Record<string, unknown>>(),
    connectSrc: /connect-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1]!,
  };
}

describe('the web error reporter settings', () => {
  let without: TestApp;
  let withDsn: TestApp;
  beforeAll(async () => {
    without = await buildTestApp();
    withDsn = await buildTestApp({ env: { SENTRY_WEB_DSN: WEB_DSN } });
  });
  afterAll(async () => Promise.all([without?.close(), withDsn?.close()]));

  it('hands no reporter settings to the browser without SENTRY_WEB_DSN', async () => {
    const { raw, connectSrc } = await brandAndCsp(without);
    expect(raw).not.toHaveProperty('errorReports');
    expect(connectSrc).not.toContain('reports.example.test');
  });

  it('hands the web DSN with the sampling rate, and allows its origin in connect-src', async () => {
    const { brand, connectSrc } = await brandAndCsp(withDsn);
    expect(brand.errorReports).toEqual({
      dsn: WEB_DSN,
      environment: 'production',
      tracesSampleRate: 0.8,
    });
    expect(connectSrc.split(' ')).toContain('http://reports.example.test:9000');
  });
});
