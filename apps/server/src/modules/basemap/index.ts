export { basemapRoutes, basemapUrl } from './routes.ts';
