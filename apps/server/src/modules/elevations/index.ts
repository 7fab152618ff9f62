export { createElevationsService } from './service.ts';
export type { ElevationsService, ElevationsDeps } from './service.ts';
export { elevationsRoutes } from './routes.ts';
export { NO_SOURCE_NOTE } from './samplers.ts';
export type { SamplerSite } from './samplers.ts';
