// A small TIFF directory reader (TIFF 6, DNG, and the TIFF inside a JPEG's EXIF or MPF segment).
// It reads the IFD chain and SubIFDs through a ByteSource, fetching only the directories and the
// few numeric values Data Check needs (sizes, strips, compression, previews), so a 60 MB TIFF or
// a 25 MB DNG costs a few small reads.
import { reader, type ByteSource } from './byte-source.ts';

export const TAG = {
  newSubfileType: 0xfe,
  width: 0x100,
  height: 0x101,
  bitsPerSample: 0x102,
  compression: 0x103,
  photometric: 0x106,
  stripOffsets: 0x111,
  samplesPerPixel: 0x115,
  rowsPerStrip: 0x116,
  stripByteCounts: 0x117,
  planar: 0x11c,
  tileOffsets: 0x144,
  subIfds: 0x14a,
  jpegOffset: 0x201,
  jpegLength: 0x202,
  mpEntry: 0xb002,
} as const;

const WANTED = new Set<number>(Object.values(TAG));
/** Bytes per value of the TIFF field types read as numbers (BYTE, SHORT, LONG, IFD). */
const NUMERIC: Record<number, number> = { 1: 1, 3: 2, 4: 4, 13: 4 };
/** Values read per tag at most (strip tables of big files stay well under this). */
const MAX_VALUES = 65_536;
const MAX_IFDS = 32;

/** One directory: numeric values by tag, and where UNDEFINED blobs (MPF entries) start. */
export type Ifd = { values: Map<number, number[]>; blobs: Map<number, { at: number; n: number }> };

export type Tiff = { littleEndian: boolean; ifds: Ifd[] };

async function readIfd(
  src: ByteSource,
  at: number,
  le: boolean,
): Promise<{ ifd: Ifd; next: number } | null> {
  const countBytes = await src.read(at, 2);
  const count = reader(countBytes, le).u16(0);
  if (count === null || count === 0 || count > 1000) return null;
  const body = await src.read(at + 2, count * 12 + 4);
  const r = reader(body, le);
  const ifd: Ifd = { values: new Map(), blobs: new Map() };
  for (let i = 0; i < count; i++) {
    const e = i * 12;
    const tag = r.u16(e);
    const type = r.u16(e + 2);
    const n = r.u32(e + 4);
    if (tag === null || type === null || n === null || !WANTED.has(tag)) continue;
    if (type === 7) {
      ifd.blobs.set(tag, { at: n <= 4 ? at + 2 + e + 8 : (r.u32(e + 8) ?? 0), n });
      continue;
    }
    const size = NUMERIC[type];
    if (!size || n > MAX_VALUES) continue;
    const inline = n * size <= 4;
    const raw = inline ? body.subarray(e + 8, e + 12) : await src.read(r.u32(e + 8) ?? 0, n * size);
    const vr = reader(raw, le);
    const vals: number[] = [];
    for (let k = 0; k < n; k++) {
      const v = size === 1 ? raw[k] : size === 2 ? vr.u16(k * 2) : vr.u32(k * 4);
      if (v === null || v === undefined) break;
      vals.push(v);
    }
    ifd.values.set(tag, vals);
  }
  return { ifd, next: r.u32(count * 12) ?? 0 };
}

/** The TIFF's directories: IFD0, the chain after it, and every SubIFD (DNG previews, raw). */
export async function readTiff(src: ByteSource): Promise<Tiff | null> {
  const head = await src.read(0, 8);
  if (head.length < 8) return null;
  const le = head[0] === 0x49 && head[1] === 0x49;
  const be = head[0] === 0x4d && head[1] === 0x4d;
  const r = reader(head, le);
  if ((!le && !be) || r.u16(2) !== 42) return null;
  const ifds: Ifd[] = [];
  const seen = new Set<number>();
  const queue = [r.u32(4) ?? 0];
  while (queue.length && ifds.length < MAX_IFDS) {
    const at = queue.shift()!;
    if (at < 8 || at >= src.size || seen.has(at)) continue;
    seen.add(at);
    const got = await readIfd(src, at, le);
    if (!got) continue;
    ifds.push(got.ifd);
    queue.push(...(got.ifd.values.get(TAG.subIfds) ?? []), got.next);
  }
  return { littleEndian: le, ifds };
}

export const first = (ifd: Ifd, tag: number): number | null => ifd.values.get(tag)?.[0] ?? null;
