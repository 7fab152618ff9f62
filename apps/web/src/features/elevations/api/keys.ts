// Query keys and paths of the elevations feature. Keys sit under the sites feature's
// ['company', c, 'sites'] prefix, so any site change the sites feature invalidates refreshes the
// heat map and the model too; siteDetailKey is the sites feature's detail key (one cached site).
import type { TSite } from '@sortie/domain/contracts';

export const elevationKeys = {
  sites: (companyId: string) => ['company', companyId, 'sites'] as const,
  siteDetail: (companyId: string, siteId: string) =>
    ['company', companyId, 'sites', 'detail', siteId] as const,
  model: (companyId: string, siteId: string) =>
    ['company', companyId, 'sites', 'elevation-model', siteId] as const,
  heatmap: (companyId: string, site: Pick<TSite, 'id' | 'elevation_source' | 'etag'>) =>
    ['company', companyId, 'sites', 'heatmap', site.id, site.elevation_source, site.etag] as const,
};

export const sitePath = (companyId: string, siteId: string) =>
  `/api/v4/company/${encodeURIComponent(companyId)}/sites/${encodeURIComponent(siteId)}`;
export const modelPath = (companyId: string, siteId: string) =>
  `${sitePath(companyId, siteId)}/elevation_model`;
export const verifyPath = (companyId: string) =>
  `/api/v4/company/${encodeURIComponent(companyId)}/sites/verifyelevationgrid`;
