// Collections section of the Sites & Collections page (feature-areas §2): the first collections,
// 'View All' when more exist, and the empty state with Create Collection.
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { isCancelled } from '../../../lib/api-client.ts';
import { notifyError } from '../../../lib/notify.ts';
import { collectionsQueryOptions, flattenCollections } from '../api/get-collections.ts';
import { COLLECTION_GRID_SX, CollectionCard } from './collection-card.tsx';

export const SECTION_COLLECTIONS = 6;

export function CollectionsSection({
  companyId,
  searchQuery,
  onCreate,
}: {
  companyId: string;
  searchQuery: string | null;
  onCreate: () => void;
}) {
  const { t } = useTranslation('collections');
  const q = useInfiniteQuery(collectionsQueryOptions(companyId, searchQuery, SECTION_COLLECTIONS));
  useEffect(() => {
    if (q.error && !isCancelled(q.error)) notifyError(t('fetchFailed'));
  }, [q.error, t]);
  const collections = flattenCollections(q.data?.pages.slice(0, 1));
  return (
    <Box component="section" aria-labelledby="collections-heading">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography
          id="collections-heading"
          variant="h6"
          component="h2"
          sx={{ flex: 1, fontWeight: 700 }}
        >
          {t('title')}
        </Typography>
        {q.hasNextPage && (
          <Button component={Link} to={paths.collections.href()}>
            {t('viewAll')}
          </Button>
        )}
      </Stack>
      {q.isPending ? (
        <Box sx={COLLECTION_GRID_SX}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={64} />
          ))}
        </Box>
      ) : collections.length === 0 ? (
        <Box
          sx={{
            textAlign: 'center',
            py: 4,
            px: 2,
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            borderRadius: 2,
          }}
        >
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('noneFound')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            {t('emptyHint')}
          </Typography>
          <Button variant="outlined" onClick={onCreate}>
            {t('create')}
          </Button>
        </Box>
      ) : (
        <Box sx={COLLECTION_GRID_SX}>
          {collections.map((c) => (
            <CollectionCard key={c.id} companyId={companyId} collection={c} />
          ))}
        </Box>
      )}
    </Box>
  );
}
