export { createCollectionsService } from './service.ts';
export type { CollectionsService, CollectionsDeps } from './service.ts';
export { createSampleSites, samplesForBrand, SAMPLE_COLLECTION_NAME } from './sample-sites.ts';
export { collectionsRoutes } from './routes.ts';
