export { createBrandsService, isBrandHost, ZBrandFile } from './service.ts';
export type { BrandsService, LoadedBrand } from './service.ts';
export { brandApiRoutes, brandAssetRoutes, brandOfRequest } from './routes.ts';
