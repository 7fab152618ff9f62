// Public surface of the exporters: pure functions from a mission (or site, or GCPs) to text/bytes.
export { exportMission, MISSION_EXPORT_FORMATS } from './export-mission.ts';
export type { ExportedFile, MissionExportFormat, MissionExportOptions } from './export-mission.ts';
export { exportMissionKml, exportSiteKml } from './kml.ts';
export type { MissionKmlOptions } from './kml.ts';
export { exportLitchiCsv, LITCHI_HEADER } from './litchi-csv.ts';
export type { LitchiOptions } from './litchi-csv.ts';
export { exportMissionPlanner } from './mission-planner.ts';
export type { MissionPlannerOptions } from './mission-planner.ts';
export { exportQgcPlan } from './qgc-plan.ts';
export type { QgcPlanOptions } from './qgc-plan.ts';
export { exportWpml, exportWpmlFiles } from './wpml.ts';
export type { WpmlOptions, WpmlFiles } from './wpml.ts';
export type { WpmlDroneInfo } from './wpml-enums.ts';
export { exportGcpCsv, exportGcpKml, exportGcpOdm } from './gcp.ts';
export type { GcpImageObservation } from './gcp.ts';
export { withPhotoWaypoints } from './photo-waypoints.ts';
export { photoLegs } from './geometry.ts';
