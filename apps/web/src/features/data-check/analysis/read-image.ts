// Reads one image in a worker without reading the whole file where it need not:
// - JPEG: the head (every APP segment, ~100 KB) gives EXIF/XMP to exifr and points to the
//   camera's embedded preview (DJI's MPF preview, ~960 px). When that preview is at least as wide
//   as the grey copy the checks measure, only it is read and decoded (a few hundred KB instead
//   of 10 MB); otherwise the JPEG is decoded straight to about 1/8 of its size.
// - DNG/TIFF: the TIFF directories are read; a DNG's JPEG preview is decoded the same way, a
//   simple uncompressed TIFF is averaged strip by strip; otherwise the record says plainly why
//   the pixels were not checked.
// Every frame and bitmap is closed at once, so a worker holds one small image at a time.
import exifr from 'exifr';
import {
  mainImage,
  measureGray,
  metaFromTags,
  pickPreview,
  readJpegHead,
  readTiff,
  rgbaToGray,
  say,
  simpleStripsProblemCode,
  skipText,
  stripsToGray,
  tiffPreviews,
  type ByteSource,
  type SkipParams,
  type SkipReason,
  type ImageMeasures,
  type ImageRecord,
  type JpegHead,
} from '@sortie/domain/data-check';

/** Width of the grey copy the pixel checks measure (the blur thresholds are set for it). */
export const ANALYSIS_WIDTH = 512;

const EXIF_OPTIONS = {
  tiff: true,
  exif: true,
  gps: true,
  xmp: true,
  ifd1: false,
  icc: false,
  iptc: false,
  jfif: false,
  ihdr: false,
  interop: false,
  makerNote: false,
  userComment: false,
  mergeOutput: true,
  reviveValues: true,
  translateValues: false,
};

/** EXIF, GPS and XMP tags merged into one object; null when the file has none or is no image. */
export async function readTags(file: Blob | Uint8Array): Promise<Record<string, unknown> | null> {
  try {
    return ((await exifr.parse(file, EXIF_OPTIONS)) as Record<string, unknown> | undefined) ?? null;
  } catch {
    return null;
  }
}

const HEAD_BYTES = 128 << 10;

/** A File as a ByteSource; its first 128 KB are read once and served from memory. */
export function fileSource(file: Blob): ByteSource {
  let head: Promise<Uint8Array> | null = null;
  const slice = async (offset: number, length: number) =>
    new Uint8Array(await file.slice(offset, offset + length).arrayBuffer());
  return {
    size: file.size,
    async read(offset, length) {
      if (offset + length <= HEAD_BYTES) {
        head ??= slice(0, HEAD_BYTES);
        const h = await head;
        return h.subarray(offset, Math.min(h.length, offset + length));
      }
      return slice(offset, length);
    },
  };
}

type Small = { source: CanvasImageSource; width: number; height: number; close: () => void };

/**
 * Decodes a JPEG straight to about 1/8 of its size when the browser has WebCodecs' ImageDecoder:
 * libjpeg-turbo then scales in the DCT and never builds the 20 MP frame, several times faster
 * than createImageBitmap, which decodes in full before it resizes. `size` is the frame size from
 * EXIF or the SOF marker (the decoder wants both sides).
 */
async function decodeScaled(
  data: Blob | Uint8Array,
  size: { w: number; h: number } | null,
): Promise<Small | null> {
  const Decoder = (globalThis as { ImageDecoder?: typeof ImageDecoder }).ImageDecoder;
  if (!Decoder || !size) return null;
  const scale = Math.max(1, Math.floor(size.w / ANALYSIS_WIDTH));
  const decoder = new Decoder({
    data: data instanceof Blob ? data.stream() : data,
    type: 'image/jpeg',
    desiredWidth: Math.ceil(size.w / scale),
    desiredHeight: Math.ceil(size.h / scale),
  });
  try {
    const { image } = await decoder.decode();
    return {
      source: image,
      width: image.displayWidth,
      height: image.displayHeight,
      close: () => image.close(),
    };
  } finally {
    decoder.close();
  }
}

async function decodeBitmap(file: Blob): Promise<Small> {
  const bitmap = await createImageBitmap(file, {
    resizeWidth: ANALYSIS_WIDTH,
    resizeQuality: 'low',
  });
  return {
    source: bitmap,
    width: bitmap.width,
    height: bitmap.height,
    close: () => bitmap.close(),
  };
}

/** The measures of a decoded copy, drawn to ANALYSIS_WIDTH; the copy is closed. */
function measureSmall(small: Small, source: ImageMeasures['source']): ImageMeasures | null {
  try {
    const w = Math.min(ANALYSIS_WIDTH, small.width);
    const h = Math.max(1, Math.round((small.height * w) / small.width));
    const canvas = new OffscreenCanvas(w, h);
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return null;
    ctx.drawImage(small.source, 0, 0, w, h);
    const gray = rgbaToGray(ctx.getImageData(0, 0, w, h).data, w, h);
    return { ...measureGray(gray, w, h), source };
  } finally {
    small.close();
  }
}

/** Decodes an embedded preview JPEG (the bytes are already read). */
async function measurePreview(p: { bytes: Uint8Array; width: number; height: number }) {
  const small =
    (await decodeScaled(p.bytes, { w: p.width, h: p.height }).catch(() => null)) ??
    (await decodeBitmap(new Blob([p.bytes as BlobPart], { type: 'image/jpeg' })));
  return measureSmall(small, 'preview');
}

/** Why pixels were skipped, by code (decision 431): the English comes from `skipText`. */
type Skipped = { [C in SkipReason]: { code: C; params: SkipParams[C] } }[SkipReason];
type Pixels = { measures: ImageMeasures | null; skipped?: Skipped };

async function jpegPixels(
  file: File,
  src: ByteSource,
  head: JpegHead | null,
  size: { w: number; h: number } | null,
): Promise<Pixels> {
  const frame = size ? { width: size.w, height: size.h } : head?.frame;
  const preview = head
    ? await pickPreview(src, head.previews, ANALYSIS_WIDTH, frame ?? null)
    : null;
  if (preview) {
    const m = await measurePreview(preview).catch(() => null);
    if (m) return { measures: m };
  }
  const dims = size ?? (head?.frame ? { w: head.frame.width, h: head.frame.height } : null);
  const small = (await decodeScaled(file, dims).catch(() => null)) ?? (await decodeBitmap(file));
  return { measures: measureSmall(small, 'image') };
}

async function tiffPixels(src: ByteSource, kind: string): Promise<Pixels> {
  const tiff = await readTiff(src);
  if (!tiff) return { measures: null, skipped: { code: 'no_structure', params: { kind } } };
  const main = mainImage(tiff.ifds);
  const frame = main
    ? { width: main.values.get(0x100)?.[0] ?? 0, height: main.values.get(0x101)?.[0] ?? 0 }
    : null;
  const preview = await pickPreview(
    src,
    tiffPreviews(tiff),
    ANALYSIS_WIDTH,
    frame?.width ? frame : null,
  );
  if (preview) {
    const m = await measurePreview(preview).catch(() => null);
    if (m) return { measures: m };
  }
  const problem: Skipped | null = main
    ? simpleStripsProblemCode(main)
    : { code: 'tiff_no_directory', params: {} };
  if (problem || !main) {
    return {
      measures: null,
      skipped:
        kind === 'DNG'
          ? { code: 'dng_no_preview', params: { width: ANALYSIS_WIDTH } }
          : (problem ?? { code: 'tiff_no_directory', params: {} }),
    };
  }
  const small = await stripsToGray(src, main, ANALYSIS_WIDTH);
  return { measures: { ...measureGray(small.gray, small.width, small.height), source: 'image' } };
}

export async function readImage(index: number, file: File): Promise<ImageRecord> {
  const src = fileSource(file);
  const magic = await src.read(0, 4);
  const isJpeg = magic[0] === 0xff && magic[1] === 0xd8;
  const isTiff =
    (magic[0] === 0x49 && magic[1] === 0x49 && magic[2] === 42) ||
    (magic[0] === 0x4d && magic[1] === 0x4d && magic[3] === 42);
  // A JPEG's tags come from its head (exifr needs only the APP segments); a TIFF's from the file,
  // which exifr reads in chunks.
  const head = isJpeg ? await readJpegHead(src).catch(() => null) : null;
  const tags = await readTags(head ? head.head : file);
  const meta = metaFromTags(file.name, tags);
  if (!meta.widthPx && head?.frame) {
    meta.widthPx = head.frame.width;
    meta.heightPx = head.frame.height;
  }
  const size = meta.widthPx && meta.heightPx ? { w: meta.widthPx, h: meta.heightPx } : null;
  let pixels: Pixels;
  try {
    if (isJpeg) pixels = await jpegPixels(file, src, head, size);
    else if (isTiff) pixels = await tiffPixels(src, /\.dng$/i.test(file.name) ? 'DNG' : 'TIFF');
    else pixels = { measures: null };
  } catch {
    pixels = { measures: null, skipped: { code: 'not_decoded', params: {} } };
  }
  const record: ImageRecord = { index, meta, measures: pixels.measures };
  if (!tags && !pixels.measures && !isTiff) {
    const { text, code, params } = say('not_an_image', {});
    record.error = text;
    record.errorCode = { code, params };
  } else if (!pixels.measures) {
    const skipped = pixels.skipped ?? { code: 'not_decoded', params: {} };
    record.pixelsSkipped = skipText(skipped.code, skipped.params as never);
    record.pixelsSkippedCode = skipped;
  }
  return record;
}
