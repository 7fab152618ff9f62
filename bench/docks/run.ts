// Docks realtime (issue 11, "Must show"): DOCKS simulated docks (tools/dock-sim, real MQTT
// clients of the server's embedded broker) push OSD at 1 Hz with a changing value, and VIEWERS
// realtime sockets (real WebSockets, signed in, subscribed to their workspace) listen. Prints
// p50/p99 latency from MQTT publish to socket receipt, and the server's CPU and memory.
//
// The server pushes each dock's state itself (`docks.state` on `docks:<workspace>`, coalesced
// per dock, docs/decisions/302). Each publish sets the dock's humidity to a new value; a sample
// is receipt − publish of the first state a viewer gets with that value. Two paths:
// - probe: one dock alone in its workspace, changed every 1.5 s (a tenth of the viewers).
// - load: the DOCKS docks share one workspace, each changed once a second, spread over the
//   second (the other viewers, each hearing every dock).
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

/** A signed-in socket subscribed to `docks:<id>`, calling `onState` at each pushed state. */
async function viewer(
  port: number,
  token: string,
  companyId: string,
  onState: (at: number, sn: string, humidity: string) => void,
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
      // One process plays 500 browsers, each of which parses only its own frames: reading the
      // serial and the humidity straight from the bytes keeps this load generator from being
      // the bottleneck it would be parsing ~100 MB/s of JSON on one core.
      if (data.includes(STATE_MARK)) {
        stateBytes = data.length;
        return onState(at, fieldAfter(data, SN_MARK, 0x22), fieldAfter(data, HUMIDITY_MARK, 0x2c));
      }
      const m = JSON.parse(data.toString('utf8')) as TRealtimeServerMessage;
      if (m.type === 'ready')
        ws.send(JSON.stringify({ type: 'subscribe', channel: `docks:${companyId}` }));
      if (m.type === 'subscribed') resolve();
    });
  });
  ws.send(JSON.stringify({ type: 'auth', token }));
  await subscribed;
  return ws;
}

const STATE_MARK = Buffer.from('"name":"docks.state"');
const SN_MARK = Buffer.from('"data":{"sn":"');
// The dock's properties come last in the state (after the aircraft's, which have no humidity).
const HUMIDITY_MARK = Buffer.from('"humidity":');
let stateBytes = 0;

/** The text after the last `mark` up to the byte `end` (a quote or a comma). */
function fieldAfter(data: Buffer, mark: Buffer, end: number): string {
  const from = data.lastIndexOf(mark) + mark.length;
  const to = data.indexOf(end, from);
  return data.toString('utf8', from, to);
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
  // Publish time of each (serial, humidity) while measuring; humidity cycles 40..59, so an entry
  // is overwritten 20 s later, long after every viewer heard it.
  const published = new Map<string, number>();
  const loadLatency: number[] = [];
  const probeLatency: number[] = [];
  let loadStates = 0;
  const probeViewers = Math.max(1, Math.round(VIEWERS / 10));
  const sockets: WebSocket[] = [];
  for (let i = 0; i < VIEWERS; i++) {
    const isProbe = i < probeViewers;
    const w = isProbe ? seeded.probe : seeded.load;
    // Per viewer: the humidity last heard per dock, so a later push of the same value (the
    // coalescer's trailing push, an aircraft OSD) is not counted again.
    const heard = new Map<string, string>();
    sockets.push(
      await viewer(seeded.port, w.token, w.companyId, (at, sn, humidity) => {
        if (!measuring) return;
        if (!isProbe) loadStates += 1;
        if (heard.get(sn) === humidity) return;
        heard.set(sn, humidity);
        const sentAt = published.get(`${sn}:${humidity}`);
        if (sentAt === undefined) return;
        (isProbe ? probeLatency : loadLatency).push(at - sentAt);
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
            published.set(`${dock.sn}:${40 + (n % 20)}`, performance.now());
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
      published.set(`${probe.sn}:${40 + (p % 20)}`, performance.now());
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
