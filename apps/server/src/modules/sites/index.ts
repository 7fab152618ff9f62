export { createSitesService } from './service.ts';
export type { SitesService, NewSiteInput, SiteChange } from './service.ts';
export type { SitesDeps, SiteUser } from './core.ts';
export { assertRight } from './access.ts';
export type { Membership, WorkspaceGate } from './access.ts';
export { sitesRoutes, readIfMatch } from './routes.ts';
export type { CompanyGuards, SiteFeatureExporter, SiteFile } from './routes.ts';
export type { SiteShapeReader } from './geometry.ts';
