// POST /register/sample_sites/{companyId} (feature-areas §7, "welcome wizard and sample
// projects"): three real places by brand (a farm polygon, a road corridor, a tower point) and a
// sample collection holding them, all sample_data. Idempotent: a second call returns the first
// call's sites; an advisory lock keeps two concurrent calls from both creating them.
import { randomUUID } from 'node:crypto';
import type { TSampleSitesResponse, TSiteGeometry } from '@sortie/domain/contracts';
import { sql } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { type SitesService } from '../sites/index.ts';
import * as repo from './repo.ts';
import { assertRight, type Membership } from '../../access/index.ts';

type Sample = { name: string; geometry: TSiteGeometry; corridor_width_m?: number; goal?: number };

/** Farmland north of Bengaluru, the NH-75 stretch east of it, and a telecom tower. */
const INDIA: Sample[] = [
  {
    name: 'Sample: Doddaballapura Farm',
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [77.5412, 13.2921],
          [77.5431, 13.2923],
          [77.5434, 13.2905],
          [77.5418, 13.2902],
          [77.5409, 13.2911],
          [77.5412, 13.2921],
        ],
      ],
    },
    goal: 1800,
  },
  {
    name: 'Sample: Hoskote Highway Corridor',
    geometry: {
      type: 'LineString',
      coordinates: [
        [77.7795, 13.0702],
        [77.7861, 13.0731],
        [77.7934, 13.0749],
        [77.8012, 13.0781],
      ],
    },
    corridor_width_m: 60,
    goal: 2400,
  },
  {
    name: 'Sample: Whitefield Telecom Tower',
    geometry: { type: 'Point', coordinates: [77.7499, 12.9698] },
  },
];

/** Rice fields at Mahaica, the East Bank Public Road, and a tower in Georgetown. */
const GUYANA: Sample[] = [
  {
    name: 'Sample: Mahaica Rice Farm',
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [-57.9321, 6.6802],
          [-57.9302, 6.6804],
          [-57.9299, 6.6786],
          [-57.9318, 6.6783],
          [-57.9321, 6.6802],
        ],
      ],
    },
    goal: 1800,
  },
  {
    name: 'Sample: East Bank Road Corridor',
    geometry: {
      type: 'LineString',
      coordinates: [
        [-58.1571, 6.7752],
        [-58.1612, 6.7633],
        [-58.1648, 6.7511],
        [-58.1689, 6.7402],
      ],
    },
    corridor_width_m: 40,
    goal: 2400,
  },
  {
    name: 'Sample: Georgetown Radio Tower',
    geometry: { type: 'Point', coordinates: [-58.1553, 6.8013] },
  },
];

export const SAMPLE_COLLECTION_NAME = 'Sample Collection';

export function samplesForBrand(brandKey: string): readonly Sample[] {
  return brandKey === 'guyana' ? GUYANA : INDIA;
}

export function createSampleSites(deps: { db: Db; clock: Clock; sites: SitesService }) {
  const { db, clock, sites } = deps;
  return {
    async create(actor: Membership, brandKey: string): Promise<TSampleSitesResponse> {
      assertRight(actor, 'Sites', 'POST');
      const samples = await Promise.all(
        samplesForBrand(brandKey).map(async (s) => ({
          ...s,
          shape: await sites.shapeFromGeometry(s.geometry, s.name),
        })),
      );
      const result = await db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext(${`sample_sites:${actor.companyId}`}))`.execute(
          trx,
        );
        const existing = await sites.findSamples(trx, actor.companyId);
        const collection = await repo.findSampleCollection(trx, actor.companyId);
        if (existing.length > 0 && collection) {
          return {
            siteIds: existing.map((s) => s.id),
            collectionId: collection.id,
            created: false,
          };
        }
        const rows = existing.length > 0 ? existing : [];
        for (const sample of existing.length > 0 ? [] : samples) {
          rows.push(
            await sites.insertInTransaction(trx, actor.companyId, actor.userId, {
              name: sample.name,
              shape: sample.shape,
              corridor_width_m: sample.corridor_width_m,
              goal: sample.goal ?? null,
              sampleData: true,
            }),
          );
        }
        const now = clock.now();
        const row =
          collection ??
          (await repo.insertCollection(trx, {
            id: randomUUID(),
            company_id: actor.companyId,
            name: SAMPLE_COLLECTION_NAME,
            sample_data: true,
            created_by: actor.userId,
            created_at: now,
            updated_at: now,
            etag: randomUUID(),
          }));
        await repo.addSites(
          trx,
          row.id,
          rows.map((r) => r.id),
          now,
        );
        return { siteIds: rows.map((r) => r.id), collectionId: row.id, created: true };
      });
      return {
        sites: await sites.viewsFor(actor, result.siteIds),
        collection_id: result.collectionId,
        created: result.created,
      };
    },
  };
}
