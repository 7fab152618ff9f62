// ffmpeg publishing a test pattern over RTMP, and a reader of an HTTP-FLV response: the real
// parts the streams tests (and the pilot-app simulator) use. Small and slow on purpose (160×120,
// 10 fps, ultrafast x264, a key frame every second) so they run on a busy 2-core machine.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';

export type Publisher = {
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): void;
};

export function publishTestPattern(
  rtmpUrl: string,
  options: { seconds?: number; size?: string; rate?: number; log?: boolean; image?: string } = {},
): Publisher {
  const rate = options.rate ?? 10;
  // A still picture looped as video (objects for AI detection to find) instead of the pattern.
  const input = options.image
    ? ['-loop', '1', '-framerate', String(rate), '-i', options.image]
    : ['-f', 'lavfi', '-i', `testsrc=size=${options.size ?? '160x120'}:rate=${rate}`];
  const child = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-re'],
      ...input,
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency'],
      ...['-pix_fmt', 'yuv420p', '-g', String(rate), '-t', String(options.seconds ?? 120)],
      ...['-f', 'flv', rtmpUrl],
    ],
    { stdio: ['ignore', 'ignore', options.log ? 'inherit' : 'pipe'] },
  );
  child.stderr?.resume();
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
}

export type FlvTag = { type: number; timestamp: number; data: Buffer };
export type FlvRead = { status: number; header: Buffer; tags: FlvTag[]; ended: boolean };

/**
 * Reads an HTTP-FLV response until `enough(tags)` or the response ends; parses the 9-byte
 * header and the tags (type, 24-bit size, timestamp, stream id, data, previous tag size).
 */
export function readFlv(
  url: string,
  enough: (tags: FlvTag[]) => boolean,
  options: { keepOpen?: (close: () => void) => void } = {},
): Promise<FlvRead> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, (response) => {
      let buffer = Buffer.alloc(0);
      const tags: FlvTag[] = [];
      let header: Buffer | null = null;
      let done = false;
      const finish = (ended: boolean) => {
        if (done) return;
        done = true;
        const result = { status: response.statusCode ?? 0, header: header ?? buffer, tags, ended };
        if (options.keepOpen && !ended) options.keepOpen(() => request.destroy());
        else request.destroy();
        resolve(result);
      };
      response.on('data', (chunk: Buffer) => {
        buffer = Buffer.concat([buffer, chunk]);
        if (!header) {
          if (buffer.length < 13) return;
          header = buffer.subarray(0, 9);
          buffer = buffer.subarray(13);
        }
        while (buffer.length >= 11) {
          const size = buffer.readUIntBE(1, 3);
          if (buffer.length < 11 + size + 4) break;
          const timestamp = buffer.readUIntBE(4, 3) | ((buffer[7] ?? 0) << 24);
          tags.push({ type: buffer[0] ?? 0, timestamp, data: buffer.subarray(11, 11 + size) });
          buffer = buffer.subarray(11 + size + 4);
        }
        if (response.statusCode === 200 && enough(tags)) finish(false);
      });
      response.on('end', () => finish(true));
      response.on('error', () => finish(true));
    });
    request.on('error', reject);
  });
}
