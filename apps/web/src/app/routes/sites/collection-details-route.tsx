// CollectionDetailsPage: the collection's header and menu (collections feature) with its sites'
// map and cards (sites feature), where a card can be removed from the collection.
import type { TSiteSummary } from '@sortie/domain/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCollectionSites } from '../../../features/collections/api/mutate-collections.ts';
import { CollectionDetailsPage } from '../../../features/collections/components/collection-details-page.tsx';
import { SiteCollectionActionsContext } from '../../../features/sites/components/site-collection-actions.tsx';
import { CollectionSites } from '../../../features/sites/components/collection-sites.tsx';
import { notify } from '../../../lib/notify.ts';

export function Component() {
  const { t } = useTranslation('shell');
  const { companyId = '', collectionId = '' } = useParams();
  const remove = useCollectionSites(companyId);
  const { mutate } = remove;
  const actions = useMemo(
    () => ({
      removeFromCollection: (site: TSiteSummary) =>
        mutate(
          { id: collectionId, siteIds: [site.id], remove: true },
          {
            onSuccess: () => notify(t('notices.siteRemovedFromCollection'), { code: 201 }),
            onError: (e) => notify(e.message, { code: 400 }),
          },
        ),
    }),
    [mutate, collectionId, t],
  );
  return (
    <CollectionDetailsPage
      key={`${companyId}/${collectionId}`}
      companyId={companyId}
      collectionId={collectionId}
      sites={(collection, addSites) => (
        <SiteCollectionActionsContext.Provider value={actions}>
          <CollectionSites
            companyId={companyId}
            collectionId={collection.id}
            emptyAction={addSites}
          />
        </SiteCollectionActionsContext.Provider>
      )}
    />
  );
}
