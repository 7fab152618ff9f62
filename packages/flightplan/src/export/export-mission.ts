// One entry point for the five mission formats: picks the exporter; the file's extension and
// MIME type come from the domain's one table of export formats (MISSION_EXPORT_TARGETS).
import {
  MISSION_FILE_FORMATS,
  missionExportTarget,
  type TMissionExportTarget,
  type TMissionFileFormat,
} from '@sortie/domain/contracts';
import type { Mission } from '../mission/types.ts';
import { fileStem } from './format.ts';
import { exportMissionKml, type MissionKmlOptions } from './kml.ts';
import { exportLitchiCsv, type LitchiOptions } from './litchi-csv.ts';
import { exportMissionPlanner, type MissionPlannerOptions } from './mission-planner.ts';
import { exportQgcPlan, type QgcPlanOptions } from './qgc-plan.ts';
import { exportWpml, type WpmlOptions } from './wpml.ts';

/** The API's file_format (csv is Litchi's CSV, wpml DJI's KMZ). */
export type MissionExportFormat = TMissionFileFormat;

export const MISSION_EXPORT_FORMATS: readonly MissionExportFormat[] = MISSION_FILE_FORMATS;

export interface ExportedFile {
  /** Mission name made file-safe, plus the extension. */
  fileName: string;
  extension: TMissionExportTarget['extension'];
  mime: TMissionExportTarget['mime'];
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
 * const file = exportMission(mission, 'csv'); // Litchi // { fileName: 'Field-A.csv', mime: 'text/csv', ... }
 */
export function exportMission(
  mission: Mission,
  format: MissionExportFormat,
  options: MissionExportOptions = {},
): ExportedFile {
  const { extension, mime } = missionExportTarget(format);
  const file = (body: string | Uint8Array): ExportedFile => ({
    fileName: `${fileStem(mission.name)}.${extension}`,
    extension,
    mime,
    body,
  });
  switch (format) {
    case 'kml':
      return file(exportMissionKml(mission, options.kml));
    case 'csv':
      return file(exportLitchiCsv(mission, options.litchi));
    case 'waypoints':
      return file(exportMissionPlanner(mission, options.waypoints));
    case 'wpml':
      return file(exportWpml(mission, options.wpml));
    case 'plan':
      return file(exportQgcPlan(mission, options.plan));
  }
}
