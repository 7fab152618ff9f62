// API paths of the sites feature (its query keys are in lib/query-keys.ts).
export const sitesPath = (companyId: string) =>
  `/api/v4/company/${encodeURIComponent(companyId)}/sites`;
export const sitePath = (companyId: string, siteId: string) =>
  `${sitesPath(companyId)}/${encodeURIComponent(siteId)}`;
