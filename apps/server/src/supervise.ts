// The process supervisor of `npm start` (issue 10 §9): runs the server (main.ts) as a child and
// starts it again when it dies, with a growing pause (1 s, 2 s, 4 s … 30 s; back to 1 s after a
// minute of uptime), so a crash (out of memory, a bug) is not an outage. SIGTERM and SIGINT are
// passed to the child, which closes cleanly; the supervisor then exits with the child's code.
// Containers can run main.ts directly and leave restarts to their restart policy.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

// main.js beside this file in the compiled server (decision 417).
const MAIN = path.join(
  import.meta.dirname,
  import.meta.url.endsWith('.ts') ? 'main.ts' : 'main.js',
);
const FIRST_PAUSE_MS = 1_000;
const MAX_PAUSE_MS = 30_000;
const STABLE_AFTER_MS = 60_000;

let child: ChildProcess | undefined;
let stopping = false;
let pauseMs = FIRST_PAUSE_MS;
let restartTimer: NodeJS.Timeout | undefined;

function log(message: string, fields: Record<string, unknown> = {}): void {
  // One JSON line like the server's own logs (pino), so one log pipeline reads both.
  console.log(
    JSON.stringify({ level: 30, time: Date.now(), name: 'supervisor', msg: message, ...fields }),
  );
}

function start(): void {
  const startedAt = Date.now();
  // The same Node flags (tsx's loader) as this process.
  const server = spawn(process.execPath, [...process.execArgv, MAIN], { stdio: 'inherit' });
  child = server;
  log('server started', { pid: server.pid });
  server.on('exit', (code, signal) => {
    child = undefined;
    if (stopping || code === 0) {
      log('server stopped', { code, signal });
      process.exit(code ?? 0);
    }
    if (Date.now() - startedAt > STABLE_AFTER_MS) pauseMs = FIRST_PAUSE_MS;
    log('server exited; restarting', { code, signal, restart_in_ms: pauseMs });
    restartTimer = setTimeout(start, pauseMs);
    pauseMs = Math.min(pauseMs * 2, MAX_PAUSE_MS);
  });
}

function stop(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  clearTimeout(restartTimer);
  if (!child) process.exit(0);
  child.kill(signal);
}

process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
start();
