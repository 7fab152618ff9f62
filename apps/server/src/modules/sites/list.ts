// GET /company/{c}/sites (feature-areas §2, §7): filters as JSON text, keyset pages on
// (creation_time desc, id desc), and grouping by time group or status with per-group pages.
import { createHash } from 'node:crypto';
import {
  AppError,
  TIME_GROUPS,
  canViewSite,
  createdBetweenRange,
  siteAccessRank,
  timeGroupRanges,
} from '@sortie/domain';
import {
  SITE_STATUSES,
  ZSiteListFilters,
  type TListSitesQuery,
  type TListSitesResponse,
  type TSiteGroupKey,
  type TSiteListFilters,
  type TSitePage,
} from '@sortie/domain/contracts';
import { assertRight, externalLevelFor, siteLevelFor, type Membership } from './access.ts';
import type { SitesDeps } from './core.ts';
import {
  toPrefixTsQuery,
  type SiteCursor,
  type SiteListRow,
  type SiteListSpec,
} from './list-query.ts';
import * as repo from './repo.ts';
import { toSiteView } from './view.ts';

/**
 * next_count is exact up to this many sites (ten pages of 20); beyond it the list says "this many
 * or more". The UI needs Load More and roughly how much is left, and counting 100,000 rows costs
 * far more than the page (bench/sites).
 */
export const NEXT_COUNT_CAP = 200;

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

export function proFeatureRequired(): AppError {
  return AppError.forbidden(
    'Filtering and grouping by status needs a plan with progress sync. Upgrade to use it.',
    'pro_feature_required',
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
        ? [toSiteView(row, { companyId: member.companyId, level, external })]
        : [];
    });
    const last = sorted[sorted.length - 1];
    const nextCount = last ? Math.max(0, Number(last.total) - sorted.length) : 0;
    return {
      sites,
      next_count: nextCount,
      next_value: last && nextCount > 0 ? `${last.created_at.toISOString()}~${last.id}` : null,
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
      const rows = await repo.findSitePages(
        db,
        [{ key: 'all', spec, cursor: parseCursor(query.value) }],
        { limit: query.limit, cap: NEXT_COUNT_CAP },
      );
      return toPage(member, rows);
    },

    async list(member: Membership, query: TListSitesQuery): Promise<TListSitesResponse> {
      assertRight(member, 'Sites', 'GET');
      const filters = parseFilters(query.filters);
      const usesStatus = (filters.status?.length ?? 0) > 0 || query.group_by === 'status';
      if (usesStatus && !(await features.can(db, member.companyId, 'web_progress_sync'))) {
        throw proFeatureRequired();
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
      const options = { limit: query.limit, cap: NEXT_COUNT_CAP };

      if (!query.group_by) {
        const rows = await repo.findSitePages(db, [{ key: 'all', spec: base, cursor }], options);
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
    hash.update(String(p.next_count));
    for (const s of p.sites) hash.update(`${s.id}:${s.etag};`);
  }
  return hash.digest('hex').slice(0, 20);
}
