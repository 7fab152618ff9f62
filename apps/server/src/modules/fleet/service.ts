// The fleet module's service: drones and batteries (aircraft.ts), their CSV (fleet-csv.ts), the
// pilot logbook (logbook.ts, logbook-export.ts), insurance and licence documents (insurance.ts,
// licences.ts) and notices (notices.ts), one object for wiring/fleet.ts to hand around.
import { createAircraft } from './aircraft.ts';
import type { FleetDeps } from './deps.ts';
import { createDocuments } from './documents.ts';
import { createFleetCsv } from './fleet-csv.ts';
import { createInsurance } from './insurance.ts';
import { createLicences } from './licences.ts';
import { createLogbook } from './logbook.ts';
import { createLogbookExport } from './logbook-export.ts';
import { createNotices } from './notices.ts';

export function createFleetService(deps: FleetDeps) {
  const docs = createDocuments(deps);
  const aircraft = createAircraft(deps, docs);
  const logbook = createLogbook(deps);
  const licences = createLicences(deps, docs);
  return {
    aircraft,
    csv: createFleetCsv(deps, aircraft),
    logbook,
    logbookExport: createLogbookExport(deps, logbook),
    insurance: createInsurance(deps, aircraft, docs),
    licences,
    notices: createNotices(deps, aircraft, licences),
  };
}

export type FleetService = ReturnType<typeof createFleetService>;
