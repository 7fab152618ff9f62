// Custom DEM files in file storage (folder 'dems'): an upload is streamed to a temporary object
// (never held whole in memory while it arrives; the multipart limit bounds it), judged, then
// moved to a name of its own; the site's row points at it. Replacing a DEM writes a new file and
// removes the old one after the database commit, so a reader never sees a half-written model.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppError } from '@sortie/domain';
import { loadGeoTiffDem, type GeoTiffDem } from '@sortie/flightplan';
import type { FileStorage } from '../../storage/index.ts';

const STORED_NAME = /^[\w-]+\.tif$/;

/** TIFF (II*\0, MM\0*) and BigTIFF (II+\0, MM\0+) headers. */
export function isTiffHeader(head: Uint8Array): boolean {
  const [a, b, c, d] = head;
  if (a === 0x49 && b === 0x49) return d === 0x00 && (c === 0x2a || c === 0x2b);
  if (a === 0x4d && b === 0x4d) return c === 0x00 && (d === 0x2a || d === 0x2b);
  return false;
}

export type ReceivedFile = { tmpName: string; sizeBytes: number };

export function createDemFiles(files: FileStorage) {
  // Decoded DEMs by stored name (names are unique per upload, so an entry never goes stale).
  const cache = new Map<string, GeoTiffDem>();
  const CACHE_MAX = 2;

  async function remove(name: string) {
    await files.delete(name);
  }

  /** Decodes a received file: TIFF header first, then the engine's GeoTIFF reader. */
  async function decode(name: string): Promise<GeoTiffDem> {
    // The reader needs the whole file in memory anyway; the multipart limit bounds it (200 MB).
    const bytes = await files.read(name);
    if (!bytes) throw AppError.notFound('Elevation model');
    if (!isTiffHeader(bytes.subarray(0, 4))) {
      throw AppError.rule(
        'unsupported_dem',
        'The file is not a GeoTIFF. Upload the elevation model as a .tif file (GeoTIFF, EPSG:4326 or UTM).',
      );
    }
    const dem = await loadGeoTiffDem(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    );
    if (!dem.ok) throw dem.error;
    return dem.value;
  }

  return {
    /**
     * Streams an upload to a temporary object. `truncated` tells whether the multipart limit cut
     * it off (the caller answers 413); the temporary object is removed on every failure.
     */
    async receive(stream: Readable & { truncated?: boolean }): Promise<ReceivedFile> {
      const tmpName = `.upload-${randomUUID()}.tmp`;
      try {
        await files.put(tmpName, stream);
      } catch (error) {
        await remove(tmpName);
        // invalid_multipart (a malformed body) keeps its own answer.
        if (error instanceof AppError) throw error;
        throw AppError.validation('The upload was interrupted. Try again.');
      }
      if (stream.truncated) {
        await remove(tmpName);
        throw new AppError(
          'file_too_large',
          413,
          'The elevation model is larger than 200 MB. Crop it to the site, or lower its resolution, and upload it again.',
        );
      }
      const stored = await files.stat(tmpName);
      return { tmpName, sizeBytes: stored?.sizeBytes ?? 0 };
    },

    decode,

    /** Moves a judged upload to its own name; returns that name. */
    async keep(tmpName: string, siteId: string): Promise<string> {
      const stored = `${siteId}-${randomUUID()}.tif`;
      await files.move(tmpName, stored);
      return stored;
    },

    discardTemp: remove,

    async discard(storedName: string): Promise<void> {
      if (!STORED_NAME.test(storedName)) return;
      cache.delete(storedName);
      await remove(storedName);
    },

    /**
     * Removes files no row refers to (models of deleted sites: rows go with the site by cascade,
     * files do not) and temporary files of interrupted uploads, once older than `minAgeMs`.
     */
    async sweep(referenced: ReadonlySet<string>, minAgeMs: number, now: number): Promise<number> {
      let removed = 0;
      for (const { key: name, modifiedAt } of await files.list()) {
        if (referenced.has(name)) continue;
        if (!STORED_NAME.test(name) && !/^\.upload-[\w-]+\.tmp$/.test(name)) continue;
        if (now - modifiedAt.getTime() < minAgeMs) continue;
        await remove(name);
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
      const dem = await decode(storedName);
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
      cache.set(storedName, dem);
      return dem;
    },
  };
}

export type DemFiles = ReturnType<typeof createDemFiles>;
