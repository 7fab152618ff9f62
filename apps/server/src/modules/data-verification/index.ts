export { createDataVerificationService } from './service.ts';
export type { DataVerificationService } from './service.ts';
export { dataVerificationRoutes } from './routes.ts';
