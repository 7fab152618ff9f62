// The bench's "camera": 25 grey frames a second with Date.now() coded in pixels, piped to ffmpeg
// (x264 zerolatency, constant bitrate, key frame every second) and published over RTMP.
import { spawn, type ChildProcess } from 'node:child_process';
import { frameWithClock, HEIGHT, WIDTH } from './pixel-clock.ts';

export const FPS = 25;
/** Constant bitrate (x264 filler data): a flat grey picture would otherwise be ~50 kbit/s. */
export const BITRATE = process.env.BITRATE ?? '2500k';

export function startCamera(rtmpUrl: string, children: ChildProcess[]): () => void {
  const ffmpeg = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'rawvideo', '-pix_fmt', 'gray'],
      ...['-s', `${WIDTH}x${HEIGHT}`, '-r', String(FPS), '-i', '-'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', String(FPS)],
      ...['-x264-params', 'nal-hrd=cbr', '-b:v', BITRATE, '-minrate', BITRATE],
      ...['-maxrate', BITRATE, '-bufsize', BITRATE],
      ...['-pix_fmt', 'yuv420p', '-f', 'flv', rtmpUrl],
    ],
    { stdio: ['pipe', 'ignore', 'inherit'] },
  );
  children.push(ffmpeg);
  let frame = 0;
  const timer = setInterval(() => {
    if (ffmpeg.stdin.writable) ffmpeg.stdin.write(frameWithClock(Date.now(), frame++));
  }, 1000 / FPS);
  return () => {
    clearInterval(timer);
    ffmpeg.stdin.end();
  };
}
