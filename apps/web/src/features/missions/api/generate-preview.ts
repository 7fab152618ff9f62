// POST /company/{c}/missions/generatepreview (view access): the server plans without storing.
// The planner asks it only for terrain following, which needs the site's elevation data.
import type { TGeneratePreviewRequest, TMissionPreviewResponse } from '@sortie/domain/contracts';
import { api } from '../../../lib/api-client.ts';
import { missionsPath } from './paths.ts';

export function generatePreview(
  companyId: string,
  body: TGeneratePreviewRequest,
  signal?: AbortSignal,
): Promise<TMissionPreviewResponse> {
  return api.post<TMissionPreviewResponse>(`${missionsPath(companyId)}/generatepreview`, body, {
    signal,
  });
}
