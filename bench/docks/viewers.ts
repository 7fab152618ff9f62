// A worker thread of bench/docks playing a share of the realtime viewers (run.ts starts
// VIEWER_THREADS of them): one thread receiving ~40,000 frames a second would measure its own
// queue, not the server. Each viewer is a real WebSocket, signed in and subscribed to
// `docks:<workspace>`. The publish time travels inside the dock's state (`bench_sent_at`, an
// unknown property the gateway keeps), on the clock every thread shares (timeOrigin + now).
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';
import type { TRealtimeServerMessage } from '@sortie/domain/contracts';

export type ViewerSpec = { token: string; companyId: string; probe: boolean };
export type ViewerResult = { probe: number[]; load: number[]; loadStates: number; bytes: number };

const { port, viewers } = workerData as { port: number; viewers: ViewerSpec[] };
const STATE_MARK = Buffer.from('"name":"docks.state"');
const SN_MARK = Buffer.from('"data":{"sn":"');
const SENT_MARK = Buffer.from('"bench_sent_at":');
const now = () => performance.timeOrigin + performance.now();

let measuring = false;
const result: ViewerResult = { probe: [], load: [], loadStates: 0, bytes: 0 };

/** The text after the last `mark` up to the first byte of `ends`. */
function fieldAfter(data: Buffer, mark: Buffer, ends: number[]): string {
  const from = data.lastIndexOf(mark) + mark.length;
  let to = from;
  while (to < data.length && !ends.includes(data[to]!)) to += 1;
  return data.toString('utf8', from, to);
}

async function open(spec: ViewerSpec): Promise<WebSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/v1/realtime`);
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.on('error', () => undefined);
  // The sent time last heard per dock: a later push of the same state is not counted again.
  const heard = new Map<string, string>();
  const subscribed = new Promise<void>((resolve) => {
    ws.on('message', (data: Buffer) => {
      const at = now();
      // Reading two fields from the bytes, not parsing ~1.4 kB of JSON per frame.
      if (data.includes(STATE_MARK)) {
        if (!measuring) return;
        result.bytes = data.length;
        if (!spec.probe) result.loadStates += 1;
        const sn = fieldAfter(data, SN_MARK, [0x22]);
        const sent = fieldAfter(data, SENT_MARK, [0x2c, 0x7d]);
        if (!sent || heard.get(sn) === sent) return;
        heard.set(sn, sent);
        (spec.probe ? result.probe : result.load).push(at - Number(sent));
        return;
      }
      const m = JSON.parse(data.toString('utf8')) as TRealtimeServerMessage;
      if (m.type === 'ready')
        ws.send(JSON.stringify({ type: 'subscribe', channel: `docks:${spec.companyId}` }));
      if (m.type === 'subscribed') resolve();
    });
  });
  ws.send(JSON.stringify({ type: 'auth', token: spec.token }));
  await subscribed;
  return ws;
}

const sockets: WebSocket[] = [];
for (const spec of viewers) sockets.push(await open(spec));
parentPort!.postMessage('open');
parentPort!.on('message', (m: 'measure' | 'stop') => {
  if (m === 'measure') measuring = true;
  if (m !== 'stop') return;
  measuring = false;
  for (const s of sockets) s.close();
  parentPort!.postMessage(result);
});
