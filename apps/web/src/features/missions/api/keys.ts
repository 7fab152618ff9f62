// Query keys and paths of the missions feature. Site-scoped keys sit under the sites feature's
// ['company', c, 'sites', ...] prefix so deleting a site drops its missions too.
export const missionKeys = {
  site: (companyId: string, siteId: string) =>
    ['company', companyId, 'sites', 'missions', siteId] as const,
  gcps: (companyId: string, siteId: string) =>
    ['company', companyId, 'sites', 'gcps', siteId] as const,
  /** The sites feature's prefix: the site (its gcp_count) and lists refetch after a change. */
  sites: (companyId: string) => ['company', companyId, 'sites'] as const,
  drones: () => ['assets', 'drones'] as const,
  sensors: () => ['assets', 'sensors'] as const,
  company: (companyId: string) => ['company', companyId] as const,
};

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
