// Browser-side checks of a DEM before it is sent, with the server's limits: a .tif/.tiff name,
// at most 200 MB, not empty, and TIFF magic bytes (II*\0 / MM\0*, BigTIFF II+\0 / MM\0+). The
// server checks all of it again and also reads the GeoTIFF.
import { ELEVATION_MODEL_EXTENSIONS, ELEVATION_MODEL_MAX_BYTES } from '@sortie/domain/contracts';

export const MAX_MODEL_MB = ELEVATION_MODEL_MAX_BYTES / (1024 * 1024);
export const MODEL_ACCEPT = ELEVATION_MODEL_EXTENSIONS.join(',');

/** The first problem with the file's name or size, or null. */
export function checkModelFile(file: Pick<File, 'name' | 'size'>): string | null {
  const lower = file.name.toLowerCase();
  if (!ELEVATION_MODEL_EXTENSIONS.some((ext) => lower.endsWith(ext)))
    return 'Choose a GeoTIFF file (.tif or .tiff).';
  if (file.size === 0) return 'The file is empty.';
  if (file.size > ELEVATION_MODEL_MAX_BYTES)
    return `The elevation model is larger than ${MAX_MODEL_MB} MB. Crop it to the site or lower its resolution.`;
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
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(blob);
  });
}

/** Name, size, then the first four bytes; null when the file may be sent. */
export async function checkModelContent(file: File): Promise<string | null> {
  const problem = checkModelFile(file);
  if (problem) return problem;
  const head = await readHead(file.slice(0, 4));
  return isTiffHeader(head)
    ? null
    : 'This file is not a GeoTIFF. Export the DEM as a GeoTIFF (WGS84 or UTM).';
}
