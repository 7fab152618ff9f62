export { createFleetService } from './service.ts';
export type { FleetService } from './service.ts';
export type { FleetDeps } from './deps.ts';
export type { ReportedFlight } from './logbook.ts';
export { fleetRoutes } from './routes.ts';
