export { createNewsService } from './service.ts';
export type { NewsService } from './service.ts';
export { newsRoutes } from './routes.ts';
