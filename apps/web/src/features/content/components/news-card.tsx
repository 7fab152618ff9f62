// A news card (feature-areas §2): thumbnail, title, source, publish date and a Featured Read
// chip. It links out to the article; opening it counts a view.
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import { Box, Card, CardActionArea, Chip, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { TNewsItem } from '@sortie/domain/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/locale.ts';
import { markNewsViewed } from '../api/news.ts';

/** '20 Nov 2026' in the reader's locale (en-IN, or hi-IN: '20 नव॰ 2026'). */
export function formatNewsDate(iso: string): string {
  return formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric' });
}

export function NewsCard({ item, highlighted }: { item: TNewsItem; highlighted?: boolean }) {
  const { t } = useTranslation('content');
  return (
    <Card
      data-testid="news-card"
      id={`news-${item.id}`}
      sx={{
        height: '100%',
        outline: highlighted ? 2 : 0,
        outlineColor: 'primary.main',
        outlineStyle: 'solid',
      }}
    >
      <CardActionArea
        href={item.url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => markNewsViewed(item.id)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box
          sx={{
            position: 'relative',
            aspectRatio: '16 / 9',
            bgcolor: (t) => alpha(t.palette.primary.main, 0.08),
            display: 'grid',
            placeItems: 'center',
            overflow: 'hidden',
          }}
        >
          {item.thumbnail ? (
            <Box
              component="img"
              src={item.thumbnail}
              alt=""
              loading="lazy"
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <NewspaperOutlined sx={{ fontSize: 44, color: 'primary.main', opacity: 0.5 }} />
          )}
          {item.featured && (
            <Chip
              label={t('news.featured')}
              size="small"
              color="secondary"
              sx={{ position: 'absolute', top: 10, left: 10, fontWeight: 600 }}
            />
          )}
        </Box>
        <Stack spacing={0.75} sx={{ p: 2, flexGrow: 1 }}>
          <Typography
            component="h3"
            sx={{
              fontWeight: 600,
              fontSize: 15,
              lineHeight: 1.35,
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {item.title}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Typography variant="body2" color="text.secondary" noWrap>
            {t('news.byline', { source: item.source, date: formatNewsDate(item.publish_date) })}
          </Typography>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
