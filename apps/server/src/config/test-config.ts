// Config for integration tests and benchmarks: loadConfig with the embedded defaults they need.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { loadConfig, type AppConfig } from './load.ts';

/**
 * Config for integration tests: embedded defaults, a fixed secret, no demo seed, no web build,
 * and DATABASE_URL from the environment (tests run on Postgres too when it is set).
 */
export function loadTestConfig(overrides: Record<string, string | undefined> = {}): AppConfig {
  return loadConfig({
    JWT_SECRET: 'integration-test-secret-0123456789abcdef',
    SEED_DEMO: 'false',
    DATA_DIR: 'data/test',
    WEB_DIST_DIR: 'apps/server/src/test/no-web-dist',
    DATABASE_URL: process.env.DATABASE_URL,
    // Files go to an S3-compatible server when the run names one (src/test/s3-server.ts), unless
    // the test chooses its store itself (S3_BUCKET: undefined keeps it on local disk).
    ...('S3_BUCKET' in overrides ? {} : testStorageEnv(overrides.DATA_DIR ?? 'data/test')),
    LOG_LEVEL: 'silent',
    // A random port per test app (files run in parallel); never the machine's 1883.
    MQTT_PORT: '0',
    MQTT_PASSWORD: 'integration-test-mqtt-password',
    // Like MQTT: a random RTMP port per test app, never the machine's 1935.
    RTMP_PORT: '0',
    // Fixtures register many users from one address; the limiter tests set their own caps.
    RATE_LIMIT_REGISTER_MAX: '100000',
    RATE_LIMIT_LOOKUP_MAX: '100000',
    RATE_LIMIT_DATA_CHECK_MAX: '100000',
    ...overrides,
  });
}

/**
 * The S3_* variables of the test run, under a prefix named for the app's DATA_DIR: apps on one
 * data directory share files (a restart sees them), as on local disk, and other apps never do.
 */
function testStorageEnv(dataDir: string): Record<string, string | undefined> {
  const env = process.env;
  if (!env.S3_BUCKET) return {};
  return {
    S3_BUCKET: env.S3_BUCKET,
    S3_ENDPOINT: env.S3_ENDPOINT,
    S3_REGION: env.S3_REGION,
    S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE: env.S3_FORCE_PATH_STYLE,
    S3_PREFIX: `test-${createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16)}`,
  };
}
