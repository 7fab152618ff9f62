// GET /company/{c}/sites (feature-areas §2, §7): filters as JSON text, keyset pages on
// (creation_time desc, id desc), and grouping by time group or status with per-group pages.
import { createHash } from 'node:crypto';
import {
  AppError,
  TIME_GROUPS,
  canViewSite,
  createdBetweenRange,
  featureLimitError,
  siteAccessRank,
  timeGroupRanges,
} from '@sortie/domain';
import {
  SITE_NEXT_COUNT_CAP,
  SITE_STATUSES,
  ZSiteListFilters,
  type TListSitesQuery,
  type TListSitesResponse,
  type TSiteGroupKey,
  type TSiteListFilters,
  type TSitePage,
} from '@sortie/domain/contracts';
import { externalLevelFor, siteLevelFor } from './access.ts';
import type { SitesDeps } from './core.ts';
import {
  toPrefixTsQuery,
  type SiteCursor,
  type SiteListRow,
  type SiteListSpec,
} from './list-query.ts';
import * as repo from './repo.ts';
import { toSiteSummaryView } from './view.ts';
import { assertRight, type Membership } from '../../access/index.ts';

function parseFilters(text: string | undefined): TSiteListFilters {
  if (!text || text.trim() === '' || text === 'null') return {};
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw AppError.validation('filters: not valid JSON.');
  }
  const parsed = ZSiteListFilters.safeParse(json);
  if (!parsed.success) {
    throw AppError.validation(`filters: ${parsed.error.issues[0]?.message ?? 'invalid'}`, {
      issues: parsed.error.issues.map((i) => ({
        path: ['filters', ...i.path].join('.'),
        message: i.message,
      })),
    });
  }
  return parsed.data;
}

function parseCursor(value: string | undefined): SiteCursor | null {
  if (!value) return null;
  const [time, id] = value.split('~');
  const date = new Date(time ?? '');
  if (Number.isNaN(date.getTime()))
    throw AppError.validation('value: not an ISO date-time cursor.');
  return { time: date, id: id ? id : null };
}

const idsOf = (list: readonly (string | { id: string })[] | null | undefined): string[] | null =>
  list && list.length > 0 ? list.map((v) => (typeof v === 'string' ? v : v.id)) : null;

const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));
const earlier = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b));

/**
 * The refusal of a status filter or status grouping without web_progress_sync: the same 422
 * feature_not_in_plan as every other plan feature (domain FEATURE_KEYS), not a 403, which the web
 * reserves for access (decision 101).
 */
export function progressSyncNotInPlan(): AppError {
  return AppError.rule(
    featureLimitError('web_progress_sync'),
    'Filtering and grouping by status needs a plan with progress sync. Upgrade to use it.',
    { feature: 'web_progress_sync' },
  );
}

export function createListSites(deps: SitesDeps) {
  const { db, clock, features } = deps;

  function restrictionFor(member: Membership): SiteListSpec['restricted'] {
    if (member.role === 'owner' || member.role === 'admin') return null;
    if (member.role === 'member' && siteAccessRank(member.defaultMemberAccessLevel) >= 1) {
      return null;
    }
    return { includeCreated: member.role === 'member' };
  }

  function toPage(member: Membership, rows: readonly SiteListRow[]): TSitePage {
    const sorted = [...rows].sort((a, b) =>
      a.created_at.getTime() !== b.created_at.getTime()
        ? b.created_at.getTime() - a.created_at.getTime()
        : a.id < b.id
          ? 1
          : -1,
    );
    const sites = sorted.flatMap((row) => {
      const external = row.company_id !== member.companyId;
      const level = external
        ? externalLevelFor(row.viewer_level ?? 'view')
        : siteLevelFor(member, row, row.viewer_level);
      return canViewSite(level)
        ? [toSiteSummaryView(row, { companyId: member.companyId, level, external })]
        : [];
    });
    const last = sorted[sorted.length - 1];
    // `total` counts from the cursor on, this page included, up to page + cap + 1 rows: more
    // than the cap left after the page means "cap or more" (next_count_capped).
    const left = last ? Math.max(0, Number(last.total) - sorted.length) : 0;
    return {
      sites,
      next_count: Math.min(left, SITE_NEXT_COUNT_CAP),
      next_count_capped: left > SITE_NEXT_COUNT_CAP,
      next_value: last && left > 0 ? `${last.created_at.toISOString()}~${last.id}` : null,
    };
  }

  return {
    /**
     * One page of a collection's sites the caller may view, with the site list's cursor. The
     * caller checks that the collection belongs to the member's workspace.
     */
    async listCollectionSites(
      member: Membership,
      collectionId: string,
      query: { limit: number; value?: string | undefined },
    ): Promise<TSitePage> {
      assertRight(member, 'Sites', 'GET');
      const spec: SiteListSpec = {
        companyId: member.companyId,
        viewerId: member.userId,
        restricted: restrictionFor(member),
        includeExternal: false,
        statuses: null,
        createdFrom: null,
        createdBefore: null,
        createdBy: null,
        pilots: null,
        tsQuery: null,
        collectionId,
      };
      const cursor = parseCursor(query.value);
      const rows = await repo.findSitePages(
        db,
        [{ key: 'all', spec, cursor }],
        { limit: query.limit, cap: SITE_NEXT_COUNT_CAP },
        { spec, cursor },
      );
      return toPage(member, rows);
    },

    async list(member: Membership, query: TListSitesQuery): Promise<TListSitesResponse> {
      assertRight(member, 'Sites', 'GET');
      const filters = parseFilters(query.filters);
      const usesStatus = (filters.status?.length ?? 0) > 0 || query.group_by === 'status';
      if (usesStatus && !(await features.can(db, member.companyId, 'web_progress_sync'))) {
        throw progressSyncNotInPlan();
      }
      const now = clock.now();
      const range = createdBetweenRange(filters.created_between ?? null, { now });
      const base: SiteListSpec = {
        companyId: member.companyId,
        viewerId: member.userId,
        restricted: restrictionFor(member),
        includeExternal: member.personalSpace,
        statuses: filters.status && filters.status.length > 0 ? filters.status : null,
        createdFrom: range ? range[0] : null,
        // The range end is inclusive; the query bound is exclusive.
        createdBefore: range ? new Date(range[1].getTime() + 1) : null,
        createdBy: idsOf(filters.created_by),
        pilots: idsOf(filters.pilots),
        tsQuery: toPrefixTsQuery(filters.search_query),
      };
      const cursor = parseCursor(query.value);
      const options = { limit: query.limit, cap: SITE_NEXT_COUNT_CAP };

      if (!query.group_by) {
        const rows = await repo.findSitePages(db, [{ key: 'all', spec: base, cursor }], options, {
          spec: base,
          cursor,
        });
        const page = toPage(member, rows);
        return { ...page, etag: listEtag([page]) };
      }
      const specs: { key: TSiteGroupKey; spec: SiteListSpec }[] = [];
      if (query.group_by === 'created_at') {
        const ranges = timeGroupRanges({ now });
        for (const key of TIME_GROUPS) {
          const { start, end } = ranges[key];
          const createdFrom = later(base.createdFrom, start);
          const createdBefore = earlier(base.createdBefore, end);
          specs.push({ key, spec: { ...base, createdFrom, createdBefore } });
        }
      } else {
        for (const status of SITE_STATUSES) {
          if (base.statuses && !base.statuses.includes(status)) continue;
          specs.push({ key: status, spec: { ...base, statuses: [status] } });
        }
      }
      const wanted = query.group ? specs.filter(({ key }) => key === query.group) : specs;
      if (query.group && wanted.length === 0) {
        throw AppError.validation(`group: ${query.group} is not a ${query.group_by} group.`);
      }
      const groups: Partial<Record<TSiteGroupKey, TSitePage>> = {};
      if (wanted.length === 0) return { groups, etag: listEtag([]) };
      const rows = await repo.findSitePages(
        db,
        wanted.map(({ key, spec }) => ({ key, spec, cursor: query.group ? cursor : null })),
        options,
        { spec: base, cursor: query.group ? cursor : null },
      );
      for (const { key } of wanted) {
        groups[key] = toPage(
          member,
          rows.filter((r) => r.group_key === key),
        );
      }
      return { groups, etag: listEtag(Object.values(groups)) };
    },
  };
}

/** A weak validator of a list answer: changes when any listed site or count changes. */
function listEtag(pages: readonly TSitePage[]): string {
  const hash = createHash('sha1');
  for (const p of pages) {
    hash.update(`${p.next_count}${p.next_count_capped ? '+' : ''}`);
    for (const s of p.sites) hash.update(`${s.id}:${s.etag};`);
  }
  return hash.digest('hex').slice(0, 20);
}
