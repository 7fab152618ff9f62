export { createMissionsService } from './service.ts';
export type { MissionsService } from './service.ts';
export type { MissionsDeps } from './core.ts';
export type { DownloadFile } from './files.ts';
export { missionsRoutes } from './routes.ts';
