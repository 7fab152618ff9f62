// Custom DEM files on disk (DATA_DIR/files/dems): an upload is streamed to a temporary file with
// a byte limit (never held whole in memory while it arrives), judged, then renamed to a name of
// its own; the site's row points at it. Replacing a DEM writes a new file and removes the old one
// after the database commit, so a reader never sees a half-written model.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '@sortie/domain';
import { loadGeoTiffDem, type GeoTiffDem } from '@sortie/flightplan';

const STORED_NAME = /^[\w-]+\.tif$/;

/** TIFF (II*\0, MM\0*) and BigTIFF (II+\0, MM\0+) headers. */
export function isTiffHeader(head: Uint8Array): boolean {
  const [a, b, c, d] = head;
  if (a === 0x49 && b === 0x49) return d === 0x00 && (c === 0x2a || c === 0x2b);
  if (a === 0x4d && b === 0x4d) return c === 0x00 && (d === 0x2a || d === 0x2b);
  return false;
}

export type ReceivedFile = { tmpPath: string; sizeBytes: number };

export function createDemFiles(dir: string) {
  // Decoded DEMs by stored name (names are unique per upload, so an entry never goes stale).
  const cache = new Map<string, GeoTiffDem>();
  const CACHE_MAX = 2;

  async function remove(file: string) {
    await fs.rm(file, { force: true });
  }

  /** Decodes a received file: TIFF header first, then the engine's GeoTIFF reader. */
  async function decode(file: string): Promise<GeoTiffDem> {
    const handle = await fs.open(file, 'r');
    const head = new Uint8Array(4);
    try {
      await handle.read(head, 0, 4, 0);
    } finally {
      await handle.close();
    }
    if (!isTiffHeader(head)) {
      throw AppError.rule(
        'unsupported_dem',
        'The file is not a GeoTIFF. Upload the elevation model as a .tif file (GeoTIFF, EPSG:4326 or UTM).',
      );
    }
    const bytes = await fs.readFile(file);
    const dem = await loadGeoTiffDem(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    );
    if (!dem.ok) throw dem.error;
    return dem.value;
  }

  return {
    /**
     * Streams an upload to a temporary file. `truncated` tells whether the multipart limit cut it
     * off (the caller answers 413); the temporary file is removed on every failure.
     */
    async receive(stream: Readable & { truncated?: boolean }): Promise<ReceivedFile> {
      await fs.mkdir(dir, { recursive: true });
      const tmpPath = path.join(dir, `.upload-${randomUUID()}.tmp`);
      try {
        await pipeline(stream, createWriteStream(tmpPath, { flags: 'wx' }));
      } catch (error) {
        await remove(tmpPath);
        // invalid_multipart (a malformed body) keeps its own answer.
        if (error instanceof AppError) throw error;
        throw AppError.validation('The upload was interrupted. Try again.');
      }
      if (stream.truncated) {
        await remove(tmpPath);
        throw new AppError(
          'file_too_large',
          413,
          'The elevation model is larger than 200 MB. Crop it to the site, or lower its resolution, and upload it again.',
        );
      }
      const { size } = await fs.stat(tmpPath);
      return { tmpPath, sizeBytes: size };
    },

    decode,

    /** Moves a judged upload to its own name; returns that name. */
    async keep(tmpPath: string, siteId: string): Promise<string> {
      const stored = `${siteId}-${randomUUID()}.tif`;
      await fs.rename(tmpPath, path.join(dir, stored));
      return stored;
    },

    discardTemp: remove,

    async discard(storedName: string): Promise<void> {
      if (!STORED_NAME.test(storedName)) return;
      cache.delete(storedName);
      await remove(path.join(dir, storedName));
    },

    /**
     * Removes files no row refers to (models of deleted sites: rows go with the site by cascade,
     * files do not) and temporary files of interrupted uploads, once older than `minAgeMs`.
     */
    async sweep(referenced: ReadonlySet<string>, minAgeMs: number, now: number): Promise<number> {
      let names: string[];
      try {
        names = await fs.readdir(dir);
      } catch {
        return 0;
      }
      let removed = 0;
      for (const name of names) {
        if (referenced.has(name)) continue;
        if (!STORED_NAME.test(name) && !/^\.upload-[\w-]+\.tmp$/.test(name)) continue;
        const file = path.join(dir, name);
        const { mtimeMs } = await fs.stat(file).catch(() => ({ mtimeMs: now }));
        if (now - mtimeMs < minAgeMs) continue;
        await remove(file);
        cache.delete(name);
        removed++;
      }
      return removed;
    },

    /** The decoded DEM of a stored file (a small cache: a DEM is decoded once per upload). */
    async load(storedName: string): Promise<GeoTiffDem> {
      const hit = cache.get(storedName);
      if (hit) return hit;
      if (!STORED_NAME.test(storedName)) throw AppError.notFound('Elevation model');
      const dem = await decode(path.join(dir, storedName));
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
      cache.set(storedName, dem);
      return dem;
    },
  };
}

export type DemFiles = ReturnType<typeof createDemFiles>;
