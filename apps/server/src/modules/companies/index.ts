export { createCompaniesService } from './service.ts';
export type { CompaniesService } from './service.ts';
