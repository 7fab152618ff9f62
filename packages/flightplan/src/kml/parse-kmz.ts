// KMZ = zip with KML inside: doc.kml by convention (else the first .kml), which may NetworkLink to
// further .kml files in the archive. QGIS and GDAL's LIBKML driver write exactly that: a doc.kml
// linking to layers/<layer>.kml (issue 10 §2). Links are followed only inside the archive (never a
// URL, never above its root), each file once, and all files share one budget of vertices, features,
// inflated bytes and time.
import { err, ok, type Result } from '@sortie/domain';
import { siteFileIssue, type RawPart, type SiteFileIssue } from './issues.ts';
import { parseKmlText, type KmlLimits } from './parse-kml.ts';
import { listZip, readZipEntries, type ZipLimits } from './read-zip.ts';
import { decodeXml } from './text.ts';

export { DEFAULT_ZIP_LIMITS as DEFAULT_KMZ_LIMITS } from './read-zip.ts';
export type { ZipLimits as KmzLimits } from './read-zip.ts';

function rootEntry(kml: readonly string[]): string | undefined {
  return (
    kml.find((n) => n.toLowerCase() === 'doc.kml') ?? kml.find((n) => !n.includes('/')) ?? kml[0]
  );
}

/**
 * The archive path a link from `from` points to, or null when it leaves the archive (a URL, an
 * absolute path, or `..` above the root).
 *
 * @example
 * resolveArchiveLink('doc.kml', 'layers/a.kml'); // 'layers/a.kml'
 * resolveArchiveLink('doc.kml', 'http://example.com/a.kml'); // null
 */
export function resolveArchiveLink(from: string, href: string): string | null {
  const path = href.split(/[?#]/)[0]!.replace(/\\/g, '/');
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('/')) return null;
  const out = from.split('/').slice(0, -1);
  for (const seg of path.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (out.length === 0) return null;
      out.pop();
    } else out.push(seg);
  }
  return out.join('/') || null;
}

/**
 * Reads every feature of a KMZ: its root document and the documents it links to in the archive.
 *
 * @example
 * readKmzParts(zipSync({ 'doc.kml': strToU8(kml) }), 'farm', kmlLimits, DEFAULT_KMZ_LIMITS);
 */
export function readKmzParts(
  bytes: Uint8Array,
  defaultName: string,
  kmlLimits: KmlLimits,
  zipLimits: ZipLimits,
): Result<RawPart[], SiteFileIssue> {
  const listed = listZip(bytes, zipLimits);
  if (!listed.ok) return listed;
  const kml = listed.value.filter((n) => n.toLowerCase().endsWith('.kml'));
  const root = rootEntry(kml);
  if (root === undefined) return err(siteFileIssue('invalid_kml', { reason: 'no_kml_in_kmz' }));
  // Every .kml entry is inflated in one pass, within the one size cap; only linked ones are read.
  const files = readZipEntries(bytes, kml, zipLimits);
  if (!files.ok) return files;
  const startedAt = kmlLimits.startedAt ?? Date.now();
  const parts: RawPart[] = [];
  let vertices = 0;
  const queue = [root];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const name = queue.shift()!;
    const text = decodeXml(files.value.get(name)!);
    if (!text.ok) return text;
    const links = { hrefs: [] as string[] };
    const read = parseKmlText(
      text.value,
      defaultName,
      {
        maxParts: kmlLimits.maxParts - parts.length,
        maxVertices: kmlLimits.maxVertices - vertices,
        deadlineMs: kmlLimits.deadlineMs,
        startedAt,
      },
      links,
    );
    if (!read.ok) {
      // Budgets are reported against the whole file, not what was left of them.
      const details = read.error.details;
      if (details?.max_vertices !== undefined) details.max_vertices = kmlLimits.maxVertices;
      if (details?.max_features !== undefined) details.max_features = kmlLimits.maxParts;
      return details ? err(siteFileIssue(read.error.type, details)) : read;
    }
    for (const p of read.value) {
      parts.push(p);
      vertices += p.rings.reduce((n, r) => n + r.length, 0);
    }
    for (const href of links.hrefs) {
      const target = resolveArchiveLink(name, href);
      if (target && files.value.has(target) && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return ok(parts);
}
