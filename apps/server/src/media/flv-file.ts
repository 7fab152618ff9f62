// A hub viewer that writes the live FLV to a local file (cloud recording, decision 321). It
// counts the bytes written and the last tag's timestamp (the recording's duration), and says
// when it is closed: the stream ended, the hub cut it off, or the recorder stopped it.
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FlvViewer } from './hub.ts';

const FLV_HEADER_BYTES = 9 + 4;

export type FlvFile = {
  viewer: FlvViewer;
  bytes(): number;
  /** Milliseconds between the first and the last tag. */
  durationMs(): number;
  /** Resolves once the file is flushed and closed (whoever closed it). */
  closed: Promise<void>;
  close(): void;
};

/** `onWrite` hears the total bytes after each write (the recorder's storage check). */
export async function openFlvFile(
  file: string,
  onWrite: (bytes: number) => void = () => undefined,
): Promise<FlvFile> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const out = createWriteStream(file);
  let bytes = 0;
  let first: number | null = null;
  let last = 0;
  let ended = false;
  const closed = new Promise<void>((resolve) => {
    out.on('close', resolve);
    out.on('error', () => resolve());
  });
  const close = () => {
    if (ended) return;
    ended = true;
    out.end();
  };
  return {
    viewer: {
      write(chunk: Buffer): boolean {
        if (ended) return false;
        bytes += chunk.length;
        // A tag (not the file header): 24-bit timestamp at 4..6, its high byte at 7.
        if (chunk.length >= 11 && bytes > FLV_HEADER_BYTES) {
          const ts = ((chunk[7] ?? 0) << 24) | chunk.readUIntBE(4, 3);
          if (first === null) first = ts;
          last = Math.max(last, ts);
        }
        const ok = out.write(chunk);
        onWrite(bytes);
        return ok;
      },
      end: close,
      pending: () => out.writableLength,
    },
    bytes: () => bytes,
    durationMs: () => (first === null ? 0 : Math.max(0, last - first)),
    closed,
    close,
  };
}
