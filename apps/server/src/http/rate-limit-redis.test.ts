// Rate limits shared over Redis (issue 10 §8): two app instances, as two server processes behind
// a load balancer, count one client's requests together. Runs when REDIS_URL is set (e.g.
// redis://127.0.0.1:6379); skipped, saying so, otherwise.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadTestConfig } from '../config/index.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { describeWithRedis } from '../test/with-redis.ts';

describeWithRedis('rate limits over Redis', (REDIS_URL) => {
  const env = { REDIS_URL, RATE_LIMIT_PUBLIC_MAX: '3' };
  let a: TestApp;
  let b: FastifyInstance;

  beforeAll(async () => {
    a = await buildTestApp({ env });
    b = await buildApp({ db: a.db, config: loadTestConfig(env), clock: a.clock });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('counts one client across two processes', async () => {
    // A client address of its own, so earlier runs' counts in Redis do not matter.
    const client = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const forgot = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/v4/users/forgot_password',
        remoteAddress: client,
        payload: { email: 'nobody@example.com' },
      });
    const statuses = [
      (await forgot(a.app)).statusCode,
      (await forgot(b)).statusCode,
      (await forgot(a.app)).statusCode,
    ];
    expect(statuses.every((s) => s < 400)).toBe(true);
    const fourth = await forgot(b);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBeDefined();
    expect(fourth.json()).toMatchObject({ error: { type: 'rate_limited' } });
  });
});
