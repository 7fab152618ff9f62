// The home Live Streams row (feature-areas §2): at most 2 streams of the last 7 days, live first
// then newest; a live one opens its private page, an ended one its recording. 'View all streams
// and recordings'; beside them a feature carousel, only when the row is at least 700 px wide,
// cycling every 10 s. Empty: 'No Live Drone Streams' and how to go live.
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

/** feature-areas §9: the stream carousel shows from 700 px and turns every 10 s. */
export const CAROUSEL_MIN_WIDTH = 700;
export const CAROUSEL_INTERVAL_MS = 10_000;

const SLIDES = [
  {
    title: 'Interactive communication',
    text: 'Talk to the pilot, point at things on the video and steer the camera from the browser.',
  },
  {
    title: 'AI analytics',
    text: 'Detect people, vehicles and assets in the live video as it arrives.',
  },
  {
    title: 'High quality streaming',
    text: 'Low-delay HD video to every viewer, and cloud recordings to watch again.',
  },
];

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
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  const slide = SLIDES[index]!;
  return (
    <Card variant="outlined" data-testid="streams-carousel" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" fontWeight={700} aria-live="polite">
          {slide.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {slide.text}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ mt: 1.5 }} role="tablist">
          {SLIDES.map((s, i) => (
            <Box
              key={s.title}
              component="button"
              type="button"
              role="tab"
              aria-selected={i === index}
              aria-label={s.title}
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
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={href} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
            <Chip
              size="small"
              color={live ? 'error' : 'default'}
              label={live ? 'LIVE' : stream.recording?.state === 'ready' ? 'Recording' : 'Ended'}
            />
            <Typography variant="subtitle1" noWrap sx={{ flexGrow: 1 }}>
              {stream.title}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" noWrap>
            {stream.host.name ?? 'Unknown host'} ·{' '}
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
  return (
    <Box component="section" aria-label="Live Streams" data-testid="home-streams" ref={ref}>
      <DashboardRowTitle
        action={
          <Button component={RouterLink} to={props.viewAllHref}>
            View all streams and recordings
          </Button>
        }
      >
        Live Streams
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
          {streams.isError && <Typography color="error">Unable to fetch livestreams!</Typography>}
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
                    <Typography fontWeight={600}>No Live Drone Streams</Typography>
                    <Typography variant="body2" color="text.secondary">
                      Go live from the field using the Android app v2023.11 or higher.
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
