// API paths of the missions feature (its query keys are in lib/query-keys.ts).
const company = (companyId: string) => `/api/v4/company/${encodeURIComponent(companyId)}`;
export const missionsPath = (companyId: string) => `${company(companyId)}/missions`;
export const missionPath = (companyId: string, missionId: string) =>
  `${missionsPath(companyId)}/${encodeURIComponent(missionId)}`;
export const siteMissionsPath = (companyId: string, siteId: string) =>
  `${company(companyId)}/sites/${encodeURIComponent(siteId)}/missions`;
export const siteGcpsPath = (companyId: string, siteId: string) =>
  `${company(companyId)}/sites/${encodeURIComponent(siteId)}/gcps`;
export const siteFeaturesPath = (companyId: string, siteId: string) =>
  `${company(companyId)}/sites/${encodeURIComponent(siteId)}/features`;
export const recentCamerasPath = (companyId: string) => `${company(companyId)}/recent_cameras`;
