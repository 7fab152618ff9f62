// The home Data Check card (feature-areas §2): the line, the button to the tool, and a carousel
// of three slides cycling every 15 s, shown only when the card is at least 700 px wide (measured
// with a ResizeObserver: the card sits in a two-column row, so the window width does not tell).
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { DASHBOARD_CARD_PADDING, DashboardCardHeader } from '../../../lib/dashboard-card.tsx';

export const CAROUSEL_MS = 15_000;
export const CAROUSEL_MIN_WIDTH = 700;

/** The slides, as keys under dataCheck:home.slides (title and text each). */
export const SLIDES = ['steps', 'calm', 'save'] as const;

export function DataCheckHomeCard() {
  const { t } = useTranslation('dataCheck');
  const ref = useRef<HTMLDivElement>(null);
  const [wide, setWide] = useState(false);
  const [slide, setSlide] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([entry]) =>
      setWide((entry?.contentRect.width ?? 0) >= CAROUSEL_MIN_WIDTH),
    );
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  useEffect(() => {
    if (!wide) return;
    const id = setInterval(() => setSlide((s) => (s + 1) % SLIDES.length), CAROUSEL_MS);
    return () => clearInterval(id);
  }, [wide]);
  const current = SLIDES[slide]!;
  const title = (k: (typeof SLIDES)[number]) => t(`home.slides.${k}.title`);
  return (
    <Card
      component="section"
      aria-label={t('title')}
      ref={ref}
      data-testid="data-check-home-card"
      sx={{ height: '100%' }}
    >
      <Stack direction="row" sx={{ height: '100%' }}>
        {/* The dashboard card's header and padding, the button at the foot like its neighbours. */}
        <CardContent
          sx={{
            flex: 1,
            minWidth: 0,
            p: DASHBOARD_CARD_PADDING,
            display: 'flex',
            flexDirection: 'column',
          }}
        >
          <DashboardCardHeader icon={FactCheckOutlined} title={t('title')} tone="success" />
          <Typography color="text.secondary" sx={{ mt: 1.5, flex: 1, lineHeight: 1.6 }}>
            {t('home.line')}
          </Typography>
          <Box sx={{ mt: 2.5 }}>
            <Button component={Link} to={paths.dataVerification.href()} variant="contained">
              {t('home.button')}
            </Button>
          </Box>
        </CardContent>
        {wide && (
          <Box
            data-testid="data-check-carousel"
            aria-roledescription="carousel"
            aria-live="off"
            sx={{
              flex: 1,
              p: 2,
              bgcolor: 'action.hover',
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'center',
            }}
          >
            <Typography variant="subtitle1" component="p" fontWeight={600}>
              {title(current)}
            </Typography>
            <Typography variant="body2">{t(`home.slides.${current}.text`)}</Typography>
            <Stack direction="row" spacing={0.5} sx={{ mt: 1 }}>
              {SLIDES.map((s, i) => (
                <Box
                  key={s}
                  component="button"
                  aria-label={t('home.slide', { n: i + 1, title: title(s) })}
                  aria-current={i === slide}
                  onClick={() => setSlide(i)}
                  sx={{
                    width: 10,
                    height: 10,
                    p: 0,
                    border: 0,
                    borderRadius: '50%',
                    cursor: 'pointer',
                    bgcolor: i === slide ? 'primary.main' : 'action.disabled',
                  }}
                />
              ))}
            </Stack>
          </Box>
        )}
      </Stack>
    </Card>
  );
}
