// The home page's Industry News row (feature-areas §2): 10 items fetched, as many cards as the
// width allows (1, 2, 3, 4 or 6 slots), the last slot a View All tile. Hidden on brands that
// disable news (the home page leaves the row out).
import ArrowForward from '@mui/icons-material/ArrowForward';
import { Box, Card, CardActionArea, Skeleton, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { notifyError } from '../../../lib/notify.ts';
import { useNewsPage } from '../api/news.ts';
import { NewsCard } from './news-card.tsx';
import { DashboardRowTitle } from '../../../lib/dashboard-card.tsx';

/**
 * Slots per breakpoint; news cards fill all but the last, which is View All. On phones the one
 * column holds a card with the View All tile below it, so the row is never just a link.
 */
const SLOTS = { xs: 2, sm: 2, md: 3, lg: 4, xl: 6 } as const;
const columns = Object.fromEntries(
  Object.entries(SLOTS).map(([k, n]) => [k, k === 'xs' ? '1fr' : `repeat(${n}, minmax(0, 1fr))`]),
);
/** Card i shows only where it fits before the View All slot. */
const visibleFrom = (i: number) =>
  Object.fromEntries(Object.entries(SLOTS).map(([k, n]) => [k, i < n - 1 ? 'block' : 'none']));

export function NewsRow() {
  const { t } = useTranslation('content');
  const news = useNewsPage({ page: 1, limit: 10 });
  useEffect(() => {
    if (news.isError) notifyError(t('news.fetchFailed'));
  }, [news.isError, t]);
  if (news.isSuccess && news.data.news.length === 0) return null;

  return (
    <Box component="section" aria-label={t('news.title')} data-testid="home-news">
      <DashboardRowTitle>{t('news.title')}</DashboardRowTitle>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: columns }}>
        {news.isPending
          ? Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} variant="rounded" sx={{ height: 250, display: visibleFrom(i) }} />
            ))
          : (news.data?.news ?? []).map((item, i) => (
              <Box key={item.id} sx={{ display: visibleFrom(i), minWidth: 0 }}>
                <NewsCard item={item} />
              </Box>
            ))}
        <Card sx={{ minHeight: 120 }}>
          <CardActionArea
            component={Link}
            to={paths.news.href()}
            sx={{ height: '100%', display: 'grid', placeItems: 'center', p: 2 }}
          >
            <Box sx={{ textAlign: 'center', color: 'primary.main' }}>
              <ArrowForward />
              <Typography fontWeight={600}>{t('news.viewAll')}</Typography>
            </Box>
          </CardActionArea>
        </Card>
      </Box>
    </Box>
  );
}
