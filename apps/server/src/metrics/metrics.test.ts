// /metrics over real HTTP (issue 18 §4): behind its token, Prometheus text, and after real
// traffic the request histogram names the route pattern, not the URL.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

const TOKEN = 'metrics-test-token-0123456789';

describe('GET /metrics', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => t.close());

  it('refuses a scrape without the token, with the envelope, never the web app', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-of-some-length' }] as Record<
      string,
      string
    >[]) {
      const res = await fetch(`${base}/metrics`, { headers });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: { type: string } }).error.type).toBe('unauthorized');
    }
  });

  it('shows the request histogram by route after real traffic', async () => {
    for (let i = 0; i < 3; i += 1) expect((await fetch(`${base}/api/health`)).status).toBe(200);
    const siteId = '7d3f0b3e-2a0c-4f7e-9a61-0c4b1d2e3f40';
    await fetch(`${base}/api/v4/company/${siteId}/sites/${siteId}`);

    const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(
      /sortie_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} 3/,
    );
    expect(text).toContain('sortie_http_request_duration_seconds_bucket{le="0.005"');
    // Ids never become label values: the pattern is the label.
    expect(text).not.toContain(siteId);
    expect(text).toMatch(/route="\/api\/v4\/company\/:companyId\/sites\/:\w+",status_code="401"/);
    for (const name of [
      'sortie_nodejs_eventloop_lag_seconds',
      'sortie_realtime_sockets 0',
      'sortie_mqtt_clients 0',
      'sortie_db_pool_connections',
    ]) {
      expect(text).toContain(name);
    }
  });
});
