// The one way the server keeps files (uploads, DEMs, cached tiles): a flat key space of
// '/'-separated names, on local disk or in an S3-compatible bucket (DESIGN.md, "Runtime").
// Modules never touch node:fs for stored files; they get a FileStorage scoped to their folder.
import type { Readable } from 'node:stream';

/** Inclusive byte offsets, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

export type StoredObject = { key: string; sizeBytes: number; modifiedAt: Date };

/** Bytes, or a stream of unknown length (a multipart upload), which is never held whole. */
export type StorageBody = Buffer | Uint8Array | Readable;

export interface FileStorage {
  /** 'local' or 's3': callers only read it for logs and the signed-URL choice (decision 240). */
  readonly kind: 'local' | 's3';
  /** Writes the object whole, replacing any object of that key. */
  put(key: string, body: StorageBody, options?: { contentType?: string }): Promise<void>;
  /**
   * The object's bytes as a stream; undefined when there is no such object. `range` (inclusive
   * byte offsets) reads a part: HTTP Range requests of a recording's video (decision 321).
   */
  getStream(key: string, range?: ByteRange): Promise<Readable | undefined>;
  /** The object's bytes; undefined when there is no such object. */
  read(key: string): Promise<Buffer<ArrayBuffer> | undefined>;
  stat(key: string): Promise<StoredObject | undefined>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Gives an object another key (rename on disk, copy + delete in a bucket); throws if missing. */
  move(from: string, to: string): Promise<void>;
  /** Every object whose key starts with `prefix`, in no particular order. */
  list(prefix?: string): Promise<StoredObject[]>;
  /**
   * A URL that reads the object without our auth for `expiresInSeconds`, or undefined where the
   * store cannot sign (local disk serves through the app's own routes: decision 240).
   */
  signedUrl(key: string, options: { expiresInSeconds: number }): Promise<string | undefined>;
}

const KEY = /^[\w.-]+(\/[\w.-]+)*$/;

/** Refuses keys that could leave the store's root ('..', absolute paths, odd characters). */
export function assertKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((s) => s === '.' || s === '..'))
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
