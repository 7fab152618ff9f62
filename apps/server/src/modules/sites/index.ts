export { createSitesService } from './service.ts';
export type { SitesService, NewSiteInput, SiteChange } from './service.ts';
export type { SitesDeps, SiteUser } from './core.ts';
export { sitesRoutes } from './routes.ts';
export type { SiteFeatureExporter } from './routes.ts';
export type { SiteShapeReader } from './geometry.ts';
export { createSiteListCache } from './list-cache.ts';
export type { SiteListCache } from './list-cache.ts';
