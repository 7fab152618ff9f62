// A collection's sites on CollectionDetailsPage (feature-areas §2): a map of every listed site
// and their cards, a page of 20 at a time with Load More. The route composes it into the
// collections feature's page and provides 'Remove from Collection' to the cards.
import { Alert, Box, Typography } from '@mui/material';
import { DEFAULT_UNIT_PREFERENCES } from '@sortie/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { isCancelled } from '../../../lib/api-client.ts';
import { SiteMap } from '../../../lib/map/site-map.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { collectionSitesQueryOptions } from '../api/get-collection-sites.ts';
import { useProgressSync } from '../api/progress-sync.ts';
import { SITE_GRID_SX, SiteCard } from './site-card.tsx';
import { EmptyState, LoadMoreButton, SiteCardSkeleton } from './site-list-states.tsx';
import { useTranslation } from 'react-i18next';

export function CollectionSites({
  companyId,
  collectionId,
  emptyAction,
}: {
  companyId: string;
  collectionId: string;
  /** 'Add sites' for the empty state (the collections feature owns that dialog). */
  emptyAction?: ReactNode;
}) {
  const { t } = useTranslation('sites');
  const user = useCurrentUser();
  const progressSync = useProgressSync(companyId);
  const q = useInfiniteQuery(collectionSitesQueryOptions(companyId, collectionId));
  const sites = useMemo(() => q.data?.pages.flatMap((p) => p.sites) ?? [], [q.data]);
  const remaining = q.data?.pages.at(-1)?.next_count ?? 0;
  const capped = q.data?.pages.at(-1)?.next_count_capped ?? false;
  const key = sites.map((s) => s.id).join(',');
  const geometries = useMemo(() => sites.map((s) => s.outline), [sites]);

  if (q.isPending) {
    return (
      <Box sx={{ display: 'grid', gap: 2.5 }} aria-busy="true" aria-label={t('list.loading')}>
        <Box sx={{ height: { xs: 280, md: 420 }, borderRadius: 2, bgcolor: 'action.hover' }} />
        <Box sx={SITE_GRID_SX}>
          {Array.from({ length: 4 }, (_, i) => (
            <SiteCardSkeleton key={i} />
          ))}
        </Box>
      </Box>
    );
  }
  if (q.isError && sites.length === 0 && !isCancelled(q.error)) {
    return <Alert severity="error">{t('list.fetchFailed')}</Alert>;
  }
  if (sites.length === 0) {
    return (
      <EmptyState title={t('list.noneFound')} text={t('collection.empty')} action={emptyAction} />
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box>
        <SiteMap
          height={{ xs: 280, md: 420 }}
          label={t('collection.map')}
          geometries={geometries}
          fitKey={key}
        />
        {remaining > 0 && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {t('collection.mapPartial', { count: sites.length })}
          </Typography>
        )}
      </Box>
      <Box sx={SITE_GRID_SX}>
        {sites.map((s) => (
          <SiteCard
            key={s.id}
            companyId={companyId}
            site={s}
            units={user?.unit_preferences ?? DEFAULT_UNIT_PREFERENCES}
            progressSync={progressSync}
          />
        ))}
        {q.isFetchingNextPage && <SiteCardSkeleton />}
      </Box>
      {q.hasNextPage && (
        <LoadMoreButton
          onClick={() => void q.fetchNextPage()}
          busy={q.isFetchingNextPage}
          remaining={remaining}
          capped={capped}
        />
      )}
    </Box>
  );
}
