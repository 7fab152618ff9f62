// One entry point for the five mission formats: picks the exporter, names the file and sets the
// MIME type the server sends and the browser saves with.
import type { Mission } from '../mission/types.ts';
import { fileStem } from './format.ts';
import { exportMissionKml, type MissionKmlOptions } from './kml.ts';
import { exportLitchiCsv, type LitchiOptions } from './litchi-csv.ts';
import { exportMissionPlanner, type MissionPlannerOptions } from './mission-planner.ts';
import { exportQgcPlan, type QgcPlanOptions } from './qgc-plan.ts';
import { exportWpml, type WpmlOptions } from './wpml.ts';

export type MissionExportFormat = 'kml' | 'litchi' | 'waypoints' | 'wpml' | 'plan';

export const MISSION_EXPORT_FORMATS: readonly MissionExportFormat[] = [
  'kml',
  'litchi',
  'waypoints',
  'wpml',
  'plan',
];

export interface ExportedFile {
  /** Mission name made file-safe, plus the extension. */
  fileName: string;
  extension: 'kml' | 'csv' | 'waypoints' | 'kmz' | 'plan';
  mime: string;
  body: string | Uint8Array;
}

export interface MissionExportOptions {
  kml?: MissionKmlOptions;
  litchi?: LitchiOptions;
  waypoints?: MissionPlannerOptions;
  wpml?: WpmlOptions;
  plan?: QgcPlanOptions;
}

/**
 * A mission in one of the export formats.
 * @throws AppError (422) when the format cannot represent the mission: `too_many_actions`
 *   (Litchi), `wpml_unsupported_drone` (WPML).
 * @example
 * const file = exportMission(mission, 'litchi'); // { fileName: 'Field-A.csv', mime: 'text/csv', ... }
 */
export function exportMission(
  mission: Mission,
  format: MissionExportFormat,
  options: MissionExportOptions = {},
): ExportedFile {
  const stem = fileStem(mission.name);
  switch (format) {
    case 'kml':
      return file(
        stem,
        'kml',
        'application/vnd.google-earth.kml+xml',
        exportMissionKml(mission, options.kml),
      );
    case 'litchi':
      return file(stem, 'csv', 'text/csv', exportLitchiCsv(mission, options.litchi));
    case 'waypoints':
      return file(
        stem,
        'waypoints',
        'text/plain',
        exportMissionPlanner(mission, options.waypoints),
      );
    case 'wpml':
      return file(
        stem,
        'kmz',
        'application/vnd.google-earth.kmz',
        exportWpml(mission, options.wpml),
      );
    case 'plan':
      return file(stem, 'plan', 'application/json', exportQgcPlan(mission, options.plan));
  }
}

function file(
  stem: string,
  extension: ExportedFile['extension'],
  mime: string,
  body: string | Uint8Array,
): ExportedFile {
  return { fileName: `${stem}.${extension}`, extension, mime, body };
}
