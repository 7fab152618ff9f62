// Runs server integration tests with files in S3: starts s3rver (src/test/s3-server.ts), then
// vitest with its S3_* variables, so every test app stores files there (config/
// test-config.ts loadTestConfig). `npm run test:s3` runs the modules' file tests; arguments name other files.
import { spawn } from 'node:child_process';
import { findRepoRoot } from '../config/index.ts';
import { startS3Server } from './s3-server.ts';

const FILE_TESTS = [
  'apps/server/src/storage',
  'apps/server/src/modules/users/picture.test.ts',
  'apps/server/src/modules/workspaces/logo-files.test.ts',
  'apps/server/src/modules/workspaces/workspaces.test.ts',
  'apps/server/src/modules/elevations/elevations.test.ts',
  'apps/server/src/modules/plans/storage.test.ts',
  'apps/server/src/modules/sites/thumbnail.test.ts',
  'apps/server/src/modules/missions/missions.test.ts',
  // Starts its own s3rver too (so `npm test` covers it); listed here so test:s3 runs it as well.
  'apps/server/src/modules/docks/tasks/kmz-on-s3.test.ts',
];

const s3 = await startS3Server();
const args = process.argv.slice(2);
const child = spawn(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'integration',
    '--maxWorkers=1',
    ...(args.length ? args : FILE_TESTS),
  ],
  { cwd: findRepoRoot(), stdio: 'inherit', env: { ...process.env, ...s3.env } },
);
const code = await new Promise<number>((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
await s3.close();
process.exit(code);
