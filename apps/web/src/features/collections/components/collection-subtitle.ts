// 'No sites', '1 site' or 'N sites' (feature-areas §2 "Collection card"), in the reader's
// language. Plain function, so cards and list rows share it; their components load `collections`.
import { i18n } from '../../../i18n/i18n.ts';

export function collectionSubtitle(count: number): string {
  if (count <= 0) return i18n.t('collections:sites.none');
  return i18n.t('collections:sites.count', { count });
}
