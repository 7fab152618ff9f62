export { createPlansService } from './service.ts';
export type { PlansService, FeaturesService } from './service.ts';
export { plansRoutes } from './routes.ts';
