// Reads one image in a worker: EXIF and DJI XMP with exifr (it reads only the first chunks of
// the file, not the whole 10 MB), then the pixels decoded straight to a small copy (512 px wide,
// about 0.8 MB of RGBA instead of 80 MB for 20 MP). Every frame and bitmap is closed at once, so
// a worker holds one small image at a time however many files are queued.
import exifr from 'exifr';
import { measureGray, metaFromTags, rgbaToGray, type ImageRecord } from '@sortie/domain/data-check';

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

type Small = { source: CanvasImageSource; width: number; height: number; close: () => void };

/**
 * Decodes a JPEG straight to about 1/8 of its size when the browser has WebCodecs' ImageDecoder:
 * libjpeg-turbo then scales in the DCT and never builds the 20 MP frame, several times faster
 * than createImageBitmap, which decodes in full before it resizes. `size` is the frame size from
 * EXIF (the decoder wants both sides).
 */
async function decodeScaled(
  file: Blob,
  size: { w: number; h: number } | null,
): Promise<Small | null> {
  const Decoder = (globalThis as { ImageDecoder?: typeof ImageDecoder }).ImageDecoder;
  if (!Decoder || !size || !/jpe?g/i.test(file.type)) return null;
  const scale = Math.max(1, Math.floor(size.w / ANALYSIS_WIDTH));
  const decoder = new Decoder({
    data: file.stream(),
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

async function measurePixels(file: Blob, size: { w: number; h: number } | null) {
  let small: Small | null = null;
  try {
    small = (await decodeScaled(file, size).catch(() => null)) ?? (await decodeBitmap(file));
    const w = Math.min(ANALYSIS_WIDTH, small.width);
    const h = Math.max(1, Math.round((small.height * w) / small.width));
    const canvas = new OffscreenCanvas(w, h);
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return null;
    ctx.drawImage(small.source, 0, 0, w, h);
    const gray = rgbaToGray(ctx.getImageData(0, 0, w, h).data, w, h);
    return measureGray(gray, w, h);
  } catch {
    // DNG and most TIFFs do not decode in a browser: their metadata is still checked.
    return null;
  } finally {
    small?.close();
  }
}

export async function readImage(index: number, file: File): Promise<ImageRecord> {
  const tags = await readTags(file);
  const meta = metaFromTags(file.name, tags);
  const size = meta.widthPx && meta.heightPx ? { w: meta.widthPx, h: meta.heightPx } : null;
  const measures = await measurePixels(file, size);
  const record: ImageRecord = { index, meta, measures };
  if (!tags && !measures) record.error = 'The file could not be read as an image.';
  return record;
}
