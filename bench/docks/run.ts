// Docks realtime (issue 11, "Must show"): DOCKS simulated docks (tools/dock-sim, real MQTT
// clients of the server's embedded broker) push OSD at 1 Hz with a changing value, and VIEWERS
// realtime sockets (real WebSockets, signed in, subscribed to their workspace's docks channel,
// in VIEWER_THREADS worker threads: viewers.ts) listen. Prints p50/p99 latency from MQTT publish
// to socket receipt, and the server's CPU and memory.
//
// The server pushes each dock's state itself (`docks.state` on `docks:<workspace>`, coalesced
// per dock, docs/decisions/302). Each publish carries its send time (`bench_sent_at`, kept by
// the gateway like any unknown property); a sample is receipt − that time, once per viewer and
// publish. Two paths:
// - probe: one dock alone in its workspace, changed every 1.5 s (a tenth of the viewers).
// - load: the DOCKS docks share one workspace, each changed once a second, spread over the
//   second (the other viewers, each hearing every dock).
// Target p99 ≤ 150 ms. Run: `npm run bench:docks -w @sortie/bench`. DOCKS (100), VIEWERS (500;
// a tenth watch the probe workspace), DURATION seconds (30), VIEWER_THREADS (2).
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { TBindCodeResponse } from '@sortie/domain/contracts';
import { SimulatedDock, startFleet } from '../../tools/dock-sim/index.ts';
import type { ViewerResult, ViewerSpec } from './viewers.ts';

const DOCKS = Number(process.env.DOCKS ?? 100);
const VIEWERS = Number(process.env.VIEWERS ?? 500);
const DURATION = Number(process.env.DURATION ?? 30);
const PROBE_EVERY_MS = 1500;
/** Threads playing the viewers (viewers.ts): one would measure its own receive queue. */
const VIEWER_THREADS = Number(process.env.VIEWER_THREADS ?? 2);
const here = path.dirname(fileURLToPath(import.meta.url));

type Workspace = { companyId: string; token: string; code: TBindCodeResponse };
type Seeded = { port: number; mqttPort: number; load: Workspace; probe: Workspace };
type Usage = { cpuMs: number; rssMb: number; heapMb: number };

function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'server.ts')], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: { ...process.env, DOCKS: String(DOCKS) },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A failed run (process.exit in main's catch) must not leave the server serving.
  process.once('exit', () => child.kill('SIGTERM'));
  return new Promise<{ seeded: Seeded; usage: () => Promise<Usage>; stop: () => Promise<void> }>(
    (resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
      readline.createInterface({ input: child.stdout! }).once('line', (line) =>
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
        }),
      );
    },
  );
}

/** Starts VIEWER_THREADS workers sharing the viewers; resolves once every socket subscribed. */
async function startViewers(port: number, specs: ViewerSpec[]) {
  const shares = Array.from({ length: VIEWER_THREADS }, (_, t) =>
    specs.filter((_, i) => i % VIEWER_THREADS === t),
  );
  const workers = shares.map(
    (viewers) =>
      new Worker(new URL('./viewers-thread.mjs', import.meta.url), {
        workerData: { port, viewers },
      }),
  );
  await Promise.all(
    workers.map(
      (w) =>
        new Promise<void>((resolve, reject) => {
          w.once('message', () => resolve());
          w.once('error', reject);
        }),
    ),
  );
  return {
    measure: () => workers.forEach((w) => w.postMessage('measure')),
    stop: () =>
      Promise.all(
        workers.map(
          (w) =>
            new Promise<ViewerResult>((resolve) => {
              w.once('message', (r: ViewerResult) => resolve(r));
              w.postMessage('stop');
            }),
        ),
      ).finally(() => Promise.all(workers.map((w) => w.terminate()))),
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main(): Promise<void> {
  const server = await startServer();
  const { seeded } = server;
  const broker = `mqtt://127.0.0.1:${seeded.mqttPort}`;
  const login = (w: Workspace) => ({
    broker,
    username: w.code.mqtt.username,
    password: w.code.mqtt.password,
    code: w.code.bind_code,
    organizationId: w.companyId,
  });
  // speedup 0.1: the simulator's own (unchanging) OSD only every 10 s; the bench drives 1 Hz.
  const fleet = await startFleet({ ...login(seeded.load), count: DOCKS, speedup: 0.1 });
  const probe = new SimulatedDock({
    ...login(seeded.probe),
    sn: `PROBE${Date.now()}D`,
    droneSn: `PROBE${Date.now()}A`,
    speedup: 0.1,
  });
  await probe.start();
  process.stderr.write(`${DOCKS} docks and a probe bound; opening ${VIEWERS} viewers\n`);

  const probeViewers = Math.max(1, Math.round(VIEWERS / 10));
  const viewers = await startViewers(
    seeded.port,
    Array.from({ length: VIEWERS }, (_, i) => {
      const probe = i < probeViewers;
      const w = probe ? seeded.probe : seeded.load;
      return { token: w.token, companyId: w.companyId, probe };
    }),
  );
  const sentAt = () => performance.timeOrigin + performance.now();

  const timers: NodeJS.Timeout[] = [];
  fleet.docks.forEach((dock, i) => {
    // Spread over the second, as independent docks are.
    const start = setTimeout(
      () => {
        let n = 0;
        timers.push(
          setInterval(() => {
            n += 1;
            void dock
              .set({ dock: { humidity: 40 + (n % 20), bench_sent_at: sentAt() } })
              .catch(() => undefined);
          }, 1000),
        );
      },
      (i * 1000) / DOCKS,
    );
    timers.push(start);
  });
  let p = 0;
  timers.push(
    setInterval(() => {
      p += 1;
      void probe
        .set({ dock: { humidity: 40 + (p % 20), bench_sent_at: sentAt() } })
        .catch(() => undefined);
    }, PROBE_EVERY_MS),
  );

  await new Promise((r) => setTimeout(r, 3000)); // every dock publishing
  const before = await server.usage();
  const t0 = performance.now();
  viewers.measure();
  await new Promise((r) => setTimeout(r, DURATION * 1000));
  const results = await viewers.stop();
  const wallMs = performance.now() - t0;
  const after = await server.usage();
  const probeLatency = results.flatMap((r) => r.probe);
  const loadLatency = results.flatMap((r) => r.load);
  const loadStates = results.reduce((sum, r) => sum + r.loadStates, 0);
  const stateBytes = Math.max(...results.map((r) => r.bytes));

  for (const t of timers) clearInterval(t);
  await probe.stop();
  await fleet.stop();
  await server.stop();

  const row = (name: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return {
      path: name,
      samples: sorted.length,
      'p50 ms': Math.round(percentile(sorted, 50)),
      'p99 ms': Math.round(percentile(sorted, 99)),
      'max ms': Math.round(sorted.at(-1) ?? NaN),
    };
  };
  console.log(
    `\nbench/docks: ${DOCKS} docks at 1 Hz OSD, ${VIEWERS} viewers (${probeViewers} on the probe), ${DURATION} s, ${os.cpus().length} cores\n`,
  );
  console.table([
    row('probe: publish → socket (1 dock)', probeLatency),
    row(`load: publish → socket (${DOCKS} docks)`, loadLatency),
  ]);
  console.table([
    {
      'server CPU %': Math.round(((after.cpuMs - before.cpuMs) / wallMs) * 100),
      'server RSS MB': Math.round(after.rssMb),
      'server heap MB': Math.round(after.heapMb),
      'state msgs/s out': Math.round(loadStates / (wallMs / 1000)),
      'state msg bytes': stateBytes,
      'MQTT msgs/s in': Math.round((DOCKS * 5 * 1000) / 1000),
    },
  ]);
  console.log('Target: p99 ≤ 150 ms from MQTT publish to socket receipt.');
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
