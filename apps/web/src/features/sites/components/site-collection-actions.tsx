// Collections live in their own feature, which this one never imports. Pages that can act on
// collections (composed in app/routes) provide these callbacks; the site card shows 'Add to
// Collection' or, inside a collection, 'Remove from Collection' only when one is provided.
import type { TSite } from '@sortie/domain/contracts';
import { createContext, useContext } from 'react';

export interface SiteCollectionActions {
  addToCollection?: (site: TSite) => void;
  removeFromCollection?: (site: TSite) => void;
}

export const SiteCollectionActionsContext = createContext<SiteCollectionActions>({});

export function useSiteCollectionActions(): SiteCollectionActions {
  return useContext(SiteCollectionActionsContext);
}
