// News and tip thumbnails in file storage (folder 'content'), served publicly at unguessable
// names (<img> tags send no token). As for profile pictures: the type is read from the first
// bytes, SVG is refused (it can carry script), and every upload is decoded and re-encoded as WebP,
// so no EXIF (GPS, camera serial) of the original reaches the public URL.
import { randomUUID } from 'node:crypto';
import { AppError } from '@sortie/domain';
import { CONTENT_THUMBNAIL_PATH } from '@sortie/domain/contracts';
import sharp from 'sharp';
import type { FileStorage } from '../../storage/index.ts';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Cards show thumbnails small; larger images are shrunk to fit this box. */
const MAX_WIDTH = 1200;
const MAX_HEIGHT = 800;
/** Decompression-bomb guard: a 2 MB upload may not claim more pixels than this. */
const MAX_INPUT_PIXELS = 50_000_000;
const STORED_NAME = /^[0-9a-f-]{36}\.webp$/;

function isImage(b: Buffer): boolean {
  const png = b.subarray(0, 8).equals(PNG);
  const jpeg = b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
  const webp =
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP';
  return png || jpeg || webp;
}

/** Checks, re-encodes and stores an uploaded thumbnail; returns its public URL. */
export async function storeThumbnail(files: FileStorage, bytes: Buffer): Promise<string> {
  if (!isImage(bytes)) {
    throw new AppError(
      'unsupported_media_type',
      415,
      'Upload the thumbnail as a PNG, JPEG or WebP image.',
    );
  }
  let clean: Buffer;
  try {
    clean = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(MAX_WIDTH, MAX_HEIGHT, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError(
      'unsupported_media_type',
      415,
      'The thumbnail could not be read. Upload a complete PNG, JPEG or WebP image.',
    );
  }
  const name = `${randomUUID()}.webp`;
  // Written under a temporary name, then moved: a reader never sees half a file.
  await files.put(`.${name}.tmp`, clean, { contentType: 'image/webp' });
  await files.move(`.${name}.tmp`, name);
  return `${CONTENT_THUMBNAIL_PATH}${name}`;
}

/** True when the name is one storeThumbnail could have made. */
export function isThumbnailName(name: string): boolean {
  return STORED_NAME.test(name);
}
