// Kysely queries of the airspace tables.
import { randomUUID } from 'node:crypto';
import type { PolygonRings } from '@sortie/domain/airspace';
import type { TZoneFileFormat } from '@sortie/domain/contracts';
import type { Db } from '../../db/database.ts';
import type { ParsedZone } from './parse-zones.ts';
import type { IndexedZone } from './zone-index.ts';

/** Rows per insert statement: 16 columns × 500 stays far below PostgreSQL's 65,535 parameters. */
const INSERT_CHUNK = 500;

export function createAirspaceRepo(db: Db) {
  return {
    /** Changes whenever a file is imported, replaced or deleted (on any instance). */
    async version(): Promise<{ key: string; updatedAt: Date | null }> {
      const row = await db
        .selectFrom('airspace_zone_files')
        .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.max('imported_at').as('at')])
        .executeTakeFirstOrThrow();
      const at = row.at ? new Date(row.at) : null;
      return { key: `${row.n}:${at?.toISOString() ?? ''}`, updatedAt: at };
    },

    async allZones(): Promise<IndexedZone[]> {
      const rows = await db.selectFrom('airspace_zones').selectAll().execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        class: r.class,
        floorM: r.floor_m,
        ceilingM: r.ceiling_m,
        validFrom: r.valid_from,
        validTo: r.valid_to,
        source: r.source,
        polygons: (typeof r.polygons === 'string'
          ? JSON.parse(r.polygons)
          : r.polygons) as PolygonRings[],
        bbox: [r.min_lng, r.min_lat, r.max_lng, r.max_lat],
      }));
    },

    /** Replaces the zones of the file of this name (or makes it), in one transaction. */
    async replaceFile(input: {
      name: string;
      format: TZoneFileFormat;
      source: string;
      importedBy: string;
      at: Date;
      zones: ParsedZone[];
    }) {
      return db.transaction().execute(async (trx) => {
        await trx.deleteFrom('airspace_zone_files').where('name', '=', input.name).execute();
        const file = {
          id: randomUUID(),
          name: input.name,
          format: input.format,
          source: input.source,
          zone_count: input.zones.length,
          imported_by: input.importedBy,
          imported_at: input.at,
        };
        await trx.insertInto('airspace_zone_files').values(file).execute();
        for (let i = 0; i < input.zones.length; i += INSERT_CHUNK) {
          const rows = input.zones.slice(i, i + INSERT_CHUNK).map((z) => ({
            id: randomUUID(),
            file_id: file.id,
            name: z.name,
            class: z.class,
            floor_m: z.floorM,
            ceiling_m: z.ceilingM,
            valid_from: z.validFrom,
            valid_to: z.validTo,
            source: input.source,
            polygons: JSON.stringify(z.polygons),
            min_lng: z.bbox[0],
            min_lat: z.bbox[1],
            max_lng: z.bbox[2],
            max_lat: z.bbox[3],
          }));
          await trx.insertInto('airspace_zones').values(rows).execute();
        }
        return file;
      });
    },

    listFiles() {
      return db.selectFrom('airspace_zone_files').selectAll().orderBy('name').execute();
    },

    async deleteFile(id: string): Promise<boolean> {
      const r = await db.deleteFrom('airspace_zone_files').where('id', '=', id).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}
export type AirspaceRepo = ReturnType<typeof createAirspaceRepo>;
