// API throughput (issue 10 §4): the real server (a child process, server.ts) on the real database,
// PGlite by default, PostgreSQL when DATABASE_URL is set, seeded with one company of 1,000 sites
// through the API. autocannon then loads, one after the other, the five calls a web client makes
// most: the Sites page's first page, one site, the signed-in user (every page load), the
// workspace with its plan limits (every workspace page) and a site's missions (the site page).
// Prints requests/s, p50/p99 latency and errors per route. Targets on the 2-core CI machine with
// 500 connections: site list ≥ 1,000 req/s on PostgreSQL and ≥ 400 on PGlite, p99 ≤ 1 s, no
// errors. Tests never assert these; this prints them.
//
// Run: `npm run bench:api -w @sortie/bench`. CONNECTIONS (500), DURATION seconds per route (10)
// after WARMUP seconds (0; on PGlite a warm-up left a few hundred requests timing out in the
// counted run, an artefact of the two autocannon runs) of the same load that are not counted,
// SITES (1000), ROUTES (comma-separated names, default all), CPU_PROF=dir (the server writes a
// V8 CPU profile there on exit, for `--cpu-prof` top frames). The server's CPU ms per request
// (its own process; PostgreSQL's time is not in it) compares runs on a busy machine better
// than requests per second do.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 500);
const DURATION = Number(process.env.DURATION ?? 10);
const WARMUP = Number(process.env.WARMUP ?? 0);
const here = path.dirname(fileURLToPath(import.meta.url));

type Seeded = { port: number; token: string; companyId: string; siteId: string; userId: string };

type Usage = { cpuMs: number; served: number };
type Server = { seeded: Seeded; usage: () => Promise<Usage>; stop: () => Promise<void> };

function startServer(): Promise<Server> {
  const profile = process.env.CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.CPU_PROF)}`]
    : [];
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', path.join(here, 'server.ts')],
    { stdio: ['ignore', 'pipe', 'inherit', 'ipc'], env: process.env },
  );
  const stdout = child.stdout;
  if (!stdout) throw new Error('no stdout pipe to the bench server');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited (${code}) before serving`)));
    readline.createInterface({ input: stdout }).once('line', (line) => {
      resolve({
        seeded: JSON.parse(line) as Seeded,
        usage: () =>
          new Promise((answer) => {
            child.once('message', (m) => answer(m as Usage));
            child.send('usage');
          }),
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

function routesOf(s: Seeded): { name: string; path: string }[] {
  const c = `/api/v4/company/${s.companyId}`;
  return [
    { name: 'site list, first page', path: `${c}/sites?limit=20&direction=lt` },
    { name: 'site detail', path: `${c}/sites/${s.siteId}` },
    { name: 'signed-in user', path: '/api/v4/authenticate' },
    { name: 'company details', path: c },
    { name: 'site missions', path: `${c}/sites/${s.siteId}/missions?use_new_model=true` },
    // A yardstick, not a client route: one trivial statement, no sign-in. On a shared machine
    // its rate says how much of the machine this run had.
    { name: 'health (yardstick)', path: '/api/health' },
  ];
}

async function load(url: string, token: string) {
  const options = { url, connections: CONNECTIONS, headers: { authorization: `Bearer ${token}` } };
  // Not counted: 500 connections opening at once and each route's first (cold) answers. The
  // figures are the steady state that follows.
  if (WARMUP > 0) {
    await autocannon({ ...options, duration: WARMUP });
    // Requests the warm-up left queued are served before the counted run starts.
    await fetch(new URL('/api/health', url));
  }
  const result = await autocannon({ ...options, duration: DURATION });
  // What the errors were: timeouts, socket errors, or which status codes.
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, s]) => `${code}×${s.count ?? 0}`);
  const why = [
    result.timeouts ? `timeouts×${result.timeouts}` : '',
    result.errors - result.timeouts > 0 ? `socket×${result.errors - result.timeouts}` : '',
    ...statuses,
  ].filter(Boolean);
  if (why.length > 0) console.log(`    errors: ${why.join(', ')}`);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    // result.errors already counts the timeouts.
    errors: result.errors + result.non2xx,
    kb: Math.round(result.throughput.average / Math.max(1, result.requests.average) / 1024),
  };
}

async function main(): Promise<void> {
  const db = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const { seeded, usage, stop } = await startServer();
  const only = process.env.ROUTES?.split(',').map((s) => s.trim());
  const base = `http://127.0.0.1:${seeded.port}`;
  const load1 = () => os.loadavg()[0]!.toFixed(1);
  console.log(
    `${db}, ${CONNECTIONS} connections, ${DURATION} s per route after ${WARMUP} s of warm-up, load ${load1()}`,
  );
  const rows: Record<string, object> = {};
  try {
    for (const route of routesOf(seeded)) {
      if (only && !only.some((o) => route.name.includes(o))) continue;
      const before = await usage();
      const r = await load(`${base}${route.path}`, seeded.token);
      // Requests still queued when autocannon stops are served afterwards: wait for them, so
      // they neither count against the next route nor escape the CPU per request.
      await fetch(`${base}/api/health`);
      const after = await usage();
      const cpu = (after.cpuMs - before.cpuMs) / Math.max(1, after.served - before.served - 1);
      rows[route.name] = {
        'req/s': r.rps,
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        errors: r.errors,
        'server CPU ms/req': Math.round(cpu * 100) / 100,
        'KiB/resp': r.kb,
        load: load1(),
      };
      console.log(
        `  ${route.name}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, CPU ${cpu.toFixed(2)} ms/req`,
      );
    }
  } finally {
    await stop();
  }
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
