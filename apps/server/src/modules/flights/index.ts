export { createFlightsService } from './service.ts';
export type { FlightsService, FlightsDeps } from './service.ts';
export { flightsRoutes } from './routes.ts';
