export { createFleetService } from './service.ts';
export type { FleetService } from './service.ts';
export type { FleetDeps } from './deps.ts';
export type { ReportedFlight } from './logbook.ts';
export { fleetRoutes } from './routes.ts';
// The logbook PDF renderer and its worker, for bench/fleet.
export { renderLogbookPdf } from './logbook-pdf.ts';
export { PDF_MAX_FLIGHTS, renderInWorker } from './logbook-export.ts';
