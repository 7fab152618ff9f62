// Filters of the Sites & Collections page (feature-areas §2): search, Created By, the Filters
// menu (Created Between, Flown By) with a count badge, and Clear Filters.
import FilterList from '@mui/icons-material/FilterList';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import { Badge, Button, Divider, Popover, Stack, Typography } from '@mui/material';
import type { TSiteFilters } from '@sortie/domain';
import { useState } from 'react';
import { useMembers } from '../api/get-members.ts';
import { filtersMenuCount, hasAnyFilter, NO_FILTERS } from '../utils/site-filters.ts';
import { CreatedBetweenPicker } from './created-between-picker.tsx';
import { MemberChecklist } from './member-checklist.tsx';
import { SearchPill } from './search-pill.tsx';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/locale.ts';

function toggle<T extends { id: string }>(list: readonly T[] | null, item: T): T[] | null {
  const has = list?.some((x) => x.id === item.id);
  const next = has ? (list ?? []).filter((x) => x.id !== item.id) : [...(list ?? []), item];
  return next.length > 0 ? next : null;
}

export function FilterBar({
  companyId,
  userId,
  filters,
  onChange,
}: {
  companyId: string;
  userId: string;
  filters: TSiteFilters;
  onChange: (next: TSiteFilters) => void;
}) {
  const { t } = useTranslation('sites');
  const members = useMembers(companyId);
  const [createdByAnchor, setCreatedByAnchor] = useState<HTMLElement | null>(null);
  const [filtersAnchor, setFiltersAnchor] = useState<HTMLElement | null>(null);
  const [searchKey, setSearchKey] = useState(0);
  const count = filtersMenuCount(filters);
  const createdByCount = filters.created_by?.length ?? 0;
  const list = members.data ?? [];

  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <SearchPill
        key={searchKey}
        value={filters.search_query ?? ''}
        onChange={(q) => onChange({ ...filters, search_query: q || null })}
      />
      <Button
        variant="outlined"
        color={createdByCount ? 'primary' : 'inherit'}
        endIcon={<KeyboardArrowDown />}
        onClick={(e) => setCreatedByAnchor(e.currentTarget)}
        aria-haspopup="true"
        sx={{ borderColor: 'divider' }}
      >
        {t('filters.createdBy')}
        {createdByCount ? ` (${formatNumber(createdByCount)})` : ''}
      </Button>
      <Popover
        open={createdByAnchor !== null}
        anchorEl={createdByAnchor}
        onClose={() => setCreatedByAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: 300, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        {members.isError ? (
          <Typography sx={{ p: 2 }} color="error">
            {t('filters.membersFailed')}
          </Typography>
        ) : (
          <MemberChecklist
            members={list}
            currentUserId={userId}
            removedToggle
            selected={filters.created_by?.map((u) => u.id) ?? []}
            onToggle={(m) => onChange({ ...filters, created_by: toggle(filters.created_by, m) })}
          />
        )}
      </Popover>
      <Badge badgeContent={count} color="primary" overlap="rectangular">
        <Button
          variant="outlined"
          color={count ? 'primary' : 'inherit'}
          startIcon={<FilterList />}
          onClick={(e) => setFiltersAnchor(e.currentTarget)}
          aria-haspopup="true"
          aria-label={count ? t('filters.filtersSet', { count }) : t('filters.filters')}
          sx={{ borderColor: 'divider' }}
        >
          {t('filters.filters')}
        </Button>
      </Badge>
      <Popover
        open={filtersAnchor !== null}
        anchorEl={filtersAnchor}
        onClose={() => setFiltersAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 32px)' } } }}
      >
        <CreatedBetweenPicker
          value={filters.created_between}
          onChange={(v) => onChange({ ...filters, created_between: v })}
        />
        <Divider />
        <Typography
          variant="overline"
          color="text.secondary"
          component="h3"
          sx={{ px: 2, pt: 1.5, display: 'block' }}
        >
          {t('filters.flownBy')}
        </Typography>
        <MemberChecklist
          members={list}
          currentUserId={userId}
          selected={filters.pilots?.map((p) => p.id) ?? []}
          onToggle={(m) => onChange({ ...filters, pilots: toggle(filters.pilots, { id: m.id }) })}
        />
      </Popover>
      {hasAnyFilter(filters) && (
        <Button
          onClick={() => {
            setSearchKey((k) => k + 1);
            onChange(NO_FILTERS);
          }}
        >
          {t('filters.clear')}
        </Button>
      )}
    </Stack>
  );
}
