// Reads an imported zone file (GeoJSON, KML, KMZ or OpenAIP) into zones. Work is bounded: the route's
// body limit bounds the text; the zone, vertex and time budgets of zone-fields.ts bound what is
// built from it; past them the import is refused whole with a sentence (422). The app runs this
// in the work pool (workers/tasks.ts), off the request thread.
import type { TImportZoneFileRequest } from '@sortie/domain/contracts';
import { readGeoJsonZones } from './parse-geojson-zones.ts';
import { readKmlZones } from './parse-kml-zones.ts';
import { readKmzZones } from './parse-kmz-zones.ts';
import { readOpenAipZones } from './parse-openaip-zones.ts';
import { refuse, zoneOf, ZoneBudget, type ParsedZone } from './zone-fields.ts';

export {
  MAX_VERTICES_PER_FILE,
  MAX_ZONE_FILE_BYTES,
  MAX_ZONES_PER_FILE,
  type ParsedZone,
} from './zone-fields.ts';

export type ParsedZoneFile = { zones: ParsedZone[]; skipped: number };

const READERS = {
  geojson: readGeoJsonZones,
  kml: readKmlZones,
  kmz: readKmzZones,
  openaip: readOpenAipZones,
} as const;

/** The zones of a file; features that are not polygons (or not drone-relevant) are counted and skipped. */
export function parseZoneFile(
  input: TImportZoneFileRequest,
  budget = new ZoneBudget(),
): ParsedZoneFile {
  const { raws, skipped } = READERS[input.format](input.content, budget);
  const zones = raws.map((raw, i) => zoneOf(raw, input, i));
  if (zones.length === 0)
    throw refuse(
      skipped > 0
        ? `The file has no zones to import: all ${skipped} of its features were skipped (not polygons, or airspace types that do not reach drone heights).`
        : 'The file has no Polygon zones.',
    );
  return { zones, skipped };
}
