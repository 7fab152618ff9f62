// The pilot-app simulator (issue 12 item 7), first part: it signs in like the pilot app, creates
// a stream, takes a publish key and pushes a test video over RTMP with ffmpeg, so a stream can be
// tried without a drone. Telemetry, camera state and camera commands on the realtime channel are
// not simulated yet.
//
//   npm run pilot-sim -- --api http://localhost:3000 --email pilot@example.com --password …
//                        [--company <id>] [--title "Roof survey"] [--public] [--seconds 120]
//   npm run pilot-sim -- --rtmp-url rtmp://host:1935/live/<key>     (a key you already have)
//   … --image scene.jpg      (loops a picture instead of the test pattern, for AI detection)
import { parseArgs } from 'node:util';
import type { TSessionResponse, TStream, TStreamToken } from '@sortie/domain/contracts';
import { publishTestPattern } from '../media/test-pattern.ts';

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
  },
});

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

async function keyFromApi(): Promise<{ rtmpUrl: string; watch: string }> {
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
  const stream = await call<TStream>('POST', streams, session.id_token, {
    title: args.title,
    public: args.public,
  });
  const key = await call<TStreamToken>('POST', `${streams}/generatetoken`, session.id_token, {
    stream_id: stream.id,
  });
  return {
    rtmpUrl: key.rtmp_url,
    watch: `${args.api}/company/${companyId}/livestream/${stream.id}`,
  };
}

async function main() {
  const target = args['rtmp-url'] ? { rtmpUrl: args['rtmp-url'], watch: null } : await keyFromApi();
  console.log(`pushing a test pattern to ${target.rtmpUrl}`);
  if (target.watch) console.log(`watch it at ${target.watch}`);
  const publisher = publishTestPattern(target.rtmpUrl, {
    seconds: Number(args.seconds),
    size: '640x360',
    rate: args.image ? 10 : 25,
    log: true,
    image: args.image,
  });
  process.on('SIGINT', () => publisher.stop());
  const code = await publisher.exited;
  console.log(code === 0 ? 'stream finished' : `ffmpeg stopped (${code ?? 'signal'})`);
  process.exitCode = code ?? 0;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
