// Realtime over Redis (REDIS_URL): two app instances on one database, as two server processes
// behind a load balancer would be, share channels. Runs when REDIS_URL is set (CI's second pass:
// redis://127.0.0.1:6379); skipped, saying so, otherwise.
import { buildApp } from '../app.ts';
import { loadTestConfig } from '../config/index.ts';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { describeWithRedis } from '../test/with-redis.ts';
import { call, FIELD, workspace, type Workspace } from '../test/sites-fixtures.ts';
import { realtimeUrl, signedInSocket, type TestSocket } from './test-socket.ts';

describeWithRedis('realtime over Redis', (REDIS_URL) => {
  let a: TestApp;
  let b: FastifyInstance;
  let w: Workspace;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    a = await buildTestApp({ env: { REDIS_URL } });
    // A second "process": same database and config, its own Redis connections and sockets.
    b = await buildApp({ db: a.db, config: loadTestConfig({ REDIS_URL }), clock: a.clock });
    await b.listen({ port: 0, host: '127.0.0.1' });
    w = await workspace(a);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await b?.close();
    await a?.close();
  });

  it('reports Redis in /api/health once connected', async () => {
    await expect
      .poll(async () => (await b.inject({ method: 'GET', url: '/api/health' })).json<unknown>(), {
        timeout: 10_000,
      })
      .toMatchObject({ realtime: { mode: 'redis', state: 'ok' } });
  });

  it('delivers an event published by one instance to a socket held by the other', async () => {
    const channel = `company:${w.companyId}`;
    const socket = await signedInSocket(realtimeUrl(b), w.member.token);
    sockets.push(socket);
    socket.send({ type: 'subscribe', channel });
    await socket.next((m) => m.type === 'subscribed', 'subscribed');

    // Noise first: a message from an unknown server version is ignored, not forwarded.
    const raw = new Redis(REDIS_URL);
    await raw.publish(`sortie:realtime:${channel}`, '{"name":"sites.exploded"}');
    await raw.quit();

    const res = await call(a, w.owner, 'POST', `/company/${w.companyId}/sites`, {
      name: 'Across processes',
      geometry: FIELD,
    });
    expect(res.statusCode, res.body).toBe(201);
    const event = await socket.next((m) => m.type === 'event', 'event from the other instance');
    expect(event).toEqual({
      type: 'event',
      channel,
      event: { name: 'sites.changed', data: { action: 'created' } },
    });
    expect(socket.messages.filter((m) => m.type === 'event')).toHaveLength(1);
  });
});
