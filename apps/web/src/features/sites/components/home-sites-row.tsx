// Home dashboard Sites row (feature-areas §2 "Sites row"): My Sites, status and created-between
// filters (saved per workspace as homepage_site_filters), Upload Site, Draw Site, View All, a
// horizontally scrolling row of up to 10 cards with left/right buttons.
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Event from '@mui/icons-material/Event';
import {
  Box,
  Button,
  Card,
  FormControlLabel,
  IconButton,
  MenuItem,
  Popover,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import {
  DEFAULT_UNIT_PREFERENCES,
  HOME_SITES_PAGE_SIZE,
  HOME_STATUS_NONE,
  homeSiteListFilters,
  type TCreatedBetween,
} from '@sortie/domain';
import { SITE_STATUSES, type TSiteStatus } from '@sortie/domain/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { isCancelled } from '../../../lib/api-client.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useWorkspacePreferences } from '../../../lib/use-workspace-preferences.ts';
import { useProgressSync } from '../api/progress-sync.ts';
import { flattenPages, sitesListQueryOptions } from '../api/get-sites.ts';
import { createdBetweenLabel } from '../utils/site-filters.ts';
import { statusLabel } from '../utils/site-format.ts';
import { CreatedBetweenPicker } from './created-between-picker.tsx';
import { ProUpsellDialog } from './message-dialog.tsx';
import { SiteCard } from './site-card.tsx';
import { SiteCardSkeleton } from './site-list-states.tsx';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/i18n.ts';

export const SCROLL_RECHECK_MS = 750;
const CARD_WIDTH = 248;
/**
 * Each card starts at CARD_WIDTH and grows to share a row that has room to spare (four sites on a
 * wide screen fill the row instead of leaving an empty fifth slot), up to a width where a card
 * still reads as a card; past the row's width the cards keep CARD_WIDTH and scroll.
 */
export const SITE_SLOT_SX = {
  flex: `1 0 ${CARD_WIDTH}px`,
  maxWidth: 'min(85vw, 360px)',
} as const;

function useScrollButtons() {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState({ left: false, right: false });
  const check = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    setState({
      left: el.scrollLeft > 1,
      right: el.scrollLeft + el.clientWidth < el.scrollWidth - 1,
    });
  }, []);
  useEffect(() => {
    check();
    window.addEventListener('resize', check);
    return () => window.removeEventListener('resize', check);
  }, [check]);
  const scroll = (dir: -1 | 1) => {
    const el = ref.current;
    if (!el) return;
    el.scrollBy({ left: dir * Math.max(CARD_WIDTH, el.clientWidth * 0.8), behavior: 'smooth' });
    setTimeout(check, SCROLL_RECHECK_MS);
  };
  return { ref, state, check, scroll };
}

export function HomeSitesRow({ companyId }: { companyId: string }) {
  const { t } = useTranslation('sites');
  const user = useCurrentUser();
  const [prefs, updatePrefs] = useWorkspacePreferences(companyId);
  const progressSync = useProgressSync(companyId);
  const [upsell, setUpsell] = useState(false);
  const [dateAnchor, setDateAnchor] = useState<HTMLElement | null>(null);
  const home = prefs.homepage_site_filters;
  const status = progressSync ? home.status : HOME_STATUS_NONE;
  const createdBetween: TCreatedBetween | null = home.created_between[0] ?? null;
  const filters = useMemo(() => {
    const f = homeSiteListFilters({ ...home, status }, user?.id ?? '');
    return {
      status: f.status as TSiteStatus[] | null,
      created_between: f.created_between,
      created_by: f.created_by,
    };
  }, [home, status, user?.id]);
  const q = useInfiniteQuery(sitesListQueryOptions(companyId, filters, HOME_SITES_PAGE_SIZE));
  useEffect(() => {
    if (q.error && !isCancelled(q.error)) notifyError(i18n.t('sites:list.fetchFailed'));
  }, [q.error]);
  const first = q.data?.pages[0];
  const sites = flattenPages(q.data?.pages.slice(0, 1)).filter(
    (s) => !home.my_sites || !s.sample_data,
  );
  const { ref, state, check, scroll } = useScrollButtons();
  // Re-measure when the loading cards give way to the answer (both may be zero sites long).
  useEffect(check, [check, sites.length, q.isPending]);
  // Nothing to scroll to without cards, whatever the last measure said.
  const arrows = !q.isPending && sites.length > 0;
  const anyFilter = home.my_sites || status !== HOME_STATUS_NONE || createdBetween !== null;
  const setHome = (patch: Partial<typeof home>) =>
    updatePrefs({ homepage_site_filters: { ...home, ...patch } });

  if (!user) return null;
  return (
    <Card
      component="section"
      aria-labelledby="home-sites-heading"
      data-testid="home-sites"
      sx={{ p: { xs: 2, sm: 2.5 } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography
          id="home-sites-heading"
          variant="h6"
          component="h2"
          sx={{ fontSize: 18, fontWeight: 700, mr: 1 }}
        >
          {t('list.sites')}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={home.my_sites}
              onChange={(e) => setHome({ my_sites: e.target.checked })}
            />
          }
          label={t('list.mySites')}
        />
        <TextField
          select
          size="small"
          fullWidth={false}
          label={t('details.status')}
          value={status}
          onChange={(e) => {
            if (!progressSync) setUpsell(true);
            else setHome({ status: e.target.value });
          }}
          sx={{ width: 160 }}
        >
          <MenuItem value={HOME_STATUS_NONE}>{t('list.allStatuses')}</MenuItem>
          {SITE_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {statusLabel(s)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          size="small"
          color={createdBetween ? 'primary' : 'inherit'}
          variant="outlined"
          startIcon={<Event />}
          onClick={(e) => setDateAnchor(e.currentTarget)}
          sx={{ display: { xs: 'none', md: 'inline-flex' }, borderColor: 'divider' }}
        >
          {createdBetween ? createdBetweenLabel(createdBetween) : t('filters.createdBetween')}
        </Button>
        <Popover
          open={dateAnchor !== null}
          anchorEl={dateAnchor}
          onClose={() => setDateAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          slotProps={{ paper: { sx: { width: 360 } } }}
        >
          <CreatedBetweenPicker
            presets={['-1d', '-7d', '-30d']}
            value={createdBetween}
            onChange={(v) => {
              setHome({ created_between: v ? [v] : [] });
              setDateAnchor(null);
            }}
          />
        </Popover>
        <Box sx={{ flex: 1 }} />
        <Button
          component={Link}
          to={paths.siteDetails.href(companyId, 'new', 'upload')}
          variant="contained"
          size="small"
        >
          {t('create.upload')}
        </Button>
        <Button
          component={Link}
          to={paths.siteDetails.href(companyId, 'new', 'draw')}
          variant="outlined"
          size="small"
        >
          {t('create.draw')}
        </Button>
        {first && first.next_count > 0 && (
          <Button component={Link} to={paths.sites.href(companyId)} size="small">
            {t('list.viewAll')}
          </Button>
        )}
      </Stack>
      <Box sx={{ position: 'relative' }}>
        <Box
          ref={ref}
          onScroll={check}
          role="list"
          aria-label={t('list.sites')}
          sx={{
            display: 'flex',
            gap: 2,
            overflowX: 'auto',
            scrollbarWidth: 'none',
            pb: 0.5,
            '&::-webkit-scrollbar': { display: 'none' },
          }}
        >
          {q.isPending
            ? Array.from({ length: 5 }, (_, i) => (
                <Box key={i} sx={SITE_SLOT_SX}>
                  <SiteCardSkeleton />
                </Box>
              ))
            : sites.map((s) => (
                <Box key={s.id} role="listitem" sx={SITE_SLOT_SX}>
                  <SiteCard
                    companyId={companyId}
                    site={s}
                    units={user.unit_preferences ?? DEFAULT_UNIT_PREFERENCES}
                    progressSync={progressSync}
                  />
                </Box>
              ))}
        </Box>
        {!q.isPending && sites.length === 0 && (
          <Box sx={{ textAlign: 'center', py: 4 }}>
            {anyFilter ? (
              <Typography color="text.secondary">{t('list.noneForFilter')}</Typography>
            ) : (
              <>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  {t('list.noneYet')}
                </Typography>
                <Button
                  component={Link}
                  to={paths.siteDetails.href(companyId, 'new', 'draw')}
                  variant="contained"
                >
                  {t('list.create')}
                </Button>
              </>
            )}
          </Box>
        )}
        {arrows && state.left && (
          <IconButton
            aria-label={t('list.scrollLeft')}
            onClick={() => scroll(-1)}
            sx={{
              position: 'absolute',
              left: -8,
              top: 60,
              bgcolor: 'background.paper',
              boxShadow: 2,
              '&:hover': { bgcolor: 'background.paper' },
            }}
          >
            <ChevronLeft />
          </IconButton>
        )}
        {arrows && state.right && (
          <IconButton
            aria-label={t('list.scrollRight')}
            onClick={() => scroll(1)}
            sx={{
              position: 'absolute',
              right: -8,
              top: 60,
              bgcolor: 'background.paper',
              boxShadow: 2,
              '&:hover': { bgcolor: 'background.paper' },
            }}
          >
            <ChevronRight />
          </IconButton>
        )}
      </Box>
      {upsell && (
        <ProUpsellDialog feature={t('list.upsellStatus')} onClose={() => setUpsell(false)} />
      )}
    </Card>
  );
}
