// Collections data access: Kysely only, every function takes db | trx first (STYLE.md).
import type { Db } from '../../db/database.ts';
import type { CollectionRow } from './table.ts';

/** Escapes LIKE wildcards so a search for "50%" finds the text "50%". */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of a workspace's collections, newest first; one extra row tells if more exist. */
export function collectionPageQuery(
  db: Db,
  companyId: string,
  search: string | null,
  limit: number,
  offset: number,
) {
  let q = db.selectFrom('collections').selectAll().where('company_id', '=', companyId);
  if (search) q = q.where('name', 'ilike', `%${likeEscape(search)}%`);
  return q
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .offset(offset);
}

export async function findCollectionPage(
  db: Db,
  companyId: string,
  search: string | null,
  limit: number,
  offset: number,
): Promise<CollectionRow[]> {
  return collectionPageQuery(db, companyId, search, limit, offset).execute();
}

export async function findCollection(db: Db, id: string): Promise<CollectionRow | undefined> {
  return db.selectFrom('collections').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findSampleCollection(
  db: Db,
  companyId: string,
): Promise<CollectionRow | undefined> {
  return db
    .selectFrom('collections')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('sample_data', '=', true)
    .orderBy('created_at')
    .executeTakeFirst();
}

export async function insertCollection(db: Db, row: CollectionRow): Promise<CollectionRow> {
  return db.insertInto('collections').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateCollection(
  db: Db,
  id: string,
  etag: string,
  set: Partial<Pick<CollectionRow, 'name' | 'etag' | 'updated_at'>>,
): Promise<CollectionRow | undefined> {
  return db
    .updateTable('collections')
    .set(set)
    .where('id', '=', id)
    .where('etag', '=', etag)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteCollection(db: Db, id: string): Promise<void> {
  await db.deleteFrom('collections').where('id', '=', id).execute();
}

export async function addSites(
  db: Db,
  collectionId: string,
  siteIds: readonly string[],
  at: Date,
): Promise<void> {
  if (siteIds.length === 0) return;
  await db
    .insertInto('collection_sites')
    .values(siteIds.map((site_id) => ({ collection_id: collectionId, site_id, added_at: at })))
    .onConflict((oc) => oc.columns(['collection_id', 'site_id']).doNothing())
    .execute();
}

export async function removeSites(
  db: Db,
  collectionId: string,
  siteIds: readonly string[],
): Promise<void> {
  if (siteIds.length === 0) return;
  await db
    .deleteFrom('collection_sites')
    .where('collection_id', '=', collectionId)
    .where('site_id', 'in', [...siteIds])
    .execute();
}

/** Site counts of collections. */
export async function countSites(
  db: Db,
  collectionIds: readonly string[],
): Promise<Map<string, number>> {
  if (collectionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('collection_sites')
    .select(['collection_id', (eb) => eb.fn.countAll<string>().as('count')])
    .where('collection_id', 'in', [...collectionIds])
    .groupBy('collection_id')
    .execute();
  return new Map(rows.map((r) => [r.collection_id, Number(r.count)]));
}

/** Member site ids of collections, most recently added first. */
export async function findSiteIds(
  db: Db,
  collectionIds: readonly string[],
): Promise<{ collection_id: string; site_id: string }[]> {
  if (collectionIds.length === 0) return [];
  return db
    .selectFrom('collection_sites')
    .select(['collection_id', 'site_id'])
    .where('collection_id', 'in', [...collectionIds])
    .orderBy('added_at', 'desc')
    .orderBy('site_id')
    .execute();
}
