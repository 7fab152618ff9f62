// `npm start`'s supervisor on a real process tree (issue 10 §9): a server that dies is started
// again and answers /api/health; SIGTERM reaches the server, which closes, and all exit cleanly.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** JSON log lines of a process, and a way to wait for the next one that matches. */
function logLines(proc: ChildProcess) {
  const seen: Record<string, unknown>[] = [];
  const waiters: {
    test: (l: Record<string, unknown>) => boolean;
    resolve: (l: Record<string, unknown>) => void;
  }[] = [];
  readline.createInterface({ input: proc.stdout! }).on('line', (text) => {
    let line: Record<string, unknown>;
    try {
      line = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return;
    }
    seen.push(line);
    for (const w of [...waiters]) {
      if (w.test(line)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(line);
      }
    }
  });
  return {
    next: (test: (l: Record<string, unknown>) => boolean) =>
      new Promise<Record<string, unknown>>((resolve) => waiters.push({ test, resolve })),
  };
}

const msg = (text: string) => (l: Record<string, unknown>) =>
  typeof l.msg === 'string' && l.msg.startsWith(text);

describe('supervisor', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sortie-supervise-'));
  let proc: ChildProcess | undefined;
  afterAll(() => {
    if (proc?.exitCode === null) proc.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('restarts a killed server, and passes SIGTERM through', async () => {
    const port = await freePort();
    proc = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'supervise.ts')],
      {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          // Its own limits and bus: counts other processes left in a shared Redis (a register limit of
          // 10 per 15 minutes per address) must not decide this test.
          REDIS_URL: '',
          MQTT_URL: '',
          SEED_DEMO: 'false',
          JWT_SECRET: 'supervisor-test-secret-0123456789abcdef',
          MQTT_PORT: '0',
          RTMP_PORT: '0',
          MQTT_PASSWORD: 'supervisor-test-mqtt',
          WEB_DIST_DIR: path.join(dataDir, 'no-web'),
          LOG_LEVEL: 'info',
          LOG_PRETTY: 'false',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const logs = logLines(proc);
    const health = () => fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status);

    const first = await logs.next(msg('server started'));
    await logs.next(msg('Server listening'));
    expect(await health()).toBe(200);

    process.kill(first.pid as number, 'SIGKILL');
    await logs.next(msg('server exited; restarting'));
    const second = await logs.next(msg('server started'));
    expect(second.pid).not.toBe(first.pid);
    await logs.next(msg('Server listening'));
    expect(await health()).toBe(200);

    const exited = new Promise<number | null>((resolve) =>
      proc!.once('exit', (code) => resolve(code)),
    );
    proc.kill('SIGTERM');
    await logs.next(msg('shutting down'));
    expect(await exited).toBe(0);
  }, 180_000);
});
