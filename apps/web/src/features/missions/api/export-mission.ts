// GET /company/{c}/missions/{id}/features?file_format&destination: the five flight-app formats
// (platform-core §7, decision 005), saved under the server's file name; labels and extensions
// come from the domain's MISSION_EXPORT_TARGETS.
import { exportFileName } from '@sortie/domain';
import type { TMission, TMissionExportTarget } from '@sortie/domain/contracts';
import { api } from '../../../lib/api-client.ts';
import { saveDownload } from '../../../lib/save-file.ts';
import { missionPath } from './paths.ts';

/** A row of the domain's one table of export formats (label, extension, …). */
export type MissionExportTarget = TMissionExportTarget;

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
    ext: target.extension,
  });
  return api
    .download(`${missionPath(input.companyId, input.mission.id)}/features`, {
      query: { file_format: target.file_format, destination: target.destination },
    })
    .then((file) => saveDownload(file, fallbackName));
}
