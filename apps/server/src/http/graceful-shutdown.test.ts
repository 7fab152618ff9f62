// main.ts as operators run it: on SIGTERM it stops taking requests, lets the one in flight finish,
// closes the database and exits 0. Always on PGlite in a temporary DATA_DIR (the shutdown path
// is the same for Postgres: app.close() then db.destroy()).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD } from '../test/helpers.ts';

const MAIN = path.resolve(import.meta.dirname, '../main.ts');

type LogLine = { msg?: string; req?: { url?: string } };

/** Resolves with the first JSON log line that matches. */
function waitForLog(child: ChildProcess, match: (line: LogLine) => boolean): Promise<LogLine> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let nl = buffer.indexOf('\n');
      while (nl >= 0) {
        const text = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        nl = buffer.indexOf('\n');
        let line: LogLine;
        try {
          line = JSON.parse(text) as LogLine;
        } catch {
          continue;
        }
        if (match(line)) {
          child.stdout?.off('data', onData);
          resolve(line);
          return;
        }
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${String(code)}) early`)));
  });
}

describe('graceful shutdown', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sortie-shutdown-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('finishes the request in flight and exits 0 on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: path.dirname(MAIN),
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        // Its own limits and bus: counts other processes left in a shared Redis (a register limit of
        // 10 per 15 minutes per address) must not decide this test.
        REDIS_URL: '',
        MQTT_URL: '',
        WEB_DIST_DIR: path.join(dataDir, 'no-web'),
        SEED_DEMO: 'false',
        MQTT_PORT: '0',
        RTMP_PORT: '0',
        LOG_LEVEL: 'info',
        LOG_PRETTY: 'false',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

    const listening = await waitForLog(
      child,
      (l) => l.msg?.startsWith('Server listening') ?? false,
    );
    const port = Number(/:(\d+)$/.exec(listening.msg ?? '')?.[1]);
    expect(port).toBeGreaterThan(0);

    // A registration whose body is still on its way when SIGTERM arrives.
    const body = JSON.stringify({
      name: 'Late Pilot',
      email: 'late@example.com',
      password: GOOD_PASSWORD,
    });
    const socket = net.connect(port, '127.0.0.1');
    let response = '';
    socket.on('data', (chunk) => (response += chunk.toString('utf8')));
    const socketClosed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    const started = waitForLog(child, (l) => l.req?.url === '/api/v4/register');
    socket.write(
      'POST /api/v4/register HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n` +
        body.slice(0, 10),
    );
    await started;
    const stopping = waitForLog(child, (l) => l.msg === 'shutting down');
    child.kill('SIGTERM');
    await stopping;
    socket.write(body.slice(10));

    expect(await exited).toBe(0);
    await socketClosed;
    expect(response).toMatch(/^HTTP\/1\.1 201 /);
    expect(response).toContain('"id_token"');
    // So a keep-alive client does not hold the process open after its answer.
    expect(response.toLowerCase()).toContain('connection: close');
    // A bound, not a wait: the child compiles main.ts with tsx, which took over 60 s at a load
    // average of 18 on two cores (the suite's default bound).
  }, 240_000);
});
