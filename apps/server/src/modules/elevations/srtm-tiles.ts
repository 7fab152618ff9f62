// SRTM .hgt tiles for the engine's createSrtmSource: read from a file store (SRTM_DIR on local
// disk, where operators place tiles), and when SRTM_TILE_URL is set, a missing tile is fetched
// once, checked, and cached there (written to a temporary name and moved, so a half-written tile
// is never read). A tile that cannot be found is a 422
// naming it: heights are never invented.
import { gunzipSync } from 'node:zlib';
import { AppError } from '@sortie/domain';
import type { FetchSrtmTile } from '@sortie/flightplan';
import type { FileStorage } from '../../storage/index.ts';

const TILE_NAME = /^[NS]\d{2}[EW]\d{3}$/;
/** A 1″ tile is 3601² × 2 bytes (25.9 MB); anything larger is not a tile. */
const MAX_TILE_BYTES = 3601 * 3601 * 2;
const FETCH_TIMEOUT_MS = 60_000;

export type SrtmTilesOptions = {
  /** Where tiles are read from and cached to, as `<name>.hgt`. */
  files: FileStorage;
  /** URL template with {name}; undefined: only tiles already in `files`. */
  urlTemplate: string | undefined;
  fetchImpl?: typeof fetch;
};

export function missingTile(name: string, why: string): AppError {
  return AppError.rule(
    'srtm_tile_missing',
    `SRTM tile ${name} is not available on this server (${why}). ` +
      `Place ${name}.hgt in the SRTM directory, or choose another elevation source for this site.`,
    { tile: name },
  );
}

/** A tile as HGT bytes: plain, or gzip-compressed as many mirrors serve them (.hgt.gz). */
function hgtBytes(body: Uint8Array): Uint8Array {
  if (body[0] === 0x1f && body[1] === 0x8b)
    return new Uint8Array(gunzipSync(body, { maxOutputLength: MAX_TILE_BYTES }));
  return body;
}

/** The body, refusing more than `max` bytes even when no content-length was sent. */
async function readLimited(response: Response, max: number): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel();
      throw new Error('too large');
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

function isTileSize(bytes: Uint8Array): boolean {
  const n = Math.round(Math.sqrt(bytes.byteLength / 2));
  return n >= 2 && n * n * 2 === bytes.byteLength;
}

export function createSrtmTiles(options: SrtmTilesOptions): FetchSrtmTile {
  const { files, urlTemplate } = options;
  const fetchImpl = options.fetchImpl ?? fetch;
  // One download per tile at a time: concurrent requests over the same area share it.
  const inflight = new Map<string, Promise<Uint8Array>>();

  async function download(name: string, template: string): Promise<Uint8Array> {
    const url = template.replaceAll('{name}', name);
    let response: Response;
    try {
      response = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    } catch {
      throw missingTile(name, 'the tile server could not be reached');
    }
    if (response.status === 404) throw missingTile(name, 'the tile server does not have it');
    if (!response.ok) throw missingTile(name, `the tile server answered ${response.status}`);
    const declared = Number(response.headers.get('content-length') ?? 0);
    if (declared > MAX_TILE_BYTES) throw missingTile(name, 'the downloaded file is not a tile');
    let bytes: Uint8Array;
    try {
      bytes = hgtBytes(await readLimited(response, MAX_TILE_BYTES));
    } catch {
      throw missingTile(name, 'the downloaded file is not a tile');
    }
    if (!isTileSize(bytes)) throw missingTile(name, 'the downloaded file is not a tile');
    const tmp = `.${name}.${process.pid}.${Date.now()}.tmp`;
    await files.put(tmp, bytes);
    await files.move(tmp, `${name}.hgt`);
    return bytes;
  }

  return async (name) => {
    if (!TILE_NAME.test(name)) throw missingTile(name, 'not a tile name');
    const cached = await files.read(`${name}.hgt`);
    if (cached) return new Uint8Array(cached);
    if (!urlTemplate) throw missingTile(name, 'no tile file and no SRTM_TILE_URL to fetch it from');
    let pending = inflight.get(name);
    if (!pending) {
      pending = download(name, urlTemplate).finally(() => inflight.delete(name));
      inflight.set(name, pending);
    }
    return pending;
  };
}
