// Collections (feature-areas §2, §7): albums of sites. A list answers `collections` and
// `next_page`; compact=1 leaves out the bounding box and preview. Every method starts with its
// authorisation check (the Collections RBAC right of the caller's role).
import { randomUUID } from 'node:crypto';
import { AppError } from '@sortie/domain';
import {
  ZCollectionListFilters,
  type TCollection,
  type TCollectionCompact,
  type TListCollectionSitesQuery,
  type TListCollectionSitesResponse,
  type TListCollectionsResponse,
} from '@sortie/domain/contracts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { FeaturesService } from '../plans/index.ts';
import { type SitesService } from '../sites/index.ts';
import * as repo from './repo.ts';
import type { CollectionRow } from './table.ts';
import { assertRight, type Membership } from '../../access/index.ts';

export type CollectionsDeps = {
  db: Db;
  clock: Clock;
  sites: SitesService;
  features: Pick<FeaturesService, 'consume' | 'release'>;
};

export type CollectionsService = ReturnType<typeof createCollectionsService>;

function parseSearch(text: string | undefined): string | null {
  if (!text || text === 'null') return null;
  try {
    const parsed = ZCollectionListFilters.safeParse(JSON.parse(text));
    if (!parsed.success) throw AppError.validation('filters: not a collection filter.');
    return parsed.data.search_query?.trim() || null;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw AppError.validation('filters: not valid JSON.');
  }
}

export function createCollectionsService(deps: CollectionsDeps) {
  const { db, clock, sites, features } = deps;

  async function views(actor: Membership, rows: readonly CollectionRow[]): Promise<TCollection[]> {
    const ids = rows.map((r) => r.id);
    const [counts, members] = await Promise.all([
      repo.countSites(db, ids),
      repo.findSiteIds(db, ids),
    ]);
    const summaries = new Map(
      (await sites.summarise(actor.companyId, [...new Set(members.map((m) => m.site_id))])).map(
        (s) => [s.id, s],
      ),
    );
    const names = await sites.userNames(rows.flatMap((r) => (r.created_by ? [r.created_by] : [])));
    return rows.map((row) => {
      const own = members
        .filter((m) => m.collection_id === row.id)
        .flatMap((m) => summaries.get(m.site_id) ?? []);
      const bbox = own.reduce<[number, number, number, number] | null>(
        (acc, { bbox: b }) =>
          acc
            ? [
                Math.min(acc[0], b[0]),
                Math.min(acc[1], b[1]),
                Math.max(acc[2], b[2]),
                Math.max(acc[3], b[3]),
              ]
            : [...b],
        null,
      );
      return {
        ...compact(row, counts.get(row.id) ?? 0),
        bbox,
        creation_time: row.created_at.toISOString(),
        created_by: row.created_by
          ? { id: row.created_by, name: names.get(row.created_by) ?? null }
          : null,
        preview_sites: own
          .slice(0, 4)
          .map((s) => ({ id: s.id, name: s.name, thumbnail: s.thumbnail })),
      };
    });
  }

  function compact(row: CollectionRow, count: number): TCollectionCompact {
    return {
      id: row.id,
      etag: row.etag,
      name: row.name,
      total_sites_count: count,
      sample_data: row.sample_data,
    };
  }

  async function getRow(actor: Membership, id: string): Promise<CollectionRow> {
    const row = await repo.findCollection(db, id);
    if (!row || row.company_id !== actor.companyId) throw AppError.notFound('Collection');
    return row;
  }

  async function viewOf(actor: Membership, row: CollectionRow): Promise<TCollection> {
    const [view] = await views(actor, [row]);
    return view!;
  }

  /** Site ids the caller may put in a collection: sites of this workspace they can view. */
  async function checkSites(actor: Membership, siteIds: readonly string[]): Promise<string[]> {
    const unique = [...new Set(siteIds)];
    const visible = await sites.visibleSiteIds(actor, unique);
    const missing = unique.filter((id) => !visible.has(id));
    if (missing.length > 0) {
      throw new AppError('not_found', 404, 'Some sites were not found in this workspace.', {
        site_ids: missing,
      });
    }
    return unique;
  }

  async function touch(trx: Db, row: CollectionRow): Promise<CollectionRow> {
    const updated = await repo.updateCollection(trx, row.id, row.etag, {
      etag: randomUUID(),
      updated_at: clock.now(),
    });
    if (!updated) throw AppError.preconditionFailed();
    return updated;
  }

  return {
    async list(
      actor: Membership,
      query: {
        compact?: string | undefined;
        filters?: string | undefined;
        limit: number;
        page: number;
      },
    ): Promise<TListCollectionsResponse> {
      assertRight(actor, 'Collections', 'GET');
      const search = parseSearch(query.filters);
      const rows = await repo.findCollectionPage(
        db,
        actor.companyId,
        search,
        query.limit,
        (query.page - 1) * query.limit,
      );
      const page = rows.slice(0, query.limit);
      const next_page = rows.length > query.limit ? query.page + 1 : null;
      if (query.compact === '1' || query.compact === 'true') {
        const counts = await repo.countSites(
          db,
          page.map((r) => r.id),
        );
        return { collections: page.map((r) => compact(r, counts.get(r.id) ?? 0)), next_page };
      }
      return { collections: await views(actor, page), next_page };
    },

    async create(
      actor: Membership,
      input: { name: string; site_ids?: string[] | undefined },
      options: { sampleData?: boolean } = {},
    ): Promise<TCollection> {
      assertRight(actor, 'Collections', 'POST');
      const siteIds = input.site_ids ? await checkSites(actor, input.site_ids) : [];
      const now = clock.now();
      const write = async (trx: Db) => {
        if (!options.sampleData) await features.consume(trx, actor.companyId, 'max_collections', 1);
        const row = await repo.insertCollection(trx, {
          id: randomUUID(),
          company_id: actor.companyId,
          name: input.name,
          sample_data: options.sampleData ?? false,
          created_by: actor.userId,
          created_at: now,
          updated_at: now,
          etag: randomUUID(),
        });
        await repo.addSites(trx, row.id, siteIds, now);
        return row;
      };
      const row = await db.transaction().execute(write);
      return viewOf(actor, row);
    },

    async get(actor: Membership, id: string): Promise<TCollection> {
      assertRight(actor, 'Collections', 'GET');
      return viewOf(actor, await getRow(actor, id));
    },

    /** One page of the collection's sites the caller may view (the site list's cursor). */
    async listSites(
      actor: Membership,
      id: string,
      query: TListCollectionSitesQuery,
    ): Promise<TListCollectionSitesResponse> {
      assertRight(actor, 'Collections', 'GET');
      const row = await getRow(actor, id);
      return sites.listCollectionSites(actor, row.id, query);
    },

    async update(
      actor: Membership,
      id: string,
      ifMatch: string | undefined,
      input: { name: string },
    ): Promise<TCollection> {
      assertRight(actor, 'Collections', 'PATCH');
      const row = await getRow(actor, id);
      if (!ifMatch) throw AppError.preconditionRequired();
      if (ifMatch !== row.etag) throw AppError.preconditionFailed();
      const updated = await repo.updateCollection(db, row.id, ifMatch, {
        name: input.name,
        etag: randomUUID(),
        updated_at: clock.now(),
      });
      if (!updated) throw AppError.preconditionFailed();
      return viewOf(actor, updated);
    },

    async delete(actor: Membership, id: string): Promise<void> {
      assertRight(actor, 'Collections', 'DELETE');
      const row = await getRow(actor, id);
      await db.transaction().execute(async (trx) => {
        await repo.deleteCollection(trx, row.id);
        if (!row.sample_data) await features.release(trx, row.company_id, 'max_collections', 1);
      });
    },

    async addSites(
      actor: Membership,
      id: string,
      siteIds: readonly string[],
    ): Promise<TCollection> {
      assertRight(actor, 'Collections', 'PATCH');
      const row = await getRow(actor, id);
      const ids = await checkSites(actor, siteIds);
      const updated = await db.transaction().execute(async (trx) => {
        await repo.addSites(trx, row.id, ids, clock.now());
        return touch(trx, row);
      });
      return viewOf(actor, updated);
    },

    async removeSites(
      actor: Membership,
      id: string,
      siteIds: readonly string[],
    ): Promise<TCollection> {
      assertRight(actor, 'Collections', 'PATCH');
      const row = await getRow(actor, id);
      const updated = await db.transaction().execute(async (trx) => {
        await repo.removeSites(trx, row.id, siteIds);
        return touch(trx, row);
      });
      return viewOf(actor, updated);
    },

    /** The workspace's sample collection, if any (sample data is idempotent). */
    async findSample(companyId: string): Promise<CollectionRow | undefined> {
      return repo.findSampleCollection(db, companyId);
    },
  };
}
