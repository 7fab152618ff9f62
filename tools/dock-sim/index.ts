// The dock simulator (issue 11 item 9): importable by tests and benchmarks; cli.ts runs it.
export { SimulatedDock, DOCK2, M3TD } from './dock.ts';
export type { SimDockOptions } from './dock.ts';
export { startFleet, simSerials } from './fleet.ts';
export type { FleetOptions } from './fleet.ts';
export { raiseHms, SIM_RESULTS, DEMO_HMS } from './cockpit-services.ts';
export { SimFlight } from './flight.ts';
export { parseWaylines } from './wayline.ts';
export type { SimWaypoint } from './wayline.ts';
