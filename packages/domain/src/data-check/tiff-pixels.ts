// Pixels of a simple baseline TIFF (uncompressed 8-bit grey or RGB strips, chunky, not tiled)
// averaged straight into the small grey copy the pixel checks measure: strips are read one at a
// time, so memory stays at the small copy however big the file. Anything else (LZW, Deflate,
// tiles, 16-bit, planar, CFA raw) answers with the sentence saying why its pixels were skipped.
import type { ByteSource } from './byte-source.ts';
import { first, TAG, type Ifd } from './tiff-ifd.ts';
import { tiffProblemText, type TiffProblem, type TiffProblemParams } from './words.ts';

/** A TIFF problem's code with its params. */
export type TiffProblemCoded = {
  [C in TiffProblem]: { code: C; params: TiffProblemParams[C] };
}[TiffProblem];

export type SmallGray = { gray: Uint8Array; width: number; height: number };

/** Why this directory's pixels cannot be read simply, as a code (words.ts), or null when they can. */
export function simpleStripsProblemCode(ifd: Ifd): TiffProblemCoded | null {
  const compression = first(ifd, TAG.compression) ?? 1;
  const photometric = first(ifd, TAG.photometric);
  const spp = first(ifd, TAG.samplesPerPixel) ?? 1;
  const bits = ifd.values.get(TAG.bitsPerSample) ?? [1];
  const problem = <C extends TiffProblem>(code: C, params: TiffProblemParams[C]) =>
    ({ code, params }) as TiffProblemCoded;
  if (ifd.values.has(TAG.tileOffsets)) return problem('tiff_tiled', {});
  if (compression !== 1) return problem('tiff_compressed', { compression });
  if (bits.some((b) => b !== 8)) return problem('tiff_bits', { bits: bits[0]! });
  if (photometric === 2 ? spp < 3 : photometric === 0 || photometric === 1 ? spp < 1 : true)
    return problem('tiff_colour_model', {});
  if (spp > 1 && (first(ifd, TAG.planar) ?? 1) !== 1) return problem('tiff_planar', {});
  if (!ifd.values.get(TAG.stripOffsets)?.length) return problem('tiff_no_strips', {});
  return null;
}

/** Why this directory's pixels cannot be read simply, in English, or null when they can. */
export function simpleStripsProblem(ifd: Ifd): string | null {
  const problem = simpleStripsProblemCode(ifd);
  return problem && tiffProblemText(problem.code, problem.params as never);
}

/** The main image's directory: the first one that is not a reduced-resolution copy. */
export function mainImage(ifds: readonly Ifd[]): Ifd | null {
  return ifds.find((d) => ((first(d, TAG.newSubfileType) ?? 0) & 1) === 0) ?? ifds[0] ?? null;
}

/** Box-averages the strips into a grey copy `targetWidth` wide (or the image's width). */
export async function stripsToGray(
  src: ByteSource,
  ifd: Ifd,
  targetWidth: number,
): Promise<SmallGray> {
  const w = first(ifd, TAG.width) ?? 0;
  const h = first(ifd, TAG.height) ?? 0;
  if (w < 2 || h < 2 || w * h > 400e6) throw new Error('Implausible TIFF size.');
  const spp = first(ifd, TAG.samplesPerPixel) ?? 1;
  const rgb = first(ifd, TAG.photometric) === 2;
  const invert = first(ifd, TAG.photometric) === 0;
  const rowsPerStrip = Math.min(h, first(ifd, TAG.rowsPerStrip) ?? h);
  const offsets = ifd.values.get(TAG.stripOffsets)!;
  const tw = Math.min(targetWidth, w);
  const th = Math.max(1, Math.round((h * tw) / w));
  const sums = new Float64Array(tw * th);
  const counts = new Uint32Array(tw * th);
  const colOf = Uint32Array.from({ length: w }, (_, x) => Math.floor((x * tw) / w));
  const rowBytes = w * spp;
  for (let s = 0; s < offsets.length; s++) {
    const y0 = s * rowsPerStrip;
    if (y0 >= h) break;
    const rows = Math.min(rowsPerStrip, h - y0);
    const strip = await src.read(offsets[s]!, rows * rowBytes);
    if (strip.length < rows * rowBytes) throw new Error('The TIFF strip is cut short.');
    for (let r = 0; r < rows; r++) {
      const base = Math.floor(((y0 + r) * th) / h) * tw;
      let p = r * rowBytes;
      for (let x = 0; x < w; x++, p += spp) {
        let v = rgb
          ? (strip[p]! * 299 + strip[p + 1]! * 587 + strip[p + 2]! * 114) / 1000
          : strip[p]!;
        if (invert) v = 255 - v;
        const c = base + colOf[x]!;
        sums[c] = sums[c]! + v;
        counts[c] = counts[c]! + 1;
      }
    }
  }
  const gray = new Uint8Array(tw * th);
  for (let i = 0; i < gray.length; i++) gray[i] = counts[i] ? sums[i]! / counts[i]! : 0;
  return { gray, width: tw, height: th };
}
