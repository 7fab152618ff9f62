// Imported zone files: the staff import, list and delete, and the in-memory spatial index every
// advisory and map query reads. One instance keeps one index; another instance's import is seen
// within VERSION_CHECK_MS, this instance's own at once (decision 391).
import { performance } from 'node:perf_hooks';
import { AppError } from '@sortie/domain';
import type {
  TImportZoneFileRequest,
  TZoneFileFormat,
  TZonesResponse,
} from '@sortie/domain/contracts';
import { assertMetaRight } from '../../access/index.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { parseZoneFile, type ParsedZoneFile } from './parse-zones.ts';
import { createAirspaceRepo } from './repo.ts';
import { buildZoneIndex, type ZoneIndex } from './zone-index.ts';

const ZONES_PER_ANSWER = 2_000;
const VERSION_CHECK_MS = 1_000;

export type ZoneFilesDeps = {
  db: Db;
  clock: Clock;
  /**
   * Reads a zone file; the app runs it in the work pool (off the request thread, with its
   * deadline). Tests and the bench may read on the calling thread.
   */
  parseZones?: (input: TImportZoneFileRequest) => Promise<ParsedZoneFile>;
};

export type ZoneFiles = ReturnType<typeof createZoneFiles>;

export function createZoneFiles(deps: ZoneFilesDeps) {
  const parseZones =
    deps.parseZones ?? ((input: TImportZoneFileRequest) => Promise.resolve(parseZoneFile(input)));
  const repo = createAirspaceRepo(deps.db);
  type Loaded = { key: string; updatedAt: Date | null; index: ZoneIndex };
  let loaded: Loaded | null = null;
  let loading: Promise<Loaded> | null = null;
  let checkedAt = -Infinity;
  let generation = 0;

  /** The current index of every imported zone. */
  async function zones(): Promise<Loaded> {
    // Checking the version on every request cost a query per advisory (bench/airspace p95).
    const now = performance.now();
    if (loaded && now - checkedAt < VERSION_CHECK_MS) return loaded;
    const v = await repo.version();
    checkedAt = now;
    if (loaded?.key === v.key) return loaded;
    loading ??= (async () => {
      const gen = generation;
      const next: Loaded = { ...v, index: buildZoneIndex(await repo.allZones()) };
      // An import finished meanwhile: keep nothing stale, the next call loads again.
      if (gen === generation) loaded = next;
      return next;
    })().finally(() => {
      loading = null;
    });
    return loading;
  }

  function changed() {
    generation++;
    loaded = null; // this instance rebuilds at once, whatever the clock says
  }

  return {
    zones,

    /** Public: imported zones meeting a box, for the map. */
    async zonesIn(bbox: [number, number, number, number]): Promise<TZonesResponse> {
      const z = await zones();
      const hits = z.index.search(...bbox);
      return {
        truncated: hits.length > ZONES_PER_ANSWER,
        zones: hits.slice(0, ZONES_PER_ANSWER).map((zone) => ({
          id: zone.id,
          name: zone.name,
          class: zone.class,
          floor_m: zone.floorM,
          ceiling_m: zone.ceilingM,
          valid_from: zone.validFrom?.toISOString() ?? null,
          valid_to: zone.validTo?.toISOString() ?? null,
          source: zone.source,
          polygons: zone.polygons,
        })),
      };
    },

    async importFile(
      staff: { userId: string; metaRoles: readonly string[] },
      input: TImportZoneFileRequest,
    ) {
      assertMetaRight(staff.metaRoles, 'AirspaceZones', 'POST');
      const { zones: parsed, skipped } = await parseZones(input);
      const file = await repo.replaceFile({
        name: input.name,
        format: input.format,
        source: input.source,
        importedBy: staff.userId,
        at: deps.clock.now(),
        zones: parsed,
      });
      changed();
      return { ...fileView(file), skipped };
    },

    async listFiles(metaRoles: readonly string[]) {
      assertMetaRight(metaRoles, 'AirspaceZones', 'GET');
      return { files: (await repo.listFiles()).map(fileView) };
    },

    async deleteFile(metaRoles: readonly string[], fileId: string) {
      assertMetaRight(metaRoles, 'AirspaceZones', 'DELETE');
      if (!(await repo.deleteFile(fileId)))
        throw new AppError('not_found', 404, 'No such zone file.');
      changed();
    },
  };
}

function fileView(f: {
  id: string;
  name: string;
  format: TZoneFileFormat;
  source: string;
  zone_count: number;
  imported_at: Date;
}) {
  return {
    id: f.id,
    name: f.name,
    format: f.format,
    source: f.source,
    zone_count: f.zone_count,
    imported_at: new Date(f.imported_at).toISOString(),
  };
}
