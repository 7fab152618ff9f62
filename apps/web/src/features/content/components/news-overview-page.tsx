// NewsOverview /news (feature-areas §2): published news in pages of 12, newest first. A deep link
// ?newsId= shows that item first and highlights it; the page number lives in ?page=.
import { Alert, Box, Pagination, Skeleton, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notifyError } from '../../../lib/notify.ts';
import { useNewsItem, useNewsPage } from '../api/news.ts';
import { NewsCard } from './news-card.tsx';

const PAGE_SIZE = 12;

export const newsGrid = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

export function NewsOverviewPage() {
  const { t } = useTranslation('content');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const newsId = params.get('newsId');
  const list = useNewsPage({ page, limit: PAGE_SIZE });
  const linked = useNewsItem(newsId);

  useEffect(() => {
    if (list.isError) notifyError(t('news.fetchFailed'));
  }, [list.isError, t]);

  const items = list.data?.news ?? [];
  // The linked item leads the first page, once.
  const shown =
    linked.data && page === 1 ? [linked.data, ...items.filter((n) => n.id !== newsId)] : items;
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;

  return (
    <Box sx={{ px: { xs: 2, sm: 3, md: 5 }, py: { xs: 3, md: 5 }, maxWidth: 1280, mx: 'auto' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: 28, sm: 34 } }}>
        {t('news.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.75, mb: 3 }}>
        {t('news.subtitle')}
      </Typography>
      {newsId && linked.isError && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('news.unavailable')}
        </Alert>
      )}
      <Box sx={newsGrid} data-testid="news-grid">
        {list.isPending
          ? Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} variant="rounded" sx={{ height: 260 }} />
            ))
          : shown.map((item) => (
              <NewsCard key={item.id} item={item} highlighted={item.id === newsId} />
            ))}
      </Box>
      {list.isSuccess && items.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 4, textAlign: 'center' }}>
          {t('news.empty')}
        </Typography>
      )}
      {pages > 1 && (
        <Stack sx={{ mt: 4, alignItems: 'center' }}>
          <Pagination
            count={pages}
            page={page}
            color="primary"
            onChange={(_, p) => {
              const next = new URLSearchParams(params);
              next.set('page', String(p));
              next.delete('newsId');
              setParams(next);
              window.scrollTo({ top: 0 });
            }}
          />
        </Stack>
      )}
    </Box>
  );
}
