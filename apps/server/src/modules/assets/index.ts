export { createAssetsService } from './service.ts';
export type { AssetsService } from './service.ts';
export { assetsRoutes } from './routes.ts';
