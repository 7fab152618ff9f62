// The mission export formats (platform-core §7) as one table, split from missions.ts so each
// file holds one concept: the plan contracts there, what a plan can be exported to here.
import { z } from 'zod';

/**
 * GET /company/{c}/missions/{id}/features: the five mission export formats (platform-core §7),
 * one row each. The query's enums, the server's exporter, the web's menu and file names and the
 * CLI's --format all derive from this table. `feature`: the plan feature a download consumes.
 */
export const MISSION_EXPORT_TARGETS = [
  {
    file_format: 'csv',
    destination: 'litchi',
    label: 'Litchi CSV',
    extension: 'csv',
    mime: 'text/csv',
    feature: null,
  },
  {
    file_format: 'waypoints',
    destination: 'mission_planner',
    label: 'Mission Planner waypoints',
    extension: 'waypoints',
    mime: 'text/plain',
    feature: null,
  },
  {
    file_format: 'kml',
    destination: 'google_earth',
    label: 'Google Earth KML',
    extension: 'kml',
    mime: 'application/vnd.google-earth.kml+xml',
    feature: null,
  },
  {
    file_format: 'wpml',
    destination: 'dji',
    label: 'DJI WPML (KMZ)',
    extension: 'kmz',
    mime: 'application/vnd.google-earth.kmz',
    feature: 'wpml_export',
  },
  {
    file_format: 'plan',
    destination: 'qgroundcontrol',
    label: 'QGroundControl plan',
    extension: 'plan',
    mime: 'application/json',
    feature: null,
  },
] as const;
export type TMissionExportTarget = (typeof MISSION_EXPORT_TARGETS)[number];
export type TMissionFileFormat = TMissionExportTarget['file_format'];
export const MISSION_FILE_FORMATS = MISSION_EXPORT_TARGETS.map((t) => t.file_format) as [
  TMissionFileFormat,
  ...TMissionFileFormat[],
];
export const MISSION_EXPORT_DESTINATIONS = MISSION_EXPORT_TARGETS.map((t) => t.destination) as [
  TMissionExportTarget['destination'],
  ...TMissionExportTarget['destination'][],
];

/** The table's row of a file format. */
export function missionExportTarget(format: TMissionFileFormat): TMissionExportTarget {
  const target = MISSION_EXPORT_TARGETS.find((t) => t.file_format === format);
  if (!target) throw new Error(`Unknown mission file format ${format}`);
  return target;
}

export const ZMissionFeaturesQuery = z.object({
  file_format: z.enum(MISSION_FILE_FORMATS),
  destination: z.enum(MISSION_EXPORT_DESTINATIONS),
});
export type TMissionFeaturesQuery = z.infer<typeof ZMissionFeaturesQuery>;
