// Route rate limits (issue 10 §8). In one process the counts live in memory; with REDIS_URL they
// live in Redis, so several server processes behind a load balancer share one count per client
// instead of each allowing the full limit.
import rateLimit from '@fastify/rate-limit';
import { AppError } from '@sortie/domain';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

export async function registerRateLimit(
  app: FastifyInstance,
  redisUrl: string | undefined,
): Promise<void> {
  const redis = redisUrl
    ? new Redis(redisUrl, {
        // The limiter must not hold a request while Redis is away (skipOnError lets it through).
        connectTimeout: 2_000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  if (redis) {
    redis.on('error', (error: unknown) => app.log.warn({ err: error }, 'rate-limit redis error'));
    app.addHook('onClose', (_instance, done) => {
      redis.disconnect();
      done();
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'sortie-rate-limit:', skipOnError: true } : {}),
    errorResponseBuilder: (_request, ctx) =>
      new AppError('rate_limited', 429, 'Too many requests. Wait a while and try again.', {
        retry_after_seconds: Math.ceil(ctx.ttl / 1000),
      }),
  });
}
