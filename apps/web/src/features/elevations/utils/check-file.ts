// Browser-side checks of a DEM before it is sent, with the server's limits: a .tif/.tiff name,
// at most 200 MB, not empty, and TIFF magic bytes (II*\0 / MM\0*, BigTIFF II+\0 / MM\0+). The
// server checks all of it again and also reads the GeoTIFF. The problems are in the reader's
// language (the `elevations` catalogue, loaded by the upload component that calls these).
import { ELEVATION_MODEL_EXTENSIONS, ELEVATION_MODEL_MAX_BYTES } from '@sortie/domain/contracts';
import { i18n } from '../../../i18n/i18n.ts';
import { numberText } from './elevation-i18n.ts';

export const MAX_MODEL_MB = ELEVATION_MODEL_MAX_BYTES / (1024 * 1024);
export const MODEL_ACCEPT = ELEVATION_MODEL_EXTENSIONS.join(',');

/** The first problem with the file's name or size, or null. */
export function checkModelFile(file: Pick<File, 'name' | 'size'>): string | null {
  const lower = file.name.toLowerCase();
  if (!ELEVATION_MODEL_EXTENSIONS.some((ext) => lower.endsWith(ext)))
    return i18n.t('elevations:check.notTiff');
  if (file.size === 0) return i18n.t('elevations:check.empty');
  if (file.size > ELEVATION_MODEL_MAX_BYTES)
    return i18n.t('elevations:check.tooLarge', { max: numberText(MAX_MODEL_MB) });
  return null;
}

export function isTiffHeader(head: Uint8Array): boolean {
  const [a, b, c, d] = head;
  if (a === 0x49 && b === 0x49) return d === 0x00 && (c === 0x2a || c === 0x2b);
  if (a === 0x4d && b === 0x4d) return c === 0x00 && (d === 0x2a || d === 0x2b);
  return false;
}

/** The bytes of a small blob (FileReader where Blob.arrayBuffer is missing, as in older engines). */
function readHead(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === 'function')
    return blob.arrayBuffer().then((b) => new Uint8Array(b));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error(i18n.t('elevations:check.unreadable')));
    reader.readAsArrayBuffer(blob);
  });
}

/** Name, size, then the first four bytes; null when the file may be sent. */
export async function checkModelContent(file: File): Promise<string | null> {
  const problem = checkModelFile(file);
  if (problem) return problem;
  const head = await readHead(file.slice(0, 4));
  return isTiffHeader(head) ? null : i18n.t('elevations:check.notGeoTiff');
}
