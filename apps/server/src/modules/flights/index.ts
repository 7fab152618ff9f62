export { createFlightsService } from './service.ts';
export type { FlightsService, FlightsDeps, CompletedFlight } from './service.ts';
export { flightsRoutes } from './routes.ts';
