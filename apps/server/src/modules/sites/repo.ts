// Sites data access: Kysely only, every function takes db | trx first (STYLE.md).
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import {
  detailedSiteQuery,
  searchHitsQuery,
  siteGroupsQuery,
  type DetailedSiteRow,
  type SiteCursor,
  type SiteListRow,
  type SiteListSpec,
} from './list-query.ts';
import type { NewSiteRow, SiteRow, SiteShareRow, SiteUpdate } from './table.ts';

export async function insertSite(db: Db, row: NewSiteRow): Promise<SiteRow> {
  return db.insertInto('sites').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findSite(db: Db, id: string): Promise<SiteRow | undefined> {
  return db.selectFrom('sites').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findSitesByIds(db: Db, ids: readonly string[]): Promise<SiteRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('sites')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
}

/** Updates when the etag still matches; undefined when someone else changed it first. */
export async function updateSite(
  db: Db,
  id: string,
  etag: string,
  patch: SiteUpdate,
): Promise<SiteRow | undefined> {
  return db
    .updateTable('sites')
    .set(patch)
    .where('id', '=', id)
    .where('etag', '=', etag)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteSite(db: Db, id: string): Promise<void> {
  await db.deleteFrom('sites').where('id', '=', id).execute();
}

export async function findSamples(db: Db, companyId: string): Promise<SiteRow[]> {
  return db
    .selectFrom('sites')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('sample_data', '=', true)
    .orderBy('created_at')
    .orderBy('site_type')
    .orderBy('id')
    .execute();
}

/** One site with its creator's name, the viewer's share, shares and pilots. */
export async function findDetailedSite(
  db: Db,
  id: string,
  viewerId: string,
): Promise<DetailedSiteRow | undefined> {
  return detailedSiteQuery(db, id, viewerId).executeTakeFirst();
}

/**
 * A search matching at most this many sites is read through the name GIN index and sorted; one
 * matching more walks the newest-first index, where 20 matches are found within ~1,000 rows.
 */
export const RARE_SEARCH_HITS = 2000;

/**
 * SET LOCAL of the plan choices of a search page (inside its transaction). With `bitmapOnly`,
 * sequential and plain index scans are off, so a search can only read the name GIN index.
 * Parallel workers are off on every connection already (db/database.ts).
 */
async function planListPage(trx: Db, bitmapOnly: boolean): Promise<void> {
  const scans = bitmapOnly ? 'off' : 'on';
  await sql`select set_config('enable_seqscan', ${scans}, true),
    set_config('enable_indexscan', ${scans}, true)`.execute(trx);
}

/**
 * Pages of one or more groups in one statement (see list-query.ts). A search first counts its
 * matches through the GIN index (capped): the planner cannot know how rare a word is (its
 * statistics give a floor of 0.5% to unknown words), and guessing "common" for a word no site has
 * walked all 100,000 rows (~290 ms). Rare searches then run with only bitmap scans allowed.
 */
export async function findSitePages(
  db: Db,
  groups: readonly { key: string; spec: SiteListSpec; cursor: SiteCursor | null }[],
  options: { limit: number; cap: number },
  /** The whole list the groups split (its filters, and the cursor when paging one group). */
  whole: { spec: SiteListSpec; cursor: SiteCursor | null },
): Promise<SiteListRow[]> {
  // Without a search the page is one statement on any connection: no transaction, no SET LOCAL
  // (parallel workers are off for every connection, see db/database.ts). Three statements fewer
  // per page was the largest saving on PGlite, which pays per statement (bench/api).
  if (whole.spec.tsQuery === null) {
    return (await siteGroupsQuery(db, groups, options).execute()) as SiteListRow[];
  }
  return db.transaction().execute(async (trx) => {
    await planListPage(trx, true);
    const hits = await searchHitsQuery(
      trx,
      whole.spec,
      whole.cursor,
      RARE_SEARCH_HITS + 1,
    ).executeTakeFirstOrThrow();
    if (Number(hits.n) > RARE_SEARCH_HITS) await planListPage(trx, false);
    return (await siteGroupsQuery(trx, groups, options).execute()) as SiteListRow[];
  });
}

// Shares -------------------------------------------------------------------------------------

export async function insertShare(db: Db, row: SiteShareRow): Promise<SiteShareRow> {
  return db.insertInto('site_shares').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function findShares(db: Db, siteId: string): Promise<SiteShareRow[]> {
  return db
    .selectFrom('site_shares')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('created_at')
    .execute();
}

export async function findShare(
  db: Db,
  siteId: string,
  shareId: string,
): Promise<SiteShareRow | undefined> {
  return db
    .selectFrom('site_shares')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('id', '=', shareId)
    .executeTakeFirst();
}

export async function findShareFor(
  db: Db,
  siteId: string,
  who: { userId: string | null; email: string | null },
): Promise<SiteShareRow | undefined> {
  return db
    .selectFrom('site_shares')
    .selectAll()
    .where('site_id', '=', siteId)
    .where((eb) => {
      const any = [];
      if (who.userId) any.push(eb('user_id', '=', who.userId));
      if (who.email) any.push(eb('email', '=', who.email));
      return any.length > 0 ? eb.or(any) : eb.lit(false);
    })
    .orderBy('created_at')
    .executeTakeFirst();
}

export async function updateShareLevel(
  db: Db,
  shareId: string,
  level: SiteShareRow['access_level'],
): Promise<SiteShareRow> {
  return db
    .updateTable('site_shares')
    .set({ access_level: level })
    .where('id', '=', shareId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteShare(db: Db, shareId: string): Promise<void> {
  await db.deleteFrom('site_shares').where('id', '=', shareId).execute();
}

/** Deletes the shares of `companyId`'s sites made to these people (by user id or e-mail). */
export async function deleteSharesOfPeople(
  db: Db,
  companyId: string,
  people: readonly { id: string; email: string | null }[],
): Promise<number> {
  if (people.length === 0) return 0;
  const emails = people.flatMap((p) => (p.email ? [p.email.toLowerCase()] : []));
  const result = await db
    .deleteFrom('site_shares')
    .where('company_id', '=', companyId)
    .where((eb) =>
      eb.or([
        eb(
          'user_id',
          'in',
          people.map((p) => p.id),
        ),
        ...(emails.length > 0 ? [eb(eb.fn('lower', ['email']), 'in', emails)] : []),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The caller's shares inside one workspace (per-site overrides), as site id → level. */
export async function findUserSharesInCompany(
  db: Db,
  companyId: string,
  userId: string,
): Promise<Map<string, SiteShareRow['access_level']>> {
  const rows = await db
    .selectFrom('site_shares')
    .select(['site_id', 'access_level'])
    .where('company_id', '=', companyId)
    .where('user_id', '=', userId)
    .execute();
  return new Map(rows.map((r) => [r.site_id, r.access_level]));
}

/** Shares of sites outside `companyId` made to this user (by id or e-mail): external sites. */
export async function findExternalShares(
  db: Db,
  companyId: string,
  who: { userId: string; email: string | null },
  max: number,
): Promise<Map<string, SiteShareRow['access_level']>> {
  const rows = await db
    .selectFrom('site_shares')
    .select(['site_id', 'access_level'])
    .where('company_id', '!=', companyId)
    .where((eb) =>
      who.email
        ? eb.or([eb('user_id', '=', who.userId), eb('email', '=', who.email)])
        : eb('user_id', '=', who.userId),
    )
    .limit(max)
    .execute();
  return new Map(rows.map((r) => [r.site_id, r.access_level]));
}

/** Every share of these sites, for collaborators and invite counts. */
export async function findSharesOfSites(
  db: Db,
  siteIds: readonly string[],
): Promise<SiteShareRow[]> {
  if (siteIds.length === 0) return [];
  return db
    .selectFrom('site_shares')
    .selectAll()
    .where('site_id', 'in', [...siteIds])
    .orderBy('created_at')
    .execute();
}

export async function findPilotsOfSites(
  db: Db,
  siteIds: readonly string[],
): Promise<{ site_id: string; user_id: string }[]> {
  if (siteIds.length === 0) return [];
  return db
    .selectFrom('site_pilots')
    .select(['site_id', 'user_id'])
    .where('site_id', 'in', [...siteIds])
    .orderBy('last_flown_at', 'desc')
    .execute();
}

export async function upsertPilot(db: Db, siteId: string, userId: string, at: Date): Promise<void> {
  await db
    .insertInto('site_pilots')
    .values({ site_id: siteId, user_id: userId, last_flown_at: at })
    .onConflict((oc) => oc.columns(['site_id', 'user_id']).doUpdateSet({ last_flown_at: at }))
    .execute();
}

/** Sites per workspace (staff usage overview). */
export async function countSitesByCompany(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('sites')
    .select(['company_id', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('company_id')
    .execute();
  return new Map(rows.map((r) => [r.company_id, Number(r.n)]));
}
