// Guarded zip reading for KMZ and zipped shapefiles. Zip bombs are stopped twice: the entry count
// and declared sizes from the central directory are checked before anything is inflated, then the
// wanted entries are inflated as a stream that is cut off as soon as the actual output passes the
// cap (declared sizes can lie). Both refusals say "too large", naming the limit (issue 10 §11).
import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { err, ok, type Result } from '@sortie/domain';
import { siteFileIssue, type SiteFileIssue } from './issues.ts';

export interface ZipLimits {
  maxEntries: number;
  /** Over all inflated entries together. */
  maxUncompressedBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 1000,
  maxUncompressedBytes: 50 * 1024 * 1024,
};

class Abort {
  constructor(readonly issue: SiteFileIssue) {}
}

const tooLarge = (reason: string, limits: ZipLimits) =>
  new Abort(
    siteFileIssue('file_too_large', {
      reason,
      max_mb: Math.round(limits.maxUncompressedBytes / (1024 * 1024)),
    }),
  );
const tooManyEntries = (limits: ZipLimits) =>
  new Abort(
    siteFileIssue('file_too_large', { reason: 'too_many_entries', max_entries: limits.maxEntries }),
  );

/** Entry names of an archive (directories and macOS resource forks left out), within the limits. */
export function listZip(bytes: Uint8Array, limits: ZipLimits): Result<string[], SiteFileIssue> {
  const names: string[] = [];
  let declared = 0;
  try {
    unzipSync(bytes, {
      filter: (f) => {
        names.push(f.name);
        declared += f.originalSize;
        if (names.length > limits.maxEntries) throw tooManyEntries(limits);
        if (declared > limits.maxUncompressedBytes)
          throw tooLarge('declared_uncompressed_size', limits);
        return false;
      },
    });
  } catch (e) {
    if (e instanceof Abort) return err(e.issue);
    return err(siteFileIssue('invalid_kml', { reason: 'not_a_zip' }));
  }
  return ok(names.filter((n) => !n.endsWith('/') && !n.startsWith('__MACOSX/')));
}

/**
 * Inflates the named entries, all of them together within the uncompressed-size cap.
 *
 * @example
 * readZipEntries(zipSync({ 'doc.kml': strToU8('<kml/>') }), ['doc.kml'], DEFAULT_ZIP_LIMITS);
 * // ok(Map { 'doc.kml' => Uint8Array })
 */
export function readZipEntries(
  bytes: Uint8Array,
  wanted: readonly string[],
  limits: ZipLimits,
): Result<Map<string, Uint8Array>, SiteFileIssue> {
  const want = new Set(wanted);
  const chunks = new Map<string, Uint8Array[]>();
  const done = new Set<string>();
  let total = 0;
  let entries = 0;
  try {
    const unzip = new Unzip((file) => {
      entries++;
      if (entries > limits.maxEntries) throw tooManyEntries(limits);
      if (!want.has(file.name) || chunks.has(file.name)) return;
      const parts: Uint8Array[] = [];
      chunks.set(file.name, parts);
      file.ondata = (e, chunk, final) => {
        // fflate's inflater catches what this handler throws and hands it back here as `e`; an
        // Abort must come through as itself, or a faked size reads as "corrupt" (issue 10 §11).
        if (e)
          throw e instanceof Abort
            ? e
            : new Abort(siteFileIssue('invalid_kml', { reason: 'corrupt_zip' }));
        total += chunk.length;
        if (total > limits.maxUncompressedBytes) throw tooLarge('actual_uncompressed_size', limits);
        parts.push(chunk);
        if (final) done.add(file.name);
      };
      file.start();
    });
    unzip.register(UnzipInflate);
    // Deflate expands at most ~1032:1, so a 16 KB push can yield at most ~17 MB before the size
    // check runs: the cap is overshot by a bounded amount, never by a bomb's full size.
    const CHUNK = 1 << 14;
    for (let i = 0; i < bytes.length && done.size < want.size; i += CHUNK) {
      unzip.push(bytes.subarray(i, i + CHUNK), i + CHUNK >= bytes.length);
    }
  } catch (e) {
    if (e instanceof Abort) return err(e.issue);
    return err(siteFileIssue('invalid_kml', { reason: 'corrupt_zip' }));
  }
  const out = new Map<string, Uint8Array>();
  for (const name of wanted) {
    if (!done.has(name)) return err(siteFileIssue('invalid_kml', { reason: 'corrupt_zip' }));
    out.set(name, concat(chunks.get(name)!));
  }
  return ok(out);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of parts) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}
