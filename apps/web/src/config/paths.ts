// Every route of platform-core §2: its pattern (for the router) and an href builder (for links).
// Links always go through these builders, so renaming a route is a one-line change.

type Id = string | number;
const enc = (v: Id): string => encodeURIComponent(String(v));

export const paths = {
  home: { pattern: '/', href: () => '/' },
  companyHome: {
    pattern: '/company/:companyId/home',
    href: (companyId: Id) => `/company/${enc(companyId)}/home`,
  },
  usage: { pattern: '/usage', href: () => '/usage' },
  governance: { pattern: '/governance', href: () => '/governance' },
  streamPrivate: {
    pattern: '/company/:companyId/livestream/:streamId',
    href: (companyId: Id, streamId: Id) => `/company/${enc(companyId)}/livestream/${enc(streamId)}`,
  },
  streams: {
    pattern: '/company/:companyId/streams',
    href: (companyId: Id) => `/company/${enc(companyId)}/streams`,
  },
  recording: {
    pattern: '/company/:companyId/streams/:streamId/recording',
    href: (companyId: Id, streamId: Id) =>
      `/company/${enc(companyId)}/streams/${enc(streamId)}/recording`,
  },
  streamPublic: {
    pattern: '/company/:companyId/livestream/:streamId/public',
    href: (companyId: Id, streamId: Id) =>
      `/company/${enc(companyId)}/livestream/${enc(streamId)}/public`,
  },
  streamPublicOld: {
    pattern: '/livestream/:streamId/public',
    href: (streamId: Id) => `/livestream/${enc(streamId)}/public`,
  },
  streamHost: {
    pattern: '/company/:companyId/livestream/:streamId/host',
    href: (companyId: Id, streamId: Id) =>
      `/company/${enc(companyId)}/livestream/${enc(streamId)}/host`,
  },
  news: {
    pattern: '/news',
    href: (newsId?: Id) => (newsId === undefined ? '/news' : `/news?newsId=${enc(newsId)}`),
  },
  newsCms: { pattern: '/news-cms', href: () => '/news-cms' },
  tipsCms: { pattern: '/tips-cms', href: () => '/tips-cms' },
  drones: {
    pattern: '/company/:companyId/drones',
    href: (companyId: Id) => `/company/${enc(companyId)}/drones`,
  },
  batteries: {
    pattern: '/company/:companyId/batteries',
    href: (companyId: Id) => `/company/${enc(companyId)}/batteries`,
  },
  droneCatalogue: {
    pattern: '/company/:companyId/drones/catalogue',
    href: (companyId: Id) => `/company/${enc(companyId)}/drones/catalogue`,
  },
  logbook: {
    pattern: '/company/:companyId/logbook',
    href: (companyId: Id) => `/company/${enc(companyId)}/logbook`,
  },
  sites: {
    pattern: '/company/:companyId/sites',
    href: (companyId: Id) => `/company/${enc(companyId)}/sites`,
  },
  siteDetails: {
    pattern: '/company/:companyId/sites/:siteId',
    href: (companyId: Id, siteId: Id /* or 'new' */, workflow?: 'upload' | 'draw') =>
      `/company/${enc(companyId)}/sites/${enc(siteId)}${workflow ? `?workflow=${workflow}` : ''}`,
  },
  collections: { pattern: '/collections', href: () => '/collections' },
  collectionDetails: {
    pattern: '/company/:companyId/collections/:collectionId',
    href: (companyId: Id, collectionId: Id) =>
      `/company/${enc(companyId)}/collections/${enc(collectionId)}`,
  },
  docks: {
    pattern: '/company/:companyId/docks',
    href: (companyId: Id) => `/company/${enc(companyId)}/docks`,
  },
  dockDetails: {
    pattern: '/company/:companyId/docks/:dockId',
    href: (companyId: Id, dockId: Id, source?: string) =>
      `/company/${enc(companyId)}/docks/${enc(dockId)}${source ? `?source=${enc(source)}` : ''}`,
  },
  dockQueue: {
    pattern: '/company/:companyId/dock-queue',
    href: (companyId: Id) => `/company/${enc(companyId)}/dock-queue`,
  },
  user: {
    pattern: '/users/:userId/:tabKey?',
    href: (userId: Id, tabKey?: string) =>
      `/users/${enc(userId)}${tabKey ? `/${enc(tabKey)}` : ''}`,
  },
  settings: {
    pattern: '/company/:companyId/settings/:tabKey?',
    href: (companyId: Id, tabKey?: string) =>
      `/company/${enc(companyId)}/settings${tabKey ? `/${enc(tabKey)}` : ''}`,
  },
  airspaceAdvisory: { pattern: '/airspace-advisory', href: () => '/airspace-advisory' },
  /** Super Admin: zone file import (issue 17). */
  airspaceZones: { pattern: '/airspace-zones', href: () => '/airspace-zones' },
  plans: { pattern: '/plans', href: () => '/plans' },
  dataVerification: { pattern: '/drone-data-verification', href: () => '/drone-data-verification' },
  changelog: { pattern: '/whatsnew', href: () => '/whatsnew' },
  release: {
    pattern: '/whatsnew/:version',
    href: (version: string) => `/whatsnew/${enc(version)}`,
  },
  auditLog: {
    pattern: '/company/:companyId/audit-log',
    href: (companyId: Id) => `/company/${enc(companyId)}/audit-log`,
  },
  staffAuditLog: { pattern: '/audit-log', href: () => '/audit-log' },
  forbidden: { pattern: '/forbidden', href: () => '/forbidden' },
  verifyEmail: { pattern: '/verify-email', href: () => '/verify-email' },
  aiTestBench: { pattern: '/ai-test-bench', href: () => '/ai-test-bench' },
  notFound: { pattern: '*', href: () => '/404' },
} as const;

export type PathKey = keyof typeof paths;

/** API paths (api/v4) used by the shell; feature API files build their own from these bases. */
export const apiPaths = {
  brand: '/api/v4/brand',
  googleStart: (brandKey: string) =>
    `/api/v4/authenticate/google?brand=${encodeURIComponent(brandKey)}`,
} as const;
