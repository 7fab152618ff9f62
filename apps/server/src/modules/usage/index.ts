export { createUsageService } from './service.ts';
export type { UsageService, UsageCounter, UsageCounters } from './service.ts';
export { usageRoutes } from './routes.ts';
