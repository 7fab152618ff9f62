// The home Live Streams row (feature-areas §2): at most 2 streams of the last 7 days, live first
// then newest; a live one opens its private page, an ended one its recording. 'View all streams
// and recordings'; beside them a feature carousel, only when the row is at least 700 px wide,
// cycling every 10 s. Empty: 'No Live Drone Streams' and how to go live. A failed list is the
// error toast of feature-areas §8, as the other home rows say it, and the row keeps its title.
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import type { TStream } from '@sortie/domain/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { HOME_STREAMS_MAX, useHomeStreams } from '../api/streams.ts';
import { DashboardRowTitle } from '../../../lib/dashboard-card.tsx';
import { notifyError } from '../../../lib/notify.ts';
import { useTranslation } from 'react-i18next';

/** feature-areas §9: the stream carousel shows from 700 px and turns every 10 s. */
export const CAROUSEL_MIN_WIDTH = 700;
export const CAROUSEL_INTERVAL_MS = 10_000;

/** Catalogue keys of the carousel's slides (home.slides.<key>.title and .text). */
const SLIDES = ['interactive', 'ai', 'quality'] as const;

/** The width of an element, kept current with a ResizeObserver. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export function FeatureCarousel() {
  const [index, setIndex] = useState(0);
  const { t } = useTranslation('streams');
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  const slide = SLIDES[index]!;
  return (
    <Card variant="outlined" data-testid="streams-carousel" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" fontWeight={700} aria-live="polite">
          {t(`home.slides.${slide}.title`)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(`home.slides.${slide}.text`)}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ mt: 1.5 }} role="tablist">
          {SLIDES.map((s, i) => (
            <Box
              key={s}
              component="button"
              type="button"
              role="tab"
              aria-selected={i === index}
              aria-label={t(`home.slides.${s}.title`)}
              onClick={() => setIndex(i)}
              sx={{
                width: 8,
                height: 8,
                p: 0,
                border: 0,
                borderRadius: '50%',
                cursor: 'pointer',
                bgcolor: i === index ? 'primary.main' : 'action.disabled',
              }}
            />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function StreamCard({ stream, href }: { stream: TStream; href: string }) {
  const live = stream.status === 'live';
  const { t } = useTranslation('streams');
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={href} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
            <Chip
              size="small"
              color={live ? 'error' : 'default'}
              label={
                live
                  ? t('status.live')
                  : stream.recording?.state === 'ready'
                    ? t('status.recording')
                    : t('status.ended')
              }
            />
            <Typography variant="subtitle1" noWrap sx={{ flexGrow: 1 }}>
              {stream.title}
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }} noWrap>
            {stream.host.name ?? t('unknownHost')} ·{' '}
            {new Date(stream.start_time ?? stream.created_at).toLocaleString()}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function HomeStreamsRow(props: {
  companyId: string;
  hrefOf: (stream: TStream) => string;
  viewAllHref: string;
}) {
  const streams = useHomeStreams(props.companyId);
  const [ref, width] = useWidth<HTMLDivElement>();
  const list = streams.data ?? [];
  const { t } = useTranslation('streams');
  useEffect(() => {
    if (streams.isError) notifyError(t('fetchListFailed'));
  }, [streams.isError, t]);
  return (
    <Box component="section" aria-label={t('home.title')} data-testid="home-streams" ref={ref}>
      <DashboardRowTitle
        action={
          <Button component={RouterLink} to={props.viewAllHref}>
            {t('home.viewAll')}
          </Button>
        }
      >
        {t('home.title')}
      </DashboardRowTitle>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: width >= CAROUSEL_MIN_WIDTH ? '2fr 1fr' : '1fr',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {streams.isPending &&
            Array.from({ length: HOME_STREAMS_MAX }, (_, i) => (
              <Skeleton key={i} variant="rounded" height={84} />
            ))}
          {streams.data && list.length === 0 && (
            // Centred in its slot: beside the taller feature carousel it would otherwise hang at the top.
            <Card
              variant="outlined"
              sx={{ gridColumn: '1 / -1', display: 'flex', alignItems: 'center' }}
            >
              <CardContent>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <VideocamOutlined color="action" />
                  <Box>
                    <Typography fontWeight={600}>{t('home.emptyTitle')}</Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {t('home.emptyText')}
                    </Typography>
                  </Box>
                </Stack>
              </CardContent>
            </Card>
          )}
          {list.map((stream) => (
            <StreamCard key={stream.id} stream={stream} href={props.hrefOf(stream)} />
          ))}
        </Box>
        {width >= CAROUSEL_MIN_WIDTH && <FeatureCarousel />}
      </Box>
    </Box>
  );
}
