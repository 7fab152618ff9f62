// Add to Collection from a site card: pick a collection (or create one with the site in it).
// Toast 'Site Added to collection'.
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/errors.ts';
import { notify } from '../../../lib/notify.ts';
import { collectionsQueryOptions, flattenCollections } from '../api/get-collections.ts';
import { useCollectionSites } from '../api/mutate-collections.ts';
import { collectionSubtitle } from './collection-subtitle.ts';
import { CreateCollectionDialog } from './create-collection-dialog.tsx';

export function AddToCollectionDialog({
  companyId,
  site,
  onClose,
}: {
  companyId: string;
  site: { id: string; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation('collections');
  const q = useInfiniteQuery(collectionsQueryOptions(companyId, null));
  const add = useCollectionSites(companyId);
  const [creating, setCreating] = useState(false);
  const collections = flattenCollections(q.data?.pages);
  if (creating)
    return <CreateCollectionDialog companyId={companyId} siteIds={[site.id]} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('addToCollection.title', { name: site.name })}</DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>
        {add.error && (
          <Alert severity="error" sx={{ m: 2 }}>
            {errorText(add.error)}
          </Alert>
        )}
        {q.isPending ? (
          <Skeleton sx={{ m: 2 }} />
        ) : q.isError ? (
          <Typography color="error" sx={{ p: 2 }}>
            {t('fetchFailed')}
          </Typography>
        ) : collections.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t('noneFound')}
          </Typography>
        ) : (
          <List dense>
            {collections.map((c) => (
              <ListItemButton
                key={c.id}
                disabled={add.isPending}
                onClick={() =>
                  add.mutate(
                    { id: c.id, siteIds: [site.id] },
                    {
                      onSuccess: () => {
                        notify(t('addSites.siteAdded'), { code: 201 });
                        onClose();
                      },
                    },
                  )
                }
              >
                <ListItemText
                  primary={c.name}
                  secondary={collectionSubtitle(c.total_sites_count)}
                />
              </ListItemButton>
            ))}
            {q.hasNextPage && (
              <ListItemButton onClick={() => void q.fetchNextPage()}>
                <ListItemText primary={t('loadMore')} />
              </ListItemButton>
            )}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setCreating(true)}>{t('addToCollection.newCollection')}</Button>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
