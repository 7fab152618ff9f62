// Every environment variable of the server, parsed once (STYLE.md, "Config"): one zod object
// made of the groups in this folder, so a bad value fails at boot with one message listing every
// key. Defaults give the embedded mode of `npm start`.
import { z } from 'zod';
import { capacityConfig, capacityEnv, type CapacityConfig } from './capacity.ts';
import { databaseConfig, databaseEnv, type DatabaseConfig } from './database.ts';
import { docksConfig, docksEnv, type DocksConfig } from './docks.ts';
import { mailConfig, mailEnv, type MailConfig } from './mail.ts';
import { mapsConfig, mapsEnv, mapsProblems, type MapsConfig } from './maps.ts';
import { mediaConfig, mediaEnv, type MediaConfig } from './media.ts';
import { findRepoRoot, SERVER_DIR } from './paths.ts';
import { rateLimitConfig, rateLimitEnv, type RateLimitConfig } from './rate-limits.ts';
import { reportingConfig, reportingEnv, type ReportingConfig } from './reporting.ts';
import { serverConfig, serverEnv, type ServerConfig } from './server.ts';
import { signInConfig, signInEnv, signInProblems, type SignInConfig } from './sign-in.ts';
import { storageConfig, storageEnv, storageProblems, type StorageConfigPart } from './storage.ts';

const ZEnv = z.object({
  ...serverEnv.shape,
  ...databaseEnv.shape,
  ...signInEnv.shape,
  ...mailEnv.shape,
  ...rateLimitEnv.shape,
  ...mapsEnv.shape,
  ...reportingEnv.shape,
  ...docksEnv.shape,
  ...mediaEnv.shape,
  ...capacityEnv.shape,
  ...storageEnv.shape,
});

export type AppConfig = Readonly<
  ServerConfig &
    DatabaseConfig &
    SignInConfig &
    MailConfig &
    RateLimitConfig &
    MapsConfig &
    ReportingConfig &
    DocksConfig &
    MediaConfig &
    CapacityConfig &
    StorageConfigPart
>;

/**
 * Parses the environment. Throws one Error listing every invalid key. Relative paths resolve
 * against the repository root. JWT_SECRET, when unset, is generated once and kept in DATA_DIR.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const root = findRepoRoot(SERVER_DIR);
  const problems = [
    ...signInProblems(e, e.PUBLIC_URL),
    ...mapsProblems(e, root),
    ...storageProblems(e),
  ];
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);

  const server = serverConfig(e, root);
  const { dataDir } = server;
  return Object.freeze({
    ...server,
    ...databaseConfig(e),
    ...signInConfig(e, dataDir),
    ...mailConfig(e),
    ...rateLimitConfig(e),
    ...mapsConfig(e, root, dataDir),
    ...reportingConfig(e),
    ...docksConfig(e, dataDir),
    ...mediaConfig(e),
    ...capacityConfig(e),
    ...storageConfig(e, dataDir),
  });
}
