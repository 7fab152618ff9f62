// GET /company/{c}/sites/{id}/features?map_feature=Site&output_format=KML, saved as a file.
import { exportFileName } from '@sortie/domain';
import type { TSite } from '@sortie/domain/contracts';
import { api } from '../../../lib/api-client.ts';
import { saveBlob } from '../../../lib/save-file.ts';
import { sitePath } from './paths.ts';

export async function fetchSiteKml(companyId: string, siteId: string): Promise<string> {
  const body = await api.get<unknown>(`${sitePath(companyId, siteId)}/features`, {
    query: { map_feature: 'Site', output_format: 'KML' },
    headers: { Accept: 'application/vnd.google-earth.kml+xml, application/json' },
  });
  if (typeof body !== 'string' || !body.includes('<kml')) throw new Error('Not a KML document.');
  return body;
}

/** Hands text to the browser as a download. */
export function saveTextFile(text: string, fileName: string, type: string): void {
  saveBlob(new Blob([text], { type }), fileName);
}

export async function exportSiteKml(companyId: string, site: Pick<TSite, 'id' | 'name'>) {
  const kml = await fetchSiteKml(companyId, site.id);
  saveTextFile(
    kml,
    exportFileName({ siteName: site.name, kind: 'site', ext: 'kml' }),
    'application/vnd.google-earth.kml+xml',
  );
}
