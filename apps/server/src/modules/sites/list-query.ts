// Query builders of the site list (STYLE.md: functions return the Kysely builder, the repo runs
// it, sites-queries.test.ts snapshots the SQL). Keyset pagination on (created_at desc, id desc)
// rides the migration's (company_id, [status | created_by,] created_at desc, id desc) indexes;
// search uses the GIN index on the stored name_tsv column (migration 030). Lists read the light
// outline, never the full geometry or the SVG (migration 031); one site reads everything.
// One page is one round trip: the rows carry their creator's name, the caller's share, the
// shares and pilots (as JSON) and the capped count of what is left; a grouped list is one
// UNION ALL of its groups. PGlite pays a few milliseconds per statement, so statements count
// more than rows here (bench/sites).
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
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

/** What a site's API object needs besides its own columns. */
type SiteDetails = {
  creator_name: string | null;
  /** The caller's own share of this site (by user id, or by e-mail for invites), if any. */
  viewer_level: 'view' | 'edit' | 'full_access' | null;
  shares: ShareJson[];
  pilots: { id: string; name: string | null }[];
};

/** Columns of one site as GET one site reads them (everything but the search vector). */
const DETAIL_COLUMNS = [
  's.id',
  's.company_id',
  's.name',
  's.site_type',
  's.geometry',
  's.outline',
  's.corridor_width_m',
  's.area_m2',
  's.length_m',
  's.centroid_lng',
  's.centroid_lat',
  's.bbox_west',
  's.bbox_south',
  's.bbox_east',
  's.bbox_north',
  's.goal_s',
  's.progress_s',
  's.status',
  's.elevation_source',
  's.gcp_count',
  's.stakeholders',
  's.sample_data',
  's.pending_flights',
  's.created_by',
  's.created_at',
  's.updated_at',
  's.etag',
] as const;

/** Columns a list reads: the outline, not the full geometry. */
const SUMMARY_COLUMNS = DETAIL_COLUMNS.filter(
  (c): c is Exclude<(typeof DETAIL_COLUMNS)[number], 's.geometry'> => c !== 's.geometry',
);

/** One site with everything its full API object needs. */
export type DetailedSiteRow = Omit<SiteRow, 'name_tsv'> & SiteDetails;

/** A site as lists read it: the outline instead of the geometry. */
export type SiteSummaryRow = Omit<SiteRow, 'name_tsv' | 'geometry'> & SiteDetails;

/** A list row: a site summary plus its group and the capped count from the cursor on. */
export type SiteListRow = SiteSummaryRow & { group_key: string; total: string | number };

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
  sql<string>`(select lower(vu.email) from user_cards_view vu where vu.id = ${viewerId})`;

type Branch = (eb: Eb) => Expression<SqlBool>;

/**
 * Which sites the caller may list, as disjoint branches that each ride an index: the workspace;
 * for a restricted member the sites they created and those shared with them; for a personal
 * workspace also the sites of other workspaces shared with the caller (by user id, or by e-mail
 * for invites sent before they had an account). A page is the UNION ALL of the branches, which
 * Postgres merges in (created_at desc, id desc) order. One OR over the workspace instead would
 * use no index: the planner walked or scanned every site of a 100,000-site workspace to find a
 * member's few (bench/sites).
 */
function scopeBranches(spec: SiteListSpec): Branch[] {
  const { companyId, viewerId } = spec;
  const inCompany: Branch = (eb) => eb('s.company_id', '=', companyId);
  const branches: Branch[] = [];
  if (!spec.restricted) branches.push(inCompany);
  else {
    const includeCreated = spec.restricted.includeCreated;
    if (includeCreated) {
      branches.push((eb) => eb.and([inCompany(eb), eb('s.created_by', '=', viewerId)]));
    }
    branches.push((eb) =>
      eb.and([
        inCompany(eb),
        eb(
          's.id',
          'in',
          eb
            .selectFrom('site_shares as vs')
            .select('vs.site_id')
            .where('vs.user_id', '=', viewerId)
            .where('vs.company_id', '=', companyId),
        ),
        // Disjoint from the created branch, so no site is listed twice.
        ...(includeCreated
          ? [eb.or([eb('s.created_by', 'is', null), eb('s.created_by', '!=', viewerId)])]
          : []),
      ]),
    );
  }
  if (spec.includeExternal) {
    branches.push((eb) => {
      const external = (by: 'user' | 'email') =>
        eb
          .selectFrom('site_shares as xs')
          .select('xs.site_id')
          .where('xs.company_id', '!=', companyId)
          .where((x) =>
            by === 'user'
              ? x('xs.user_id', '=', viewerId)
              : x('xs.email', '=', viewerEmail(viewerId)),
          );
      return eb('s.id', 'in', external('user').unionAll(external('email')));
    });
  }
  return branches;
}

/** Every site of one scope branch matching the spec's filters, before ordering and cursor. */
function filteredBranchQuery(db: Db, spec: SiteListSpec, branch: Branch) {
  let q = db.selectFrom('sites as s').where(branch);
  if (spec.statuses && spec.statuses.length > 0) q = q.where('s.status', 'in', [...spec.statuses]);
  if (spec.createdFrom) q = q.where('s.created_at', '>=', spec.createdFrom);
  if (spec.createdBefore) q = q.where('s.created_at', '<', spec.createdBefore);
  if (spec.createdBy && spec.createdBy.length > 0) {
    q = q.where('s.created_by', 'in', [...spec.createdBy]);
  }
  if (spec.pilots && spec.pilots.length > 0) {
    const pilots = [...spec.pilots];
    // An id list from site_pilots_user_idx: few sites are flown by one pilot, so probing each
    // site of the workspace for a pilot would read far more rows than the list itself.
    q = q.where('s.id', 'in', (eb) =>
      eb.selectFrom('site_pilots as sp').select('sp.site_id').where('sp.user_id', 'in', pilots),
    );
  }
  if (spec.collectionId) {
    // Through the collections module's read view, so the filter stays one keyset page in SQL
    // (decision 270).
    const collectionId = spec.collectionId;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('collection_sites_view as cs')
          .select(sql.lit(1).as('one'))
          .whereRef('cs.site_id', '=', 's.id')
          .where('cs.collection_id', '=', collectionId),
      ),
    );
  }
  if (spec.tsQuery) {
    const query = spec.tsQuery;
    q = q.where(() => sql<boolean>`s.name_tsv @@ to_tsquery('simple', ${query})`);
  }
  return q;
}

type Filtered = ReturnType<typeof filteredBranchQuery>;

/** Every site matching the spec, one query per scope branch (disjoint), before the cursor. */
export function filteredSitesQueries(db: Db, spec: SiteListSpec): Filtered[] {
  return scopeBranches(spec).map((branch) => filteredBranchQuery(db, spec, branch));
}

/** The branches' rows as one UNION ALL (the branches are disjoint). */
function unionOf<T extends SelectQueryBuilder<S, 's', object>>(parts: readonly T[]): T {
  const [first, ...rest] = parts;
  if (!first) throw new Error('a site list has at least one scope branch');
  return rest.reduce((acc, q) => acc.unionAll(q) as T, first);
}

/**
 * Matches of a search from the cursor on, counted up to `cap`. Run with sequential and plain
 * index scans off, it can only read the name_tsv GIN index: it tells a rare search (read the
 * matches through GIN and sort them) from a common one (walk the newest-first index).
 */
export function searchHitsQuery(
  db: Db,
  spec: SiteListSpec,
  cursor: SiteCursor | null,
  cap: number,
) {
  const hits = unionOf(
    filteredSitesQueries(db, spec).map((q) => afterCursor(q, cursor).select(sql.lit(1).as('one'))),
  ).limit(cap);
  return db.selectFrom(hits.as('h')).select((eb) => eb.fn.countAll<string>().as('n'));
}

function afterCursor(q: Filtered, cursor: SiteCursor | null): Filtered {
  if (!cursor) return q;
  const { time, id } = cursor;
  return id === null
    ? q.where('s.created_at', '<', time)
    : q.where((eb) => eb(eb.refTuple('s.created_at', 's.id'), '<', eb.tuple(time, id)));
}

/** Adds the creator's name, the caller's share, the shares and the pilots to site rows. */
export function withSiteDetails<DB extends { s: object }, O>(
  q: SelectQueryBuilder<DB, 's', O>,
  viewerId: string,
) {
  return q.select([
    sql<string | null>`(select cu.name from user_cards_view cu where cu.id = s.created_by)`.as(
      'creator_name',
    ),
    sql<DetailedSiteRow['viewer_level']>`(select vs.access_level from site_shares vs
      where vs.site_id = s.id and (vs.user_id = ${viewerId} or vs.email = ${viewerEmail(viewerId)})
      order by vs.created_at limit 1)`.as('viewer_level'),
    sql<ShareJson[]>`(select coalesce(json_agg(json_build_object('user_id', sh.user_id,
      'name', su.name, 'access_level', sh.access_level, 'invite', sh.invite)
      order by sh.created_at, sh.id), '[]'::json)
      from site_shares sh left join user_cards_view su on su.id = sh.user_id where sh.site_id = s.id)`.as(
      'shares',
    ),
    sql<DetailedSiteRow['pilots']>`(select coalesce(json_agg(json_build_object('id', sp.user_id,
      'name', pu.name) order by sp.last_flown_at desc, sp.user_id), '[]'::json)
      from site_pilots sp join user_cards_view pu on pu.id = sp.user_id where sp.site_id = s.id)`.as(
      'pilots',
    ),
  ]);
}

/**
 * One page of one group, newest first, `limit` rows at most, each carrying `total`: the number
 * of matching sites from the cursor on (this page included), counted up to limit + cap + 1, so
 * the caller can tell "exactly N left" (N ≤ cap) from "more than cap left". Exact counts of
 * 100,000 rows would cost more than the page, and the UI only needs "N more" or "200+".
 */
export function sitePageQuery(
  db: Db,
  spec: SiteListSpec,
  cursor: SiteCursor | null,
  options: { limit: number; cap: number; groupKey: string },
) {
  const parts = filteredSitesQueries(db, spec).map((q) => afterCursor(q, cursor));
  // Ordered like the page so the planner walks the page's index (a LIMIT over an unordered
  // sequential scan looks cheaper on paper and reads far more rows when matches cluster). Not
  // for text search: there the GIN bitmap is the cheap path and an order would sort all matches.
  const keys = unionOf(parts.map((q) => q.select(['s.created_at', 's.id'])));
  const capped = db
    .selectFrom(keys.as('k'))
    .select(sql.lit(1).as('one'))
    .limit(options.limit + options.cap + 1);
  const counted = db
    .selectFrom(
      (spec.tsQuery ? capped : capped.orderBy('k.created_at', 'desc').orderBy('k.id', 'desc')).as(
        'm',
      ),
    )
    .select((eb) => eb.fn.countAll<string>().as('n'));
  const rows =
    parts.length === 1
      ? parts[0]!.select(SUMMARY_COLUMNS)
      : db.selectFrom(unionOf(parts.map((q) => q.select(SUMMARY_COLUMNS))).as('s')).selectAll('s');
  return withSiteDetails(rows, spec.viewerId)
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
  return withSiteDetails(db.selectFrom('sites as s').select(DETAIL_COLUMNS), viewerId).where(
    's.id',
    '=',
    siteId,
  );
}
