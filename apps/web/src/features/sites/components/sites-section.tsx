// Sites section of the Sites & Collections page (feature-areas §2): an ungrouped grid with Load
// More, or sections per group with their own empty message and Load More, as a grid or columns.
// Fetch modes each have their own busy flag: loading (first answer), filtering (new filters),
// grouping (new grouping), paginating and paginating-group. Cancelled requests are ignored.
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import type {
  TSiteGroupKey,
  TSiteListFilters,
  TSitePage,
  TUnitPreferences,
} from '@sortie/domain/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { SITES_PAGE_SIZE } from '@sortie/domain';
import { isCancelled } from '../../../lib/api-client.ts';
import { notifyError } from '../../../lib/notify.ts';
import {
  flattenPages,
  groupPagesQueryOptions,
  groupedSitesQueryOptions,
  sitesListQueryOptions,
} from '../api/get-sites.ts';
import type { SiteGroupBy } from '../api/get-sites.ts';
import { groupEmpty, groupLabel, groupKeys } from './site-groups.ts';
import { SITE_GRID_SX, SiteCard } from './site-card.tsx';
import { EmptyState, LoadMoreButton, SiteCardSkeleton } from './site-list-states.tsx';
import { cappedCountText } from '../utils/site-format.ts';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/i18n.ts';

export interface SitesSectionProps {
  companyId: string;
  filters: TSiteListFilters;
  groupBy: SiteGroupBy | null;
  view: 'grid' | 'column';
  units: TUnitPreferences;
  progressSync: boolean;
  emptyAction: ReactNode;
  /** The empty list's "Clear search". */
  onClearSearch?: () => void;
}

/** What an empty list says: a search or filter that matched nothing is not an empty workspace. */
function EmptySites(props: SitesSectionProps) {
  const { t } = useTranslation('sites');
  const { search_query: q, created_between, created_by, pilots } = props.filters;
  if (q) {
    return (
      <EmptyState
        title={t('list.noMatch', { query: q })}
        action={
          props.onClearSearch && (
            <Button variant="outlined" onClick={props.onClearSearch}>
              {t('list.clearSearch')}
            </Button>
          )
        }
      />
    );
  }
  if (created_between || created_by?.length || pilots?.length) {
    // The filter bar's own Clear Filters is right above: no second button of the same name.
    return <EmptyState title={t('list.noFilterMatch')} text={t('list.clearFiltersHint')} />;
  }
  return (
    <EmptyState
      title={t('list.noneFound')}
      text={t('list.createFirst')}
      action={props.emptyAction}
    />
  );
}

function useFetchErrorToast(error: unknown) {
  useEffect(() => {
    if (error && !isCancelled(error)) notifyError(i18n.t('sites:list.fetchFailed'));
  }, [error]);
}

function Skeletons({ n = 5 }: { n?: number }) {
  const { t } = useTranslation('sites');
  return (
    <Box sx={SITE_GRID_SX} aria-busy="true" aria-label={t('list.loading')}>
      {Array.from({ length: n }, (_, i) => (
        <SiteCardSkeleton key={i} />
      ))}
    </Box>
  );
}

function Ungrouped(props: SitesSectionProps) {
  const { t } = useTranslation('sites');
  const q = useInfiniteQuery(
    sitesListQueryOptions(props.companyId, props.filters, SITES_PAGE_SIZE),
  );
  useFetchErrorToast(q.error);
  const sites = flattenPages(q.data?.pages);
  const last = q.data?.pages.at(-1);
  const loading = q.isPending;
  const filtering = q.isFetching && q.isPlaceholderData;
  const paginating = q.isFetchingNextPage;
  if (loading) return <Skeletons />;
  return (
    <Box aria-busy={filtering || paginating}>
      {filtering && <LinearProgress sx={{ mb: 1 }} aria-label={t('list.filtering')} />}
      {sites.length === 0 ? (
        <EmptySites {...props} />
      ) : (
        <Box sx={SITE_GRID_SX}>
          {sites.map((s) => (
            <SiteCard
              key={s.id}
              companyId={props.companyId}
              site={s}
              units={props.units}
              progressSync={props.progressSync}
            />
          ))}
        </Box>
      )}
      {q.hasNextPage && last && (
        <LoadMoreButton
          busy={paginating}
          remaining={last.next_count}
          capped={last.next_count_capped}
          onClick={() => void q.fetchNextPage()}
        />
      )}
    </Box>
  );
}

function GroupSection({
  props,
  groupBy,
  groupKey,
  first,
}: {
  props: SitesSectionProps;
  groupBy: SiteGroupBy;
  groupKey: TSiteGroupKey;
  first: TSitePage | undefined;
}) {
  // Re-renders on a language switch: the heading comes from groupLabel().
  useTranslation('sites');
  const [more, setMore] = useState(false);
  const q = useInfiniteQuery({
    ...groupPagesQueryOptions(
      props.companyId,
      props.filters,
      groupBy,
      groupKey,
      first?.next_value ?? null,
      SITES_PAGE_SIZE,
    ),
    enabled: more,
  });
  useFetchErrorToast(q.error);
  const sites = [...(first?.sites ?? []), ...flattenPages(q.data?.pages)];
  const last = q.data?.pages.at(-1) ?? first;
  const remaining = last?.next_count ?? 0;
  const capped = last?.next_count_capped ?? false;
  const paginatingGroup = q.isFetching;
  const column = props.view === 'column';
  return (
    <Box
      component="section"
      aria-label={groupLabel(groupKey)}
      sx={
        column
          ? { minWidth: 260, flex: '0 0 280px', bgcolor: 'action.hover', borderRadius: 2, p: 1.5 }
          : {}
      }
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {groupLabel(groupKey)}
        <Typography component="span" color="text.secondary" sx={{ ml: 1, fontWeight: 400 }}>
          {cappedCountText(sites.length + remaining, capped)}
        </Typography>
      </Typography>
      {sites.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {groupEmpty(groupKey)}
        </Typography>
      ) : (
        <Box sx={column ? { display: 'grid', gap: 1.5 } : SITE_GRID_SX}>
          {sites.map((s) => (
            <SiteCard
              key={s.id}
              companyId={props.companyId}
              site={s}
              units={props.units}
              progressSync={props.progressSync}
            />
          ))}
        </Box>
      )}
      {remaining > 0 && (
        <LoadMoreButton
          busy={paginatingGroup}
          remaining={remaining}
          capped={capped}
          onClick={() => (more ? void q.fetchNextPage() : setMore(true))}
        />
      )}
    </Box>
  );
}

function Grouped(props: SitesSectionProps & { groupBy: SiteGroupBy }) {
  const { t } = useTranslation('sites');
  const q = useQuery(
    groupedSitesQueryOptions(props.companyId, props.filters, props.groupBy, SITES_PAGE_SIZE),
  );
  useFetchErrorToast(q.error);
  if (q.isPending) return <Skeletons />;
  const grouping = q.isFetching && q.isPlaceholderData;
  const groups = q.data?.groups ?? {};
  const column = props.view === 'column';
  return (
    <Box aria-busy={grouping}>
      {grouping && <LinearProgress sx={{ mb: 1 }} aria-label={t('list.grouping')} />}
      <Stack
        direction={column ? 'row' : 'column'}
        spacing={column ? 2 : 3}
        sx={column ? { overflowX: 'auto', pb: 1, alignItems: 'flex-start' } : {}}
      >
        {groupKeys(props.groupBy).map((k) => (
          <GroupSection
            key={`${k}:${JSON.stringify(props.filters)}`}
            props={props}
            groupBy={props.groupBy}
            groupKey={k}
            first={groups[k]}
          />
        ))}
      </Stack>
    </Box>
  );
}

export function SitesSection(props: SitesSectionProps) {
  return props.groupBy ? <Grouped {...props} groupBy={props.groupBy} /> : <Ungrouped {...props} />;
}
