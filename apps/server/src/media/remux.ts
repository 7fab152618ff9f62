// FLV → MP4 without re-encoding (decision 321): the recording becomes a file every browser plays
// natively with seeking over HTTP Range, and `+faststart` puts the index first so playback starts
// before the whole file arrives. ffmpeg is a child process (off the event loop) with a deadline.
import { spawn } from 'node:child_process';

/** A remux copies packets: minutes of video take seconds; this bounds a stuck ffmpeg. */
const REMUX_DEADLINE_MS = 10 * 60 * 1000;

export function remuxFlvToMp4(input: string, output: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'ffmpeg',
      [
        ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
        ...['-i', input, '-c', 'copy', '-movflags', '+faststart', '-f', 'mp4', output],
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], timeout: REMUX_DEADLINE_MS, killSignal: 'SIGKILL' },
    );
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => {
      if (stderr.length < 4000) stderr += d.toString();
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg remux failed (${signal ?? code}): ${stderr.trim()}`));
    });
  });
}
