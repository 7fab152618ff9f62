// /metrics over real HTTP (issue 18 §4): behind its token, Prometheus text, and after real
// traffic the request histogram names the route pattern, not the URL. Live streams are counted
// from the streams module: a stream goes live through the external media server's publish
// callback (decision 322), the cheapest real ingest; docks online stays 0 (no dock bound here).
import type { AddressInfo } from 'node:net';
import type { TStream, TStreamToken } from '@sortie/domain/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { call, workspace } from '../test/sites-fixtures.ts';

const TOKEN = 'metrics-test-token-0123456789';
const MEDIA_SECRET = 'media-callback-secret-0123456789';

describe('GET /metrics', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN, MEDIA_CALLBACK_SECRET: MEDIA_SECRET } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => t.close());
  const scrape = async () =>
    (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();

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

  it('counts docks online and live streams from their modules', async () => {
    const before = await scrape();
    expect(before).toContain('sortie_docks_online 0');
    expect(before).toContain('sortie_streams_live 0');

    const w = await workspace(t);
    const url = `/company/${w.companyId}/streams`;
    const stream = (await call(t, w.member, 'POST', url, { title: 'Metrics' })).json<TStream>();
    const key = (
      await call(t, w.member, 'POST', `${url}/generatetoken`, { stream_id: stream.id })
    ).json<TStreamToken>().stream_key;
    const publish = await fetch(`${base}/api/internal/media/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-media-secret': MEDIA_SECRET },
      body: JSON.stringify({ action: 'on_publish', app: 'live', stream: key, client_id: 'c1' }),
    });
    expect(publish.status).toBe(200);

    await vi.waitFor(async () => expect(await scrape()).toContain('sortie_streams_live 1'), {
      timeout: 30_000,
      interval: 100,
    });
    expect(await scrape()).toContain('sortie_docks_online 0');
  });
});
