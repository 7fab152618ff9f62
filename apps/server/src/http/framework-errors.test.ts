// Errors Fastify raises itself (before or around routing) answer DESIGN.md's envelope like the rest.
import net from 'node:net';
import { ZErrorEnvelope } from '@sortie/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

function expectEnvelope(
  res: { statusCode: number; body: string },
  status: number,
  type: string,
): void {
  expect(res.statusCode, res.body).toBe(status);
  const body = ZErrorEnvelope.parse(JSON.parse(res.body));
  expect(body.error.type).toBe(type);
  expect(body.error.message.length).toBeGreaterThan(0);
  expect(res.body).not.toMatch(/\bat .+:\d+:\d+/);
  expect(res.body).not.toContain('FST_');
  expect(res.body).not.toContain('statusCode');
}

/** Writes raw bytes to the listening server and returns what comes back before it closes. */
async function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('utf8')));
    socket.on('close', () => resolve(data));
    socket.on('error', reject);
  });
}

describe('framework-level errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('answers a malformed %-escape in the path with 400, without echoing the path', async () => {
    for (const url of ['/api/v4/%E0%A4%A', '/api/v4/users/%zz', '/%E0%A4%A?id_token=x']) {
      const res = await t.app.inject({ method: 'GET', url });
      expectEnvelope(res, 400, 'bad_request');
      expect(res.body).not.toContain('%E0');
    }
  });

  it('answers an over-long path parameter with 414', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v4/users/find/email/${'a'.repeat(600)}%40example.com`,
    });
    expectEnvelope(res, 414, 'uri_too_long');
  });

  it('answers bad JSON, an empty JSON body and forbidden keys with 400', async () => {
    const login = '/api/v4/authenticate/login';
    const json = { 'content-type': 'application/json' };
    const bad = await t.app.inject({ method: 'POST', url: login, headers: json, payload: '{"a":' });
    expectEnvelope(bad, 400, 'bad_request');
    expect(bad.json().error.message).toBe('The request body is not valid JSON.');
    const empty = await t.app.inject({ method: 'POST', url: login, headers: json, payload: '' });
    expectEnvelope(empty, 400, 'bad_request');
    const proto = await t.app.inject({
      method: 'POST',
      url: login,
      headers: json,
      payload: '{"__proto__":{"admin":true}}',
    });
    expectEnvelope(proto, 400, 'bad_request');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v4/authenticate/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expectEnvelope(res, 415, 'unsupported_media_type');
  });

  it('answers a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v4/authenticate/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"${'x'.repeat(10 * 1024 * 1024)}"}`,
    });
    expectEnvelope(res, 413, 'payload_too_large');
  });

  it('answers unparsable HTTP on the socket with the envelope', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const reply = await rawRequest(
      address.port,
      'GET / HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer RAW-SECRET\r\nBad Header\r\n\r\n',
    );
    const [head = '', body = ''] = reply.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expectEnvelope({ statusCode: 400, body }, 400, 'bad_request');
    expect(reply).not.toContain('RAW-SECRET');
  });
});
