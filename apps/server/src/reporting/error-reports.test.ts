// Error reports against a local sink that speaks the Sentry envelope protocol (issue 18 §5): a
// 400 and a 500 arrive as events tagged with the request id the client saw, with no password,
// token or secret query value anywhere in them; every request log line carries the same id.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { AppError } from '@sortie/domain';
import type { FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../http/logger-options.ts';
import { loadTestConfig } from '../config/index.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

type ReportedEvent = {
  level?: string;
  tags?: Record<string, string>;
  extra?: { issues?: unknown[] };
  exception: { values: { type: string; value: string; stacktrace: { frames: unknown[] } }[] };
};
type Received = { url: string; auth: string; raw: string; event: ReportedEvent };

/** A Sentry-compatible ingest: POST /api/<project>/envelope/, newline-separated JSON. */
async function startSink() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const [header, itemHeader, payload] = raw.split('\n');
      const item = JSON.parse(itemHeader ?? '{}') as { type: string; length: number };
      expect(JSON.parse(header ?? '{}')).toHaveProperty('event_id');
      expect(item.type).toBe('event');
      expect(Buffer.byteLength(payload ?? '')).toBe(item.length);
      received.push({
        url: req.url ?? '',
        auth: String(req.headers['x-sentry-auth']),
        raw,
        event: JSON.parse(payload ?? '{}') as ReportedEvent,
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"ok"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    received,
    dsn: `http://publickey123@127.0.0.1:${port}/42`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const SECRETS = ['S3cret-Password!', 'tok-abcdef1234567890', 'query-secret-value', 'hunter2'];

describe('error reports and request ids', () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSink>>;
  const lines: string[] = [];
  beforeAll(async () => {
    sink = await startSink();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        callback();
      },
    });
    const options = loggerOptions(loadTestConfig({ LOG_LEVEL: 'info' }));
    const logger = { ...(options as object), stream } as FastifyServerOptions['logger'];
    t = await buildTestApp({
      logger,
      env: { SENTRY_DSN: sink.dsn, SENTRY_ENVIRONMENT: 'test' },
      beforeReady: (app) => {
        app.get('/api/test/boom', () => {
          throw new Error('database said: password=hunter2 rejected');
        });
        app.get('/api/test/conflict', () => {
          throw new AppError('conflict', 409, 'Already there.');
        });
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('reports a 400 with its request id and without secrets', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v4/authenticate/login?token=query-secret-value',
      headers: {
        authorization: 'Bearer tok-abcdef1234567890',
        'x-request-id': 'proxy-req-0001',
        cookie: 'session=tok-abcdef1234567890',
      },
      payload: { email: 12, password: 'S3cret-Password!' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-request-id']).toBe('proxy-req-0001');
    expect(res.json().error).toMatchObject({
      type: 'validation_error',
      request_id: 'proxy-req-0001',
    });
    await t.app.errorReports.flush();

    const report = sink.received.find((r) => r.event.tags?.request_id === 'proxy-req-0001');
    expect(report).toBeDefined();
    expect(report!.url).toBe('/api/42/envelope/');
    expect(report!.auth).toContain('sentry_key=publickey123');
    expect(report!.event).toMatchObject({
      level: 'warning',
      environment: 'test',
      transaction: 'POST /api/v4/authenticate/login',
      tags: { status_code: '400', route: '/api/v4/authenticate/login' },
      exception: { values: [{ type: 'validation_error' }] },
    });
    expect(report!.event.extra?.issues?.length).toBeGreaterThan(0);
    for (const secret of SECRETS) expect(report!.raw).not.toContain(secret);
    expect(report!.raw).not.toMatch(/authorization|cookie/i);
  });

  it('reports an uncaught error as a 500 with its message masked, and not a 409', async () => {
    const boom = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(boom.statusCode).toBe(500);
    const id = boom.json().error.request_id as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(boom.headers['x-request-id']).toBe(id);
    const conflict = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(conflict.json().error.request_id).toBe(conflict.headers['x-request-id']);
    await t.app.errorReports.flush();

    const report = sink.received.find((r) => r.event.tags?.request_id === id);
    expect(report!.event).toMatchObject({ level: 'error', tags: { status_code: '500' } });
    expect(report!.event.exception.values[0]?.value).toBe(
      'database said: password=[redacted] rejected',
    );
    expect(report!.event.exception.values[0]?.stacktrace.frames.length).toBeGreaterThan(0);
    for (const secret of SECRETS) expect(report!.raw).not.toContain(secret);
    const conflictId = conflict.headers['x-request-id'];
    expect(sink.received.some((r) => r.event.tags?.request_id === conflictId)).toBe(false);
  });

  it('puts the request id on every request log line', () => {
    const requestLines = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => 'req' in l || 'res' in l || l.msg === 'unhandled error');
    expect(requestLines.length).toBeGreaterThan(0);
    for (const line of requestLines) expect(typeof line.reqId).toBe('string');
    expect(lines.some((l) => l.includes('"reqId":"proxy-req-0001"'))).toBe(true);
    for (const secret of SECRETS.slice(0, 3)) expect(lines.join('\n')).not.toContain(secret);
  });
});
