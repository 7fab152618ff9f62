// Docks realtime (issue 11, "Must show"): DOCKS simulated docks (tools/dock-sim, real MQTT
// clients of the server's embedded broker) push OSD at 1 Hz with a changing value, and VIEWERS
// realtime sockets (real WebSockets, signed in, subscribed to their workspace) listen. Prints
// p50/p99 latency from MQTT publish to socket receipt, and the server's CPU and memory.
//
// Two paths, because the server sends `docks.changed` state hints, throttled to one per second
// per workspace (docs/decisions/300, 301):
// - probe: one dock alone in its workspace changes every 1.5 s, so every change is sent at once
//   (the throttle's leading edge): publish → receipt is the transport's latency under the load.
// - load: the DOCKS docks share one workspace; a viewer's lag is receipt − the first publish
//   not yet told (what a dock card waits for), bounded by the 1 s throttle.
// Target p99 ≤ 150 ms. Run: `npm run bench:docks -w @sortie/bench`. DOCKS (100), VIEWERS (500;
// a tenth watch the probe workspace), DURATION seconds (30).
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import type { TBindCodeResponse, TRealtimeServerMessage } from '@sortie/domain/contracts';
import { SimulatedDock, startFleet } from '../../tools/dock-sim/index.ts';

const DOCKS = Number(process.env.DOCKS ?? 100);
const VIEWERS = Number(process.env.VIEWERS ?? 500);
const DURATION = Number(process.env.DURATION ?? 30);
const PROBE_EVERY_MS = 1500;
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

/** A signed-in socket subscribed to `company:<id>`, calling `onHint` at each docks state hint. */
async function viewer(
  port: number,
  token: string,
  companyId: string,
  onHint: (at: number) => void,
): Promise<WebSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/v1/realtime`);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.on('error', () => undefined);
  const subscribed = new Promise<void>((resolve) => {
    ws.on('message', (data: Buffer) => {
      const at = performance.now();
      const m = JSON.parse(data.toString('utf8')) as TRealtimeServerMessage;
      if (m.type === 'ready')
        ws.send(JSON.stringify({ type: 'subscribe', channel: `company:${companyId}` }));
      if (m.type === 'subscribed') resolve();
      if (m.type === 'event' && m.event.name === 'docks.changed' && m.event.data.action === 'state')
        onHint(at);
    });
  });
  ws.send(JSON.stringify({ type: 'auth', token }));
  await subscribed;
  return ws;
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

  let measuring = false;
  const loadPublishes: number[] = [];
  const loadLag: number[] = [];
  const probeLatency: number[] = [];
  let lastProbePublish = 0;
  // Load hints: receipts within GROUP_MS of a hint's first receipt are that hint's.
  const GROUP_MS = 300;
  let groupAt = -Infinity;
  let previousGroupAt = -Infinity;
  let firstUntold: number | undefined;
  let loadHints = 0;
  const probeViewers = Math.max(1, Math.round(VIEWERS / 10));
  const onLoadHint = (at: number) => {
    if (at - groupAt > GROUP_MS) {
      loadHints += 1;
      previousGroupAt = groupAt;
      groupAt = at;
      // The first publish after the previous hint went out is the one this hint first tells.
      firstUntold = loadPublishes.find((p) => p > previousGroupAt);
    }
    if (firstUntold !== undefined) loadLag.push(at - firstUntold);
  };
  const sockets: WebSocket[] = [];
  for (let i = 0; i < VIEWERS; i++) {
    const isProbe = i < probeViewers;
    const w = isProbe ? seeded.probe : seeded.load;
    sockets.push(
      await viewer(seeded.port, w.token, w.companyId, (at) => {
        if (!measuring) return;
        if (isProbe) probeLatency.push(at - lastProbePublish);
        else onLoadHint(at);
      }),
    );
  }

  const timers: NodeJS.Timeout[] = [];
  fleet.docks.forEach((dock, i) => {
    // Spread over the second, as independent docks are.
    const start = setTimeout(
      () => {
        let n = 0;
        timers.push(
          setInterval(() => {
            n += 1;
            const at = performance.now();
            if (measuring) loadPublishes.push(at);
            void dock.set({ dock: { humidity: 40 + (n % 20) } }).catch(() => undefined);
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
      lastProbePublish = performance.now();
      void probe.set({ dock: { humidity: 40 + (p % 20) } }).catch(() => undefined);
    }, PROBE_EVERY_MS),
  );

  await new Promise((r) => setTimeout(r, 3000)); // every dock publishing
  const before = await server.usage();
  const t0 = performance.now();
  measuring = true;
  await new Promise((r) => setTimeout(r, DURATION * 1000));
  measuring = false;
  const wallMs = performance.now() - t0;
  const after = await server.usage();

  for (const t of timers) clearInterval(t);
  for (const s of sockets) s.close();
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
    row('probe: publish → socket (leading edge)', probeLatency),
    row('load: first untold publish → socket (1 s throttle)', loadLag),
  ]);
  console.table([
    {
      'server CPU %': Math.round(((after.cpuMs - before.cpuMs) / wallMs) * 100),
      'server RSS MB': Math.round(after.rssMb),
      'server heap MB': Math.round(after.heapMb),
      'load hints/s': Math.round((loadHints / (wallMs / 1000)) * 10) / 10,
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
