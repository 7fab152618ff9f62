// Where and how this process runs: address, data folder, public origin, proxy trust, the web
// build it serves, brands, logs and the demo seed.
import path from 'node:path';
import { z } from 'zod';
import { ZBool, ZOptionalString } from './env.ts';
import { SERVER_DIR } from './paths.ts';

export const serverEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: ZOptionalString.pipe(z.url().optional()),
  DEFAULT_BRAND: z.string().default('india'),
  BRANDS_DIR: ZOptionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: ZBool.default(false),
  WEB_DIST_DIR: ZOptionalString,
  TRUST_PROXY: ZOptionalString,
  SEED_DEMO: ZBool.default(true),
});

export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string | undefined;
  defaultBrand: string;
  brandsDir: string;
  logLevel: string;
  logPretty: boolean;
  webDistDir: string;
  seedDemo: boolean;
  /** Fastify trustProxy: false, true, or a list of proxy addresses/CIDRs. */
  trustProxy: boolean | string[];
};

/** `root`: the repository root, which relative paths resolve from. */
export function serverConfig(e: z.infer<typeof serverEnv>, root: string): ServerConfig {
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(root, e.DATA_DIR),
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    defaultBrand: e.DEFAULT_BRAND,
    brandsDir: e.BRANDS_DIR ? path.resolve(root, e.BRANDS_DIR) : path.join(SERVER_DIR, 'brands'),
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_PRETTY,
    webDistDir: path.resolve(root, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    seedDemo: e.SEED_DEMO,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
  };
}

function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  return value.split(',').map((v) => v.trim());
}
