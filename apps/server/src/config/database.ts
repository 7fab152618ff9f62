// The database (PGlite in DATA_DIR/db unless DATABASE_URL names a PostgreSQL server) and Redis,
// which the realtime fan-out and the rate limits share across processes when it is set.
import { z } from 'zod';
import { ZOptionalString, ZPositiveInt } from './env.ts';

export const databaseEnv = z.object({
  DATABASE_URL: ZOptionalString,
  REDIS_URL: ZOptionalString.pipe(
    z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  ),
  REALTIME_RECHECK_SECONDS: ZPositiveInt.default(30),
});

export type DatabaseConfig = {
  databaseUrl: string | undefined;
  /** Redis for realtime fan-out across processes; none: the in-process bus. */
  redisUrl: string | undefined;
  /** How often an open realtime socket is pinged and re-checks its session and memberships. */
  realtimeRecheckSeconds: number;
};

export function databaseConfig(e: z.infer<typeof databaseEnv>): DatabaseConfig {
  return {
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    realtimeRecheckSeconds: e.REALTIME_RECHECK_SECONDS,
  };
}
