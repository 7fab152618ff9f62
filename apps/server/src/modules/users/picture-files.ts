// Profile pictures in file storage (folder 'pictures'), served publicly at unguessable names:
// <img> tags send no id token. The type is read from the first bytes, never from the declared
// content type, and SVG is refused because it can carry script (as for logos, decision 011).
// Every upload is decoded and encoded anew, so no metadata (EXIF GPS, camera serial, XMP) of the
// original reaches the public URL (feature-areas §8, privacy).
import { randomUUID } from 'node:crypto';
import { AppError } from '@sortie/domain';
import sharp from 'sharp';
import type { FileStorage } from '../../storage/index.ts';

export const PICTURE_URL_PREFIX = '/api/v4/files/pictures/';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PICTURE_KINDS = [
  { ext: 'png', type: 'image/png', magic: (b: Buffer) => b.subarray(0, 8).equals(PNG) },
  {
    ext: 'jpg',
    type: 'image/jpeg',
    magic: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    ext: 'webp',
    type: 'image/webp',
    magic: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

/** The file extension for these image bytes, or undefined when they are not PNG, JPEG or WebP. */
export function pictureExtension(bytes: Buffer): string | undefined {
  return PICTURE_KINDS.find((k) => k.magic(bytes))?.ext;
}

/** Larger pictures are shrunk to fit this square; a profile picture is shown small. */
export const PICTURE_MAX_SIDE = 1024;
/** Decompression-bomb guard: a 2 MB upload may not claim more pixels than this. */
const PICTURE_MAX_INPUT_PIXELS = 50_000_000;

/**
 * The picture decoded and re-encoded in its own format, turned upright by its EXIF orientation
 * and without any metadata (sharp drops it unless asked to keep it). 415 when it does not decode.
 */
export async function cleanPicture(bytes: Buffer, ext: string): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: PICTURE_MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PICTURE_MAX_SIDE, PICTURE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    if (ext === 'jpg') return await image.jpeg({ quality: 88, mozjpeg: true }).toBuffer();
    if (ext === 'webp') return await image.webp({ quality: 88 }).toBuffer();
    return await image.png().toBuffer();
  } catch {
    throw new AppError(
      'unsupported_media_type',
      415,
      'The picture could not be read. Upload a complete PNG, JPEG or WebP image.',
    );
  }
}

/** The content type of a stored picture name, or undefined if the name is not one of ours. */
export function pictureContentType(fileName: string): string | undefined {
  const match = /^[0-9a-f-]{36}\.(png|jpg|webp)$/.exec(fileName);
  return match ? PICTURE_KINDS.find((k) => k.ext === match[1])?.type : undefined;
}

/**
 * Writes the picture under a new random name: first under a temporary name, then moved, so a
 * reader never sees half a file and the old picture stays served until the user row points to
 * the new one. Returns the public URL and the stored name (for clean-up on failure).
 */
export async function storePicture(
  files: FileStorage,
  bytes: Buffer,
  ext: string,
): Promise<{ url: string; name: string }> {
  const name = `${randomUUID()}.${ext}`;
  const temp = `.${name}.tmp`;
  await files.put(temp, bytes, { contentType: pictureContentType(name) });
  await files.move(temp, name);
  return { url: `${PICTURE_URL_PREFIX}${name}`, name };
}

/** Deletes a picture we stored earlier; other URLs (a Google avatar) are left alone. */
export async function removeStoredPicture(files: FileStorage, url: string | null): Promise<void> {
  if (!url?.startsWith(PICTURE_URL_PREFIX)) return;
  const name = url.slice(PICTURE_URL_PREFIX.length);
  if (pictureContentType(name)) await files.delete(name);
}
