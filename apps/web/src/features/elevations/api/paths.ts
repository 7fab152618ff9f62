// API paths of the elevations feature (its query keys are in lib/query-keys.ts, under the sites
// prefix: a site change refreshes the heat map and the model too).
export const sitePath = (companyId: string, siteId: string) =>
  `/api/v4/company/${encodeURIComponent(companyId)}/sites/${encodeURIComponent(siteId)}`;
export const modelPath = (companyId: string, siteId: string) =>
  `${sitePath(companyId, siteId)}/elevation_model`;
export const verifyPath = (companyId: string) =>
  `/api/v4/company/${encodeURIComponent(companyId)}/sites/verifyelevationgrid`;
