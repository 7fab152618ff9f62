// KMZ zone files: a zip holding a KML (doc.kml by convention, or the first .kml at its root) and
// often images. The request carries the zip as base64 (the route's body limit bounds it). A zip
// is a compression bomb waiting to happen, so nothing is trusted: the entry count is capped
// before anything is inflated, only the one KML is inflated, its inflated bytes are counted as
// they stream and refused past MAX_ZONE_FILE_BYTES whatever its header declares, and only stored
// and deflate entries are read. The KML then goes through the KML reader and its budgets.
import { AppError } from '@sortie/domain';
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { readKmlZones } from './parse-kml-zones.ts';
import { MAX_ZONE_FILE_BYTES, refuse, type RawZone, type ZoneBudget } from './zone-fields.ts';

/** Entries listed in one KMZ (a KML with its icons has a handful). */
export const MAX_KMZ_ENTRIES = 1_000;

const BASE64 = /^[A-Za-z0-9+/\r\n]*={0,2}\s*$/;

function zipBytes(content: string): Uint8Array {
  const text = content.replace(/^data:[^,]*;base64,/, '');
  if (!BASE64.test(text))
    throw refuse(
      'A KMZ file is sent as base64; the content is not base64. Send the .kmz file as it is.',
    );
  const bytes = new Uint8Array(Buffer.from(text, 'base64'));
  // Every zip starts with a local file header (PK\3\4).
  if (
    bytes.length < 4 ||
    bytes[0] !== 0x50 ||
    bytes[1] !== 0x4b ||
    bytes[2] !== 3 ||
    bytes[3] !== 4
  )
    throw refuse('The KMZ file is not a zip archive. Export it again as KMZ, or import its KML.');
  return bytes;
}

/** Runs the zip's local headers through fflate's streaming reader; zip errors become a 422. */
function walkZip(bytes: Uint8Array, onfile: (file: UnzipFile) => void) {
  const unzip = new Unzip(onfile);
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch (err) {
    if (err instanceof AppError) throw err; // our own refusal, with its sentence
    throw refuse('The KMZ file is damaged (its zip data cannot be read). Export it again.');
  }
}

const isKml = (name: string) => name.toLowerCase().endsWith('.kml');
const atRoot = (name: string) => !name.replace(/^\.\//, '').includes('/');

/** The name of the KML a KMZ reader opens: doc.kml, else the first .kml at the root, else any. */
function chooseKml(bytes: Uint8Array): string {
  const names: string[] = [];
  walkZip(bytes, (file) => {
    names.push(file.name); // listed only: nothing is inflated in this pass
    if (names.length > MAX_KMZ_ENTRIES)
      throw refuse(
        `The KMZ file holds more than ${MAX_KMZ_ENTRIES} files; a zone file needs only its KML. Import the KML itself.`,
      );
  });
  const kmls = names.filter(isKml);
  const chosen =
    kmls.find((n) => n.toLowerCase() === 'doc.kml') ?? kmls.find(atRoot) ?? kmls[0] ?? null;
  if (!chosen) throw refuse('The KMZ file holds no .kml file. Export it again with its zones.');
  return chosen;
}

/** The chosen KML's text, inflated under the byte budget. */
export function kmlOfKmz(content: string, budget: ZoneBudget): string {
  const bytes = zipBytes(content);
  const name = chooseKml(bytes);
  const chunks: Uint8Array[] = [];
  let size = 0;
  let done = false;
  // fflate catches what a data callback throws and calls it again with an error, so a refusal is
  // kept here and thrown once the walk returns.
  let failure: AppError | null = null;
  walkZip(bytes, (file) => {
    if (file.name !== name || done || failure) return; // never started: never inflated
    if (file.compression !== 0 && file.compression !== 8)
      throw refuse(
        `The KML in the KMZ file uses a compression this server does not read (method ${file.compression}); save it with standard (deflate) compression.`,
      );
    file.ondata = (err, chunk, final) => {
      if (failure) return;
      if (err) {
        failure = refuse('The KML in the KMZ file cannot be unpacked; export the file again.');
        return;
      }
      size += chunk.length;
      if (size > MAX_ZONE_FILE_BYTES) {
        failure = refuse(
          `The KML in the KMZ file unpacks to more than ${MAX_ZONE_FILE_BYTES / 1024 / 1024} MB; split it into smaller files.`,
        );
        file.terminate(); // stop inflating: the rest of a bomb is never unpacked
        return;
      }
      chunks.push(chunk);
      if (final) done = true;
    };
    file.start();
    budget.checkTime();
  });
  if (failure) throw failure;
  if (!done) throw refuse('The KML in the KMZ file is cut short; export the file again.');
  return Buffer.concat(chunks).toString('utf8');
}

export function readKmzZones(
  content: string,
  budget: ZoneBudget,
): { raws: RawZone[]; skipped: number } {
  return readKmlZones(kmlOfKmz(content, budget), budget);
}
