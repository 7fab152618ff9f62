// Finds the preview JPEGs a camera embeds, so the pixel checks can decode a 960 px preview
// instead of a 20 MP frame: the MPF "large thumbnail" after a JPEG's primary image (DJI, most
// phones), the EXIF IFD1 thumbnail (usually 160×120: too small to measure blur, so skipped by
// size), and a DNG's preview IFDs. Only the JPEG's head (up to its scan data) and the preview
// itself are read.
import { bytesSource, reader, type ByteSource } from './byte-source.ts';
import { first, readTiff, TAG, type Ifd, type Tiff } from './tiff-ifd.ts';

export type EmbeddedJpeg = { offset: number; length: number; source: 'mpf' | 'exif' | 'dng' };

export type JpegHead = {
  /** The file from its start up to its first scan (every APPn segment): what exifr needs. */
  head: Uint8Array;
  previews: EmbeddedJpeg[];
  /** The primary frame's size from its SOF marker. */
  frame: { width: number; height: number } | null;
};

/** SOF markers of baseline, extended and progressive Huffman JPEGs (what browsers decode). */
const DECODABLE_SOF = new Set([0xc0, 0xc1, 0xc2]);
const ANY_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce]);
/** A head bigger than this is not a camera's (four 64 KB APP segments and tables fit in it). */
const MAX_HEAD = 1 << 20;
/** A preview bigger than this is not a preview. */
const MAX_PREVIEW = 8 << 20;

const ascii = (b: Uint8Array, at: number, text: string) =>
  [...text].every((c, i) => b[at + i] === c.charCodeAt(0));

/** Frame size and SOF marker of a JPEG stream (scans its segments, stops at the first SOF). */
export function jpegFrame(b: Uint8Array): { width: number; height: number; sof: number } | null {
  if (b[0] !== 0xff || b[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    const len = (b[at + 2]! << 8) | b[at + 3]!;
    if (ANY_SOF.has(marker)) {
      const height = (b[at + 5]! << 8) | b[at + 6]!;
      const width = (b[at + 7]! << 8) | b[at + 8]!;
      return { width, height, sof: marker };
    }
    if (marker === 0xda || marker === 0xd9) return null;
    at += 2 + len;
  }
  return null;
}

function mpfPreviews(head: Uint8Array, segment: number): EmbeddedJpeg[] {
  // "MPF\0" then a TIFF header; entry offsets count from that header.
  const base = segment + 8;
  const le = head[base] === 0x49;
  const r = reader(head, le);
  const ifdAt = base + (r.u32(base + 4) ?? 0);
  const count = r.u16(ifdAt) ?? 0;
  const out: EmbeddedJpeg[] = [];
  for (let i = 0; i < Math.min(count, 64); i++) {
    const e = ifdAt + 2 + i * 12;
    if (r.u16(e) !== TAG.mpEntry) continue;
    const n = Math.floor((r.u32(e + 4) ?? 0) / 16);
    const entries = base + (r.u32(e + 8) ?? 0);
    // Entry 0 is the primary image itself.
    for (let k = 1; k < Math.min(n, 16); k++) {
      const size = r.u32(entries + k * 16 + 4) ?? 0;
      const offset = r.u32(entries + k * 16 + 8) ?? 0;
      if (size > 0 && offset > 0) out.push({ offset: base + offset, length: size, source: 'mpf' });
    }
  }
  return out;
}

async function exifThumbnail(head: Uint8Array, segment: number, end: number) {
  const tiffAt = segment + 10; // marker, length, "Exif\0\0"
  const tiff = await readTiff(bytesSource(head.subarray(tiffAt, end)));
  const ifd1 = tiff?.ifds[1];
  const offset = ifd1 ? first(ifd1, TAG.jpegOffset) : null;
  const length = ifd1 ? first(ifd1, TAG.jpegLength) : null;
  return offset && length
    ? [{ offset: tiffAt + offset, length, source: 'exif' as const }]
    : ([] as EmbeddedJpeg[]);
}

/** Reads a JPEG's head (up to its first scan) and lists the previews it points to. */
export async function readJpegHead(src: ByteSource): Promise<JpegHead | null> {
  let head = await src.read(0, Math.min(src.size, 128 << 10));
  if (head[0] !== 0xff || head[1] !== 0xd8) return null;
  const previews: EmbeddedJpeg[] = [];
  let frame: JpegHead['frame'] = null;
  let at = 2;
  for (;;) {
    if (at + 4 > head.length) {
      if (head.length >= src.size || head.length >= MAX_HEAD) break;
      head = await src.read(0, Math.min(src.size, MAX_HEAD, head.length * 2));
      continue;
    }
    if (head[at] !== 0xff) break;
    const marker = head[at + 1]!;
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0xda || marker === 0xd9) break;
    const end = at + 2 + ((head[at + 2]! << 8) | head[at + 3]!);
    if (end > head.length && head.length < src.size && head.length < MAX_HEAD) {
      head = await src.read(0, Math.min(src.size, MAX_HEAD, Math.max(end + 4, head.length * 2)));
      continue;
    }
    if (marker === 0xe1 && ascii(head, at + 4, 'Exif\0\0')) {
      previews.push(...(await exifThumbnail(head, at, Math.min(end, head.length))));
    } else if (marker === 0xe2 && ascii(head, at + 4, 'MPF\0')) {
      previews.push(...mpfPreviews(head, at));
    } else if (ANY_SOF.has(marker) && at + 9 <= head.length) {
      frame = {
        height: (head[at + 5]! << 8) | head[at + 6]!,
        width: (head[at + 7]! << 8) | head[at + 8]!,
      };
    }
    at = end;
  }
  return { head: head.subarray(0, Math.min(at, head.length)), previews, frame };
}

/** Is this IFD a JPEG-compressed preview (not the raw CFA or linear image of a DNG)? */
function tiffJpegPreview(ifd: Ifd): EmbeddedJpeg | null {
  const photometric = first(ifd, TAG.photometric);
  if (photometric === 32803 || photometric === 34892) return null; // raw data
  const offset = first(ifd, TAG.jpegOffset);
  const length = first(ifd, TAG.jpegLength);
  if (offset && length) return { offset, length, source: 'dng' };
  const compression = first(ifd, TAG.compression);
  const strips = ifd.values.get(TAG.stripOffsets);
  const counts = ifd.values.get(TAG.stripByteCounts);
  if ((compression === 7 || compression === 6) && strips?.length === 1 && counts?.length === 1) {
    return { offset: strips[0]!, length: counts[0]!, source: 'dng' };
  }
  return null;
}

/** The JPEG previews a TIFF or DNG carries. */
export function tiffPreviews(tiff: Tiff): EmbeddedJpeg[] {
  return tiff.ifds.map(tiffJpegPreview).filter((p): p is EmbeddedJpeg => p !== null);
}

export type PickedPreview = { bytes: Uint8Array; width: number; height: number; source: string };

/**
 * The smallest embedded JPEG a browser can decode that is at least `minWidth` wide and has the
 * frame's shape (a letterboxed thumbnail would read as under-exposed), or null.
 */
export async function pickPreview(
  src: ByteSource,
  previews: readonly EmbeddedJpeg[],
  minWidth: number,
  frame: { width: number; height: number } | null,
): Promise<PickedPreview | null> {
  const sorted = [...previews]
    .filter((p) => p.length > 0 && p.length <= MAX_PREVIEW && p.offset + p.length <= src.size)
    .sort((a, b) => a.length - b.length);
  for (const p of sorted) {
    const bytes = await src.read(p.offset, p.length);
    const f = jpegFrame(bytes);
    if (!f || !DECODABLE_SOF.has(f.sof)) continue;
    if (f.width < minWidth) continue;
    if (frame) {
      const a = Math.max(f.width, f.height) / Math.min(f.width, f.height);
      const b = Math.max(frame.width, frame.height) / Math.min(frame.width, frame.height);
      if (Math.abs(a - b) > 0.02 * b) continue;
    }
    return { bytes, width: f.width, height: f.height, source: p.source };
  }
  return null;
}
