// API paths of the collections feature (its query keys are in lib/query-keys.ts).
export const collectionsPath = (companyId: string) =>
  `/api/v4/company/${encodeURIComponent(companyId)}/collections`;
export const collectionPath = (companyId: string, id: string) =>
  `${collectionsPath(companyId)}/${encodeURIComponent(id)}`;
