// Query builders of the site list (STYLE.md: functions return the Kysely builder, the repo runs
// it, sites-queries.test.ts snapshots the SQL). Keyset pagination on (created_at desc, id desc)
// rides the migration's (company_id, [status | created_by,] created_at desc, id desc) indexes;
// search uses the GIN index on to_tsvector('simple', name).
// One page is one round trip: the rows carry their creator's name, the caller's share, the
// shares and pilots (as JSON) and the capped count of what is left; a grouped list is one
// UNION ALL of its groups. PGlite pays a few milliseconds per statement, so statements count
// more than rows here (bench/sites).
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import type { TSiteStatus } from '@sortie/domain/contracts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { SiteRow, SitesTable } from './table.ts';

export type SiteListSpec = {
  companyId: string;
  /** The caller: their shares set their level and, when restricted, what they see. */
  viewerId: string;
  /**
   * Members without default access see the sites they created or that were shared with them;
   * guests only the shared ones. null: the whole workspace.
   */
  restricted: { includeCreated: boolean } | null;
  /** Also list sites of other workspaces shared with the caller (their personal space). */
  includeExternal: boolean;
  statuses: readonly TSiteStatus[] | null;
  createdFrom: Date | null;
  /** Exclusive upper bound. */
  createdBefore: Date | null;
  createdBy: readonly string[] | null;
  pilots: readonly string[] | null;
  /** A to_tsquery text built by toPrefixTsQuery, or null. */
  tsQuery: string | null;
  /** Only the sites of this collection (GET /collections/{id}/sites). */
  collectionId?: string | null;
};

export type SiteCursor = { time: Date; id: string | null };

/** A share as embedded in a list row. */
export type ShareJson = {
  user_id: string | null;
  name: string | null;
  access_level: 'view' | 'edit' | 'full_access';
  invite: boolean;
};

/** A site row with what its API object needs besides the row. */
export type DetailedSiteRow = SiteRow & {
  creator_name: string | null;
  /** The caller's own share of this site (by user id, or by e-mail for invites), if any. */
  viewer_level: 'view' | 'edit' | 'full_access' | null;
  shares: ShareJson[];
  pilots: { id: string; name: string | null }[];
};

/** A list row: a detailed site plus its group and the capped count from the cursor on. */
export type SiteListRow = DetailedSiteRow & { group_key: string; total: string | number };

type S = Database & { s: SitesTable };
type Eb = ExpressionBuilder<S, 's'>;

/**
 * A search box text as a word-prefix tsquery: 'north fie 4' → 'north:* & fie:* & 4'. Only letters
 * and digits survive, so the text can never inject tsquery syntax; null when nothing is left.
 * One-character words match whole words only: as prefixes they would match most of the index.
 */
export function toPrefixTsQuery(text: string | null | undefined): string | null {
  const words = (text ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words)].slice(0, 8);
  return unique.length > 0
    ? unique.map((w) => ([...w].length > 1 ? `${w}:*` : w)).join(' & ')
    : null;
}

/** The caller's lower-cased e-mail, for invites sent before they had an account. */
const viewerEmail = (viewerId: string) =>
  sql<string>`(select lower(vu.email) from users vu where vu.id = ${viewerId})`;

function scope(eb: Eb, spec: SiteListSpec) {
  const own = [eb('s.company_id', '=', spec.companyId)];
  if (spec.restricted) {
    const sharedWithViewer = eb.exists(
      eb
        .selectFrom('site_shares as vs')
        .select(sql.lit(1).as('one'))
        .whereRef('vs.site_id', '=', 's.id')
        .where('vs.user_id', '=', spec.viewerId),
    );
    own.push(
      spec.restricted.includeCreated
        ? eb.or([eb('s.created_by', '=', spec.viewerId), sharedWithViewer])
        : sharedWithViewer,
    );
  }
  const inWorkspace = eb.and(own);
  if (!spec.includeExternal) return inWorkspace;
  const external = eb
    .selectFrom('site_shares as xs')
    .select('xs.site_id')
    .where('xs.company_id', '!=', spec.companyId)
    .where((x) =>
      x.or([x('xs.user_id', '=', spec.viewerId), x('xs.email', '=', viewerEmail(spec.viewerId))]),
    );
  return eb.or([inWorkspace, eb('s.id', 'in', external)]);
}

/** Every site matching the spec, before ordering and cursor. */
export function filteredSitesQuery(db: Db, spec: SiteListSpec) {
  let q = db.selectFrom('sites as s').where((eb) => scope(eb, spec));
  if (spec.statuses && spec.statuses.length > 0) q = q.where('s.status', 'in', [...spec.statuses]);
  if (spec.createdFrom) q = q.where('s.created_at', '>=', spec.createdFrom);
  if (spec.createdBefore) q = q.where('s.created_at', '<', spec.createdBefore);
  if (spec.createdBy && spec.createdBy.length > 0) {
    q = q.where('s.created_by', 'in', [...spec.createdBy]);
  }
  if (spec.pilots && spec.pilots.length > 0) {
    const pilots = [...spec.pilots];
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('site_pilots as sp')
          .select(sql.lit(1).as('one'))
          .whereRef('sp.site_id', '=', 's.id')
          .where('sp.user_id', 'in', pilots),
      ),
    );
  }
  if (spec.collectionId) {
    const collectionId = spec.collectionId;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('collection_sites as cs')
          .select(sql.lit(1).as('one'))
          .whereRef('cs.site_id', '=', 's.id')
          .where('cs.collection_id', '=', collectionId),
      ),
    );
  }
  if (spec.tsQuery) {
    const query = spec.tsQuery;
    q = q.where(
      () => sql<boolean>`to_tsvector('simple', s.name) @@ to_tsquery('simple', ${query})`,
    );
  }
  return q;
}

type Filtered = ReturnType<typeof filteredSitesQuery>;

function afterCursor(q: Filtered, cursor: SiteCursor | null): Filtered {
  if (!cursor) return q;
  const { time, id } = cursor;
  return id === null
    ? q.where('s.created_at', '<', time)
    : q.where((eb) => eb(eb.refTuple('s.created_at', 's.id'), '<', eb.tuple(time, id)));
}

/** Adds the creator's name, the caller's share, the shares and the pilots to site rows. */
export function withSiteDetails<DB extends S, O>(
  q: SelectQueryBuilder<DB, 's', O>,
  viewerId: string,
) {
  return q.select([
    sql<string | null>`(select cu.name from users cu where cu.id = s.created_by)`.as(
      'creator_name',
    ),
    sql<DetailedSiteRow['viewer_level']>`(select vs.access_level from site_shares vs
      where vs.site_id = s.id and (vs.user_id = ${viewerId} or vs.email = ${viewerEmail(viewerId)})
      order by vs.created_at limit 1)`.as('viewer_level'),
    sql<ShareJson[]>`(select coalesce(json_agg(json_build_object('user_id', sh.user_id,
      'name', su.name, 'access_level', sh.access_level, 'invite', sh.invite)
      order by sh.created_at, sh.id), '[]'::json)
      from site_shares sh left join users su on su.id = sh.user_id where sh.site_id = s.id)`.as(
      'shares',
    ),
    sql<DetailedSiteRow['pilots']>`(select coalesce(json_agg(json_build_object('id', sp.user_id,
      'name', pu.name) order by sp.last_flown_at desc, sp.user_id), '[]'::json)
      from site_pilots sp join users pu on pu.id = sp.user_id where sp.site_id = s.id)`.as(
      'pilots',
    ),
  ]);
}

/**
 * One page of one group, newest first, `limit` rows at most, each carrying `total`: the number
 * of matching sites from the cursor on, counted up to `cap` (exact counts of 100,000 rows would
 * cost more than the page, and the UI only needs "N more").
 */
export function sitePageQuery(
  db: Db,
  spec: SiteListSpec,
  cursor: SiteCursor | null,
  options: { limit: number; cap: number; groupKey: string },
) {
  const matching = afterCursor(filteredSitesQuery(db, spec), cursor);
  // Ordered like the page so the planner walks the page's index (a LIMIT over an unordered
  // sequential scan looks cheaper on paper and reads far more rows when matches cluster). Not
  // for text search: there the GIN bitmap is the cheap path and an order would sort all matches.
  const capped = matching.select(sql.lit(1).as('one')).limit(options.cap);
  const counted = db
    .selectFrom(
      (spec.tsQuery ? capped : capped.orderBy('s.created_at', 'desc').orderBy('s.id', 'desc')).as(
        'm',
      ),
    )
    .select((eb) => eb.fn.countAll<string>().as('n'));
  return withSiteDetails(matching.selectAll('s'), spec.viewerId)
    .select([sql.lit(options.groupKey).as('group_key'), counted.as('total')])
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(options.limit);
}

/** Several pages (one per group) in one statement: UNION ALL of the wrapped page queries. */
export function siteGroupsQuery(
  db: Db,
  groups: readonly { key: string; spec: SiteListSpec; cursor: SiteCursor | null }[],
  options: { limit: number; cap: number },
) {
  const [first, ...rest] = groups.map(({ key, spec, cursor }, i) =>
    db
      .selectFrom(sitePageQuery(db, spec, cursor, { ...options, groupKey: key }).as(`g${i}`))
      .selectAll(),
  );
  if (!first) throw new Error('siteGroupsQuery needs at least one group');
  return rest.reduce((acc, q) => acc.unionAll(q), first);
}

/** One site with its details, as the caller sees it. */
export function detailedSiteQuery(db: Db, siteId: string, viewerId: string) {
  return withSiteDetails(db.selectFrom('sites as s').selectAll('s'), viewerId).where(
    's.id',
    '=',
    siteId,
  );
}
