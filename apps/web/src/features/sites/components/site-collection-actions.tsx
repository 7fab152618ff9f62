// Collections live in their own feature, which this one never imports. Pages that can act on
// collections (composed in app/routes) provide these callbacks; the site card shows 'Add to
// Collection' or, inside a collection, 'Remove from Collection' only when one is provided.
import type { TSiteSummary } from '@sortie/domain/contracts';
import { createContext, useContext } from 'react';

export interface SiteCollectionActions {
  addToCollection?: (site: TSiteSummary) => void;
  removeFromCollection?: (site: TSiteSummary) => void;
}

export const SiteCollectionActionsContext = createContext<SiteCollectionActions>({});

export function useSiteCollectionActions(): SiteCollectionActions {
  return useContext(SiteCollectionActionsContext);
}
