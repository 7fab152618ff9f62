// SitesOverviewPage (feature-areas §2): the sites feature's page with the collections feature's
// section and dialogs composed in (features never import each other).
import type { TSiteSummary } from '@sortie/domain/contracts';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { AddToCollectionDialog } from '../../../features/collections/components/add-to-collection-dialog.tsx';
import { CollectionsSection } from '../../../features/collections/components/collections-section.tsx';
import { CreateCollectionDialog } from '../../../features/collections/components/create-collection-dialog.tsx';
import { SiteCollectionActionsContext } from '../../../features/sites/components/site-collection-actions.tsx';
import { SitesOverviewPage } from '../../../features/sites/components/sites-overview-page.tsx';

export function Component() {
  const { companyId = '' } = useParams();
  const [creating, setCreating] = useState(false);
  const [adding, setAdding] = useState<TSiteSummary | null>(null);
  const actions = useMemo(() => ({ addToCollection: (site: TSiteSummary) => setAdding(site) }), []);
  return (
    <SiteCollectionActionsContext.Provider value={actions}>
      {/* Keyed by workspace: a workspace change starts from that workspace's filters. */}
      <SitesOverviewPage
        key={companyId}
        companyId={companyId}
        onCreateCollection={() => setCreating(true)}
        collections={(searchQuery) => (
          <CollectionsSection
            companyId={companyId}
            searchQuery={searchQuery}
            onCreate={() => setCreating(true)}
          />
        )}
      />
      {creating && (
        <CreateCollectionDialog companyId={companyId} onClose={() => setCreating(false)} />
      )}
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
