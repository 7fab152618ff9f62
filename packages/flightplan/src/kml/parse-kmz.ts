// KMZ = zip with a KML inside (doc.kml by convention, else the first .kml). Zip bombs are stopped
// twice: declared sizes and entry count from the central directory are checked before anything is
// inflated, then the chosen entry is inflated as a stream that is cut off as soon as the actual
// output passes the cap (declared sizes can lie).
import { Unzip, UnzipInflate, strFromU8, unzipSync } from 'fflate';
import { err, ok, type Result } from '@sortie/domain';
import { siteFileIssue, type SiteFileIssue } from './issues.ts';

export interface KmzLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
}

export const DEFAULT_KMZ_LIMITS: KmzLimits = {
  maxEntries: 1000,
  maxUncompressedBytes: 50 * 1024 * 1024,
};

class Abort {
  constructor(readonly issue: SiteFileIssue) {}
}

function chooseEntry(names: readonly string[]): string | undefined {
  const kml = names.filter((n) => n.toLowerCase().endsWith('.kml') && !n.startsWith('__MACOSX/'));
  return kml.find((n) => n.toLowerCase() === 'doc.kml') ?? kml[0];
}

/**
 * Extracts the KML text of a KMZ archive within size and entry limits.
 *
 * @example
 * const r = readKmzText(zipSync({ 'doc.kml': strToU8('<kml/>') }));
 * // r.ok && r.value === '<kml/>'
 */
export function readKmzText(
  bytes: Uint8Array,
  limits: KmzLimits = DEFAULT_KMZ_LIMITS,
): Result<string, SiteFileIssue> {
  const names: string[] = [];
  let declared = 0;
  try {
    unzipSync(bytes, {
      filter: (f) => {
        names.push(f.name);
        declared += f.originalSize;
        if (names.length > limits.maxEntries)
          throw new Abort(siteFileIssue('unsafe_file', { reason: 'too_many_entries' }));
        if (declared > limits.maxUncompressedBytes) {
          throw new Abort(
            siteFileIssue('file_too_large', { reason: 'declared_uncompressed_size' }),
          );
        }
        return false;
      },
    });
  } catch (e) {
    if (e instanceof Abort) return err(e.issue);
    return err(siteFileIssue('invalid_kml', { reason: 'not_a_zip' }));
  }
  const target = chooseEntry(names);
  if (target === undefined) return err(siteFileIssue('invalid_kml', { reason: 'no_kml_in_kmz' }));
  return inflateEntry(bytes, target, limits);
}

function inflateEntry(
  bytes: Uint8Array,
  target: string,
  limits: KmzLimits,
): Result<string, SiteFileIssue> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  let done = false;
  let entries = 0;
  try {
    const unzip = new Unzip((file) => {
      entries++;
      if (entries > limits.maxEntries)
        throw new Abort(siteFileIssue('unsafe_file', { reason: 'too_many_entries' }));
      if (file.name !== target || done) return;
      file.ondata = (e, chunk, final) => {
        if (e) throw new Abort(siteFileIssue('invalid_kml', { reason: 'corrupt_zip' }));
        total += chunk.length;
        if (total > limits.maxUncompressedBytes) {
          throw new Abort(siteFileIssue('file_too_large', { reason: 'actual_uncompressed_size' }));
        }
        chunks.push(chunk);
        if (final) done = true;
      };
      file.start();
    });
    unzip.register(UnzipInflate);
    // Deflate expands at most ~1032:1, so a 16 KB push can yield at most ~17 MB before the size
    // check below runs: the cap is overshot by a bounded amount, never by a bomb's full size.
    const CHUNK = 1 << 14;
    for (let i = 0; i < bytes.length && !done; i += CHUNK) {
      unzip.push(bytes.subarray(i, i + CHUNK), i + CHUNK >= bytes.length);
    }
  } catch (e) {
    if (e instanceof Abort) return err(e.issue);
    return err(siteFileIssue('invalid_kml', { reason: 'corrupt_zip' }));
  }
  if (!done) return err(siteFileIssue('invalid_kml', { reason: 'corrupt_zip' }));
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return ok(strFromU8(out));
}
