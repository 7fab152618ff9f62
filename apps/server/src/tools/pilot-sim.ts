// The pilot-app simulator (issue 12 item 7): it signs in like the pilot app, creates a stream (or
// takes --stream), takes a publish key and pushes a test video over RTMP with ffmpeg, so a stream
// can be tried without a drone; and it plays the pilot app's part on the realtime channel
// (tools/pilot-link.ts): drone telemetry, camera state, answers to camera commands (failing the
// ones named by --fail), weather on request, and the camera-control lock (decision 324).
//
//   npm run pilot-sim -- --api http://localhost:3000 --email pilot@example.com --password …
//                        [--company <id>] [--title "Roof survey"] [--public] [--seconds 120]
//                        [--stream <id>] [--app-version 2024.12] [--fail set_lens_type,capture_photo]
//                        [--lock] [--no-video]
//   npm run pilot-sim -- --rtmp-url rtmp://host:1935/live/<key>     (video only, a key you have)
//   … --image scene.jpg      (loops a picture instead of the test pattern, for AI detection)
import { parseArgs } from 'node:util';
import type { TSessionResponse, TStream, TStreamToken } from '@sortie/domain/contracts';
import { publishTestPattern } from '../media/test-pattern.ts';
import { startPilotLink, type PilotLink } from './pilot-link.ts';

const { values: args } = parseArgs({
  options: {
    api: { type: 'string', default: 'http://localhost:3000' },
    email: { type: 'string' },
    password: { type: 'string' },
    company: { type: 'string' },
    title: { type: 'string', default: 'Pilot simulator' },
    public: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '300' },
    'rtmp-url': { type: 'string' },
    image: { type: 'string' },
    stream: { type: 'string' },
    'app-version': { type: 'string', default: '2025.1.0' },
    fail: { type: 'string', default: '' },
    lock: { type: 'boolean', default: false },
    'no-video': { type: 'boolean', default: false },
  },
});

type Target = { rtmpUrl: string; watch: string | null; token?: string; streamId?: string };

async function call<T>(method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${args.api}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

async function keyFromApi(): Promise<Target> {
  if (!args.email || !args.password) {
    throw new Error('Give --email and --password (or --rtmp-url with a key you already have).');
  }
  const session = await call<TSessionResponse>('POST', '/api/v4/authenticate/login', null, {
    email: args.email,
    password: args.password,
  });
  const companyId = args.company ?? session.user.companies[0]?.id;
  if (!companyId) throw new Error('This user has no workspace; pass --company.');
  const streams = `/api/v4/company/${companyId}/streams`;
  const stream = args.stream
    ? await call<TStream>('GET', `${streams}/${args.stream}`, session.id_token)
    : await call<TStream>('POST', streams, session.id_token, {
        title: args.title,
        public: args.public,
      });
  const key = await call<TStreamToken>('POST', `${streams}/generatetoken`, session.id_token, {
    stream_id: stream.id,
  });
  return {
    rtmpUrl: key.rtmp_url,
    watch: `${args.api}/company/${companyId}/livestream/${stream.id}`,
    token: session.id_token,
    streamId: stream.id,
  };
}

async function main() {
  const target: Target = args['rtmp-url']
    ? { rtmpUrl: args['rtmp-url'], watch: null }
    : await keyFromApi();
  if (target.watch) console.log(`watch it at ${target.watch}`);
  let link: PilotLink | null = null;
  if (target.token && target.streamId) {
    link = startPilotLink({
      api: args.api,
      token: target.token,
      streamId: target.streamId,
      appVersion: args['app-version'],
      fail: args.fail.split(',').filter(Boolean),
      telemetryMs: 1000,
      log: (line) => console.log(`[pilot] ${line}`),
    });
    await link.ready;
    if (args.lock) link.setLocked(true);
  }
  const seconds = Number(args.seconds);
  if (args['no-video']) {
    console.log(`no video; answering camera commands for ${seconds} s (Ctrl-C ends)`);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, seconds * 1000);
      process.on('SIGINT', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    await link?.stop();
    return;
  }
  console.log(`pushing a test pattern to ${target.rtmpUrl}`);
  const publisher = publishTestPattern(target.rtmpUrl, {
    seconds,
    size: '640x360',
    rate: args.image ? 10 : 25,
    log: true,
    image: args.image,
  });
  process.on('SIGINT', () => publisher.stop());
  const code = await publisher.exited;
  await link?.stop();
  console.log(code === 0 ? 'stream finished' : `ffmpeg stopped (${code ?? 'signal'})`);
  process.exitCode = code ?? 0;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
