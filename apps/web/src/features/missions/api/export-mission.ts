// GET /company/{c}/missions/{id}/features?file_format&destination: the five flight-app formats
// (platform-core §7, decision 005), saved under the server's file name.
import { exportFileName } from '@sortie/domain';
import type { MISSION_EXPORT_TARGETS } from '@sortie/domain/contracts';
import { type TMission } from '@sortie/domain/contracts';
import { api } from '../../../lib/api-client.ts';
import { saveDownload } from '../../../lib/save-file.ts';
import { missionPath } from './paths.ts';

export type MissionExportTarget = (typeof MISSION_EXPORT_TARGETS)[number];

export const EXPORT_LABELS: Readonly<Record<MissionExportTarget['destination'], string>> = {
  litchi: 'Litchi CSV',
  mission_planner: 'Mission Planner waypoints',
  google_earth: 'Google Earth KML',
  dji: 'DJI WPML (KMZ)',
  qgroundcontrol: 'QGroundControl plan',
};

const EXT: Readonly<Record<MissionExportTarget['file_format'], string>> = {
  csv: 'csv',
  waypoints: 'waypoints',
  kml: 'kml',
  wpml: 'kmz',
  plan: 'plan',
};

export function exportMission(input: {
  companyId: string;
  mission: Pick<TMission, 'id' | 'name' | 'kind'>;
  siteName: string;
  target: MissionExportTarget;
}): Promise<string> {
  const { target } = input;
  const fallbackName = exportFileName({
    siteName: input.siteName,
    kind: input.mission.kind,
    ext: EXT[target.file_format],
  });
  return api
    .download(`${missionPath(input.companyId, input.mission.id)}/features`, {
      query: { file_format: target.file_format, destination: target.destination },
    })
    .then((file) => saveDownload(file, fallbackName));
}
