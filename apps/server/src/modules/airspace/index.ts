export { createAirspaceService, DEFAULT_RULES, DISCLAIMER } from './service.ts';
export type { AirspaceService } from './service.ts';
export { airspaceRoutes } from './routes.ts';
export { loadAerodromes } from './aerodromes.ts';
export { createWeatherClient } from './weather.ts';
export type { WeatherClient } from './weather.ts';
