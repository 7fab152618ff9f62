// Starts the real server as a child process on a free port with a throw-away data directory, so
// e2e tests exercise exactly what `npm start` runs: the compiled server (apps/server/dist, built
// by `npm run build`, which `npm run test:e2e` runs first), its migrations, the demo seed and the
// built web app. E2E_SERVER_FROM_SOURCE=1 runs src/main.ts through tsx instead (a quick loop
// while editing the server, without rebuilding).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  logs: () => string;
  stop: () => Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** The node arguments that start the server: the build, or the source when asked. */
function serverArgs(): string[] {
  if (process.env.E2E_SERVER_FROM_SOURCE === '1')
    return ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')];
  const built = path.join(repoRoot, 'apps/server/dist/main.js');
  if (!existsSync(built))
    throw new Error(
      `${built} is missing: run \`npm run build\` first (or set E2E_SERVER_FROM_SOURCE=1).`,
    );
  return [built];
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const args = serverArgs();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sortie-e2e-'));
  let output = '';
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // A caller may point at its own build (parallel work on one checkout builds into separate dirs).
      WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist'),
      MQTT_PORT: '0',
      RTMP_PORT: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    port,
    dataDir,
    logs: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
