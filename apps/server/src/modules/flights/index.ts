export { createFlightsService } from './service.ts';
export type { FlightsService, FlightsDeps, CompletedFlight, FlightOrigin } from './service.ts';
export { flightsRoutes } from './routes.ts';
