// Query keys of the sites feature in one place, so invalidation matches the queries.
import type { TSiteListFilters } from '@sortie/domain/contracts';

export type SiteGroupBy = 'created_at' | 'status';

export const siteKeys = {
  all: (companyId: string) => ['company', companyId, 'sites'] as const,
  list: (companyId: string, filters: TSiteListFilters, limit: number) =>
    ['company', companyId, 'sites', 'list', { filters, limit }] as const,
  grouped: (companyId: string, filters: TSiteListFilters, groupBy: SiteGroupBy) =>
    ['company', companyId, 'sites', 'grouped', { filters, groupBy }] as const,
  group: (companyId: string, filters: TSiteListFilters, groupBy: SiteGroupBy, group: string) =>
    ['company', companyId, 'sites', 'group', { filters, groupBy, group }] as const,
  detail: (companyId: string, siteId: string) =>
    ['company', companyId, 'sites', 'detail', siteId] as const,
  shares: (companyId: string, siteId: string) =>
    ['company', companyId, 'sites', 'shares', siteId] as const,
  /** Same key as the workspaces feature's company query: one cached answer. */
  company: (companyId: string) => ['company', companyId] as const,
  members: (companyId: string) => ['company', companyId, 'members', 'with-removed'] as const,
};

export const sitesPath = (companyId: string) =>
  `/api/v4/company/${encodeURIComponent(companyId)}/sites`;
export const sitePath = (companyId: string, siteId: string) =>
  `${sitesPath(companyId)}/${encodeURIComponent(siteId)}`;
