// CollectionsOverviewPage (/collections): every collection of the active workspace, searchable,
// with Load More.
import Add from '@mui/icons-material/Add';
import { Box, Button, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCancelled } from '../../../lib/api-client.ts';
import { notifyError } from '../../../lib/notify.ts';
import { collectionsQueryOptions, flattenCollections } from '../api/get-collections.ts';
import { COLLECTION_GRID_SX, CollectionCard } from './collection-card.tsx';
import { CreateCollectionDialog } from './create-collection-dialog.tsx';

export function CollectionsOverviewPage({ companyId }: { companyId: string }) {
  const { t } = useTranslation('collections');
  const [text, setText] = useState('');
  const [search, setSearch] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim() || null), 300);
    return () => clearTimeout(timer);
  }, [text]);
  const q = useInfiniteQuery(collectionsQueryOptions(companyId, search));
  useEffect(() => {
    if (q.error && !isCancelled(q.error)) notifyError(t('fetchFailed'));
  }, [q.error, t]);
  const collections = flattenCollections(q.data?.pages);
  return (
    <Box sx={{ px: { xs: 2, sm: 3, md: 4 }, py: { xs: 2.5, md: 4 }, maxWidth: 1400, mx: 'auto' }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2.5, gap: 2 }}>
        <Typography
          variant="h4"
          component="h1"
          sx={{ flex: 1, fontWeight: 700, fontSize: { xs: 24, md: 32 } }}
        >
          {t('title')}
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
          {t('create')}
        </Button>
      </Stack>
      <TextField
        size="small"
        label={t('search')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        sx={{ mb: 2.5, width: { xs: '100%', sm: 320 } }}
      />
      {q.isPending ? (
        <Box sx={COLLECTION_GRID_SX}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={64} />
          ))}
        </Box>
      ) : collections.length === 0 ? (
        <Box
          sx={{
            textAlign: 'center',
            py: 5,
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            borderRadius: 2,
          }}
        >
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('noneFound')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, px: 2 }}>
            {t('emptyHint')}
          </Typography>
        </Box>
      ) : (
        <Box sx={COLLECTION_GRID_SX}>
          {collections.map((c) => (
            <CollectionCard key={c.id} companyId={companyId} collection={c} />
          ))}
        </Box>
      )}
      {q.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            disabled={q.isFetchingNextPage}
            onClick={() => void q.fetchNextPage()}
          >
            {q.isFetchingNextPage ? t('common:states.loading') : t('loadMore')}
          </Button>
        </Box>
      )}
      {creating && (
        <CreateCollectionDialog companyId={companyId} onClose={() => setCreating(false)} />
      )}
    </Box>
  );
}
