/** 'No sites', '1 site' or 'N sites' (feature-areas §2 "Collection card"). */
export function collectionSubtitle(count: number): string {
  if (count <= 0) return 'No sites';
  return count === 1 ? '1 site' : `${count} sites`;
}
