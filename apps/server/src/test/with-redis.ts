// Integration tests that need a real Redis (REDIS_URL; CI's second pass sets it): the one
// preamble that runs the suite when it is set, and says plainly that it was skipped otherwise.
import { describe } from 'vitest';

/** describe(), given REDIS_URL; skipped, saying so, when it is not set. */
export function describeWithRedis(what: string, suite: (redisUrl: string) => void): void {
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl) console.info(`${what}: skipped, REDIS_URL is not set`);
  describe.skipIf(!redisUrl)(
    redisUrl
      ? `${what} (REDIS_URL)`
      : `${what}: skipped, REDIS_URL is not set (e.g. redis://127.0.0.1:6379)`,
    // Collected but never run without Redis, so the empty URL is never used.
    () => suite(redisUrl ?? ''),
  );
}
