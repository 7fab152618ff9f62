// HTTP limits on the real server (issue 10 §9): a request whose body never arrives is ended with
// 408, and connections past the cap are closed, while /api/health keeps answering.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

/** Opens a raw socket, writes `text`, and resolves with everything received once it closes. */
function rawRequest(port: number, text: string): { sent: Promise<void>; closed: Promise<string> } {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  const sent = new Promise<void>((resolve) =>
    socket.once('connect', () => socket.write(text, () => resolve())),
  );
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  socket.on('error', () => undefined);
  return { sent, closed };
}

describe('HTTP server limits', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        HTTP_HEADERS_TIMEOUT_MS: '300',
        HTTP_REQUEST_TIMEOUT_MS: '300',
        HTTP_MAX_CONNECTIONS: '3',
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.close());

  const health = () =>
    fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: 'close' } });

  it('ends a request whose body never arrives with 408, and health still answers', async () => {
    const slow = rawRequest(
      port,
      'POST /api/v4/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\n\r\n',
    );
    await slow.sent;
    expect((await health()).status).toBe(200);
    const answer = await slow.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"type":"request_timeout"');
  });

  it('ends a request whose headers never finish', async () => {
    const slow = rawRequest(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n');
    await slow.sent;
    expect(await slow.closed).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes connections past the cap', async () => {
    const held = [1, 2, 3].map(() => rawRequest(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n'));
    await Promise.all(held.map((h) => h.sent));
    const extra = rawRequest(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await extra.closed).toBe('');
    await Promise.all(held.map((h) => h.closed));
    expect((await health()).status).toBe(200);
  });
});
