// Reads one image in a worker: EXIF and DJI XMP with exifr (it reads only the first chunks of
// the file, not the whole 10 MB), then the pixels decoded straight to a small copy. Decoding at
// 512 px wide keeps a 20 MP frame at about 0.8 MB of RGBA instead of 80 MB, and the bitmap is
// closed at once, so a worker holds one small image at a time however many files are queued.
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

async function measurePixels(file: Blob) {
  let bitmap: ImageBitmap | null = null;
  try {
    bitmap = await createImageBitmap(file, { resizeWidth: ANALYSIS_WIDTH, resizeQuality: 'low' });
    const w = bitmap.width;
    const h = bitmap.height;
    const canvas = new OffscreenCanvas(w, h);
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return null;
    ctx.drawImage(bitmap, 0, 0);
    const gray = rgbaToGray(ctx.getImageData(0, 0, w, h).data, w, h);
    return measureGray(gray, w, h);
  } catch {
    // DNG and most TIFFs do not decode in a browser: their metadata is still checked.
    return null;
  } finally {
    bitmap?.close();
  }
}

export async function readImage(index: number, file: File): Promise<ImageRecord> {
  const [tags, measures] = await Promise.all([readTags(file), measurePixels(file)]);
  const record: ImageRecord = { index, meta: metaFromTags(file.name, tags), measures };
  if (!tags && !measures) record.error = 'The file could not be read as an image.';
  return record;
}
