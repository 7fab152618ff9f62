// The home dashboard's Sites row (sites feature) with 'Add to Collection' wired to the
// collections feature, composed here because features never import each other.
import type { TSiteSummary } from '@sortie/domain/contracts';
import { useMemo, useState } from 'react';
import { AddToCollectionDialog } from '../../../features/collections/components/add-to-collection-dialog.tsx';
import { HomeSitesRow } from '../../../features/sites/components/home-sites-row.tsx';
import { SiteCollectionActionsContext } from '../../../features/sites/components/site-collection-actions.tsx';

export function HomeSitesRowSlot({ companyId }: { companyId: string }) {
  const [adding, setAdding] = useState<TSiteSummary | null>(null);
  const actions = useMemo(() => ({ addToCollection: (site: TSiteSummary) => setAdding(site) }), []);
  return (
    <SiteCollectionActionsContext.Provider value={actions}>
      <HomeSitesRow key={companyId} companyId={companyId} />
      {adding && (
        <AddToCollectionDialog
          companyId={companyId}
          site={adding}
          onClose={() => setAdding(null)}
        />
      )}
    </SiteCollectionActionsContext.Provider>
  );
}
