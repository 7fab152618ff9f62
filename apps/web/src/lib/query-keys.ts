// Every TanStack Query key of the app, in one place, so an invalidation matches the queries it
// means across features (features never import each other) and the realtime socket (realtime.ts)
// names the same prefixes. Keys nest: everything of a site sits under ['company', c, 'sites'], so
// a site change refreshes its missions, GCPs, heat map and elevation model too, and deleting a
// site drops them.
import type { TSite, TSiteListFilters } from '@sortie/domain/contracts';

const company = (companyId: string) => ['company', companyId] as const;
const sites = (companyId: string) => [...company(companyId), 'sites'] as const;

export const companyKeys = {
  /** The workspace itself: one cached answer for every feature that reads it. */
  company,
  members: (companyId: string) => [...company(companyId), 'members'] as const,
  /** The members list with the removed ones (the sites feature's owner filter). */
  membersWithRemoved: (companyId: string) =>
    [...company(companyId), 'members', 'with-removed'] as const,
  invites: (companyId: string) => [...company(companyId), 'invites'] as const,
};

export const userKeys = {
  invites: () => ['user-invites'] as const,
};

export const assetKeys = {
  drones: () => ['assets', 'drones'] as const,
  sensors: () => ['assets', 'sensors'] as const,
};

/** The lists of sites (the overview's pages and groups, the collections' site picker). */
const SITE_LISTS = ['list', 'grouped', 'group', 'picker'] as const;

export const siteKeys = {
  all: sites,
  /** The prefixes of every list of sites, for an invalidation that spares the open site. */
  lists: (companyId: string) => SITE_LISTS.map((kind) => [...sites(companyId), kind] as const),
  /** The prefix of every site's details. */
  details: (companyId: string) => [...sites(companyId), 'detail'] as const,
  list: (companyId: string, filters: TSiteListFilters, limit: number) =>
    [...sites(companyId), 'list', { filters, limit }] as const,
  grouped: (companyId: string, filters: TSiteListFilters, groupBy: string) =>
    [...sites(companyId), 'grouped', { filters, groupBy }] as const,
  group: (companyId: string, filters: TSiteListFilters, groupBy: string, group: string) =>
    [...sites(companyId), 'group', { filters, groupBy, group }] as const,
  picker: (companyId: string, searchQuery: string) =>
    [...sites(companyId), 'picker', searchQuery] as const,
  detail: (companyId: string, siteId: string) => [...sites(companyId), 'detail', siteId] as const,
  shares: (companyId: string, siteId: string) => [...sites(companyId), 'shares', siteId] as const,
  missions: (companyId: string, siteId: string) =>
    [...sites(companyId), 'missions', siteId] as const,
  gcps: (companyId: string, siteId: string) => [...sites(companyId), 'gcps', siteId] as const,
  elevationModel: (companyId: string, siteId: string) =>
    [...sites(companyId), 'elevation-model', siteId] as const,
  /** Keyed by the source and etag too: a new source or edit is a new picture. */
  heatmap: (companyId: string, site: Pick<TSite, 'id' | 'elevation_source' | 'etag'>) =>
    [...sites(companyId), 'heatmap', site.id, site.elevation_source, site.etag] as const,
};

export const collectionKeys = {
  all: (companyId: string) => [...company(companyId), 'collections'] as const,
  list: (companyId: string, searchQuery: string | null, limit: number) =>
    [...company(companyId), 'collections', 'list', { searchQuery, limit }] as const,
  detail: (companyId: string, id: string) =>
    [...company(companyId), 'collections', 'detail', id] as const,
  /** Under the collection's own key: adding or removing sites refreshes the list. */
  sites: (companyId: string, id: string) =>
    [...company(companyId), 'collections', 'detail', id, 'sites'] as const,
};

/** A site's SVG thumbnail by its URL, which carries the site's etag. */
export const thumbnailKeys = {
  svg: (url: string) => ['site-thumbnail', url] as const,
};

export const planKeys = {
  general: () => ['plans', 'general'] as const,
  freeFcl: () => ['plans', 'free_fcl'] as const,
};

/** Platform staff screens. */
export const usageKeys = {
  companies: () => ['usage', 'companies'] as const,
  companyPage: <Q extends object>(query: Q) => ['usage', 'companies', query] as const,
  governance: () => ['usage', 'governance'] as const,
};

/** Industry news and tips (issue 16). */
export const contentKeys = {
  news: () => ['news'] as const,
  newsPage: <Q extends object>(query: Q) => ['news', 'page', query] as const,
  newsItem: (id: string) => ['news', 'item', id] as const,
  tips: () => ['tips'] as const,
  tipsPage: <Q extends object>(query: Q) => ['tips', 'page', query] as const,
  tipOfTheDay: () => ['tips', 'of-the-day'] as const,
};

/** Streams of a workspace (lists, one stream, its join answer): all stale on streams.changed. */
export const streamKeys = {
  all: (companyId: string) => [...company(companyId), 'streams'] as const,
};
