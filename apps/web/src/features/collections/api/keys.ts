// Query keys and paths of the collections feature.
export const collectionKeys = {
  all: (companyId: string) => ['company', companyId, 'collections'] as const,
  list: (companyId: string, searchQuery: string | null, limit: number) =>
    ['company', companyId, 'collections', 'list', { searchQuery, limit }] as const,
  detail: (companyId: string, id: string) =>
    ['company', companyId, 'collections', 'detail', id] as const,
  pickerSites: (companyId: string, searchQuery: string) =>
    ['company', companyId, 'sites', 'picker', searchQuery] as const,
};

export const collectionsPath = (companyId: string) =>
  `/api/v4/company/${encodeURIComponent(companyId)}/collections`;
export const collectionPath = (companyId: string, id: string) =>
  `${collectionsPath(companyId)}/${encodeURIComponent(id)}`;
