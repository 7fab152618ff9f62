// bench/streams: glass-to-glass delay and viewers per stream on this machine (issue 12).
// The "camera" is this process: 25 grey frames a second, each with Date.now() coded in pixels
// (pixel-clock.ts), piped to ffmpeg (x264 zerolatency, key frame every second) → RTMP → the real
// server (a child process) → HTTP-FLV → a viewer ffmpeg decoding to raw frames here. Delay =
// Date.now() when a decoded frame arrives − the time coded in it, so encode, ingest, fan-out,
// network and decode are all inside it. The browser's MSE buffer (mpegts.js, live sync target
// 0.5 s) comes on top and is not measured here. Then 0…N extra HTTP-FLV viewers join and the
// table shows delay and the server's CPU at each level. Run: npm run bench:streams -w @sortie/bench
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import readline from 'node:readline';
import type { TStream, TStreamJoin } from '@sortie/domain/contracts';
import { BITRATE, FPS, startCamera } from './camera.ts';
import { HEIGHT, readClock, WIDTH } from './pixel-clock.ts';

const LEVELS = (process.env.VIEWERS ?? '0,10,50,100,200,400').split(',').map(Number);
const WINDOW_MS = Number(process.env.WINDOW_MS ?? 6000);

const children: ChildProcess[] = [];

type Info = { port: number; token: string; companyId: string; streamId: string; rtmpUrl: string };

function startServer(): Promise<{ child: ChildProcess; info: Info }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'server.ts')],
    { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve({ child, info: JSON.parse(line) as Info }));
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
}

function cpuMsOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (m: { cpuMs: number }) => resolve(m.cpuMs));
    child.send('cpu');
  });
}

/** A decoding viewer: calls `onDelay(ms)` for every frame it shows. */
function startDelayViewer(url: string, onDelay: (ms: number) => void): void {
  const ffmpeg = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-fflags', 'nobuffer', '-flags', 'low_delay'],
      ...['-probesize', '32768', '-analyzeduration', '0', '-i', url],
      ...['-f', 'rawvideo', '-pix_fmt', 'gray', '-s', `${WIDTH}x${HEIGHT}`, '-'],
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(ffmpeg);
  const size = WIDTH * HEIGHT;
  let pending = Buffer.alloc(0);
  ffmpeg.stdout.on('data', (chunk: Buffer) => {
    pending = Buffer.concat([pending, chunk]);
    while (pending.length >= size) {
      const frame = pending.subarray(0, size);
      pending = pending.subarray(size);
      onDelay(Date.now() - readClock(frame));
    }
  });
}

/** A plain HTTP-FLV viewer (a browser's network side): reads and counts bytes. */
function startReader(url: string, stats: { bytes: number; ended: number }): () => void {
  const request = http.get(url, (res) => {
    res.on('data', (d: Buffer) => (stats.bytes += d.length));
    res.on('end', () => (stats.ended += 1));
  });
  request.on('error', () => (stats.ended += 1));
  return () => request.destroy();
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

async function main(): Promise<void> {
  const { child: server, info } = await startServer();
  const base = `http://127.0.0.1:${info.port}`;
  const api = async <T>(url: string) => {
    const res = await fetch(`${base}/api/v4/company/${info.companyId}${url}`, {
      headers: { authorization: `Bearer ${info.token}` },
    });
    return (await res.json()) as T;
  };
  const stopCamera = startCamera(info.rtmpUrl, children);
  while ((await api<TStream>(`/streams/${info.streamId}`)).status !== 'live') {
    await new Promise((r) => setTimeout(r, 100));
  }
  const join = await api<TStreamJoin>(`/streams/${info.streamId}/join`);
  const flvUrl = `${base}${join.play!.flv_url}`;
  let samples: number[] = [];
  startDelayViewer(flvUrl, (ms) => samples.push(ms));
  // Warm up: the viewer's first frames carry the join's GOP (older by up to a second).
  await new Promise((r) => setTimeout(r, 4000));

  const rows: string[][] = [];
  const readers: (() => void)[] = [];
  const stats = { bytes: 0, ended: 0 };
  for (const level of LEVELS) {
    while (readers.length < level) readers.push(startReader(flvUrl, stats));
    await new Promise((r) => setTimeout(r, 1500));
    samples = [];
    stats.bytes = 0;
    const cpu0 = await cpuMsOf(server);
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, WINDOW_MS));
    const cpu1 = await cpuMsOf(server);
    const seconds = (performance.now() - t0) / 1000;
    const perViewerKbps = level > 0 ? (stats.bytes * 8) / 1000 / seconds / level : 0;
    rows.push([
      String(level + 1),
      String(samples.length),
      quantile(samples, 0.5).toFixed(0),
      quantile(samples, 0.95).toFixed(0),
      `${((cpu1 - cpu0) / 10 / seconds).toFixed(0)}%`,
      level > 0 ? perViewerKbps.toFixed(0) : '-',
      String(stats.ended),
    ]);
  }
  for (const stop of readers) stop();
  stopCamera();

  const head = [
    'viewers',
    'frames',
    'delay p50 ms',
    'delay p95 ms',
    'server CPU',
    'kbit/s each',
    'cut off',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i]!)).join('  ');
  console.log(
    `\nbench/streams: ${WIDTH}x${HEIGHT} @ ${FPS} fps, ${BITRATE}bit/s CBR, x264 ultrafast zerolatency, GOP 1 s`,
  );
  console.log(
    'glass-to-glass (encode → RTMP → server → HTTP-FLV → decode), one decoding viewer plus',
  );
  console.log('N-1 plain HTTP-FLV readers; server CPU = the API process (100% = one core)\n');
  console.log(line(head));
  for (const row of rows) console.log(line(row));
  server.kill('SIGTERM');
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    setTimeout(() => {
      for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
      process.exit();
    }, 2000).unref();
  });
