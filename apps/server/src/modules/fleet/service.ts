// The fleet module's service: drones and batteries (aircraft.ts), their CSV (fleet-csv.ts) and
// the pilot logbook (logbook.ts), one object for app.ts to hand around.
import { createAircraft } from './aircraft.ts';
import type { FleetDeps } from './deps.ts';
import { createFleetCsv } from './fleet-csv.ts';
import { createLogbook } from './logbook.ts';

export function createFleetService(deps: FleetDeps) {
  const aircraft = createAircraft(deps);
  return { aircraft, csv: createFleetCsv(deps, aircraft), logbook: createLogbook(deps) };
}

export type FleetService = ReturnType<typeof createFleetService>;
