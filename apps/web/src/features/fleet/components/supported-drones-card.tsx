// The home Supported Drones card (feature-areas §2): the title '70+ Supported Drones' while it is
// true, an auto-scrolling carousel of the catalogue that pauses for 3 s after a click, a search
// (300 ms debounce, trimmed, case-insensitive) with its empty text, and the details dialog.
import type { TDroneAsset } from '@sortie/domain/contracts';
import FlightOutlined from '@mui/icons-material/FlightOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import {
  Box,
  ButtonBase,
  Card,
  CardContent,
  InputAdornment,
  Skeleton,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { DASHBOARD_CARD_PADDING, DashboardCardHeader } from '../../../lib/dashboard-card.tsx';
import { useCatalogueDrones as useDrones } from '../api/catalogue.ts';
import { searchDrones, supportedTitle } from '../utils/drone-details.ts';
import { DroneDetailsDialog } from './drone-details-dialog.tsx';
import { useTranslation } from 'react-i18next';

const PAUSE_AFTER_CLICK_MS = 3000;
const DEBOUNCE_MS = 300;
const STEP_PX = 1;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return debounced;
}

/** Scrolls the row slowly and loops; paused while `pausedUntil` is in the future or on hover. */
function useAutoScroll(
  ref: React.RefObject<HTMLDivElement | null>,
  pausedUntil: React.RefObject<number>,
) {
  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    let hovering = false;
    const el = ref.current;
    const enter = () => (hovering = true);
    const leave = () => (hovering = false);
    el?.addEventListener('pointerenter', enter);
    el?.addEventListener('pointerleave', leave);
    const tick = () => {
      const row = ref.current;
      if (row && !hovering && Date.now() >= pausedUntil.current) {
        const end = row.scrollWidth - row.clientWidth;
        row.scrollLeft = row.scrollLeft >= end - 1 ? 0 : row.scrollLeft + STEP_PX;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      el?.removeEventListener('pointerenter', enter);
      el?.removeEventListener('pointerleave', leave);
    };
  }, [ref, pausedUntil]);
}

export function SupportedDronesCard() {
  const { t } = useTranslation('fleet');
  const drones = useDrones();
  const [query, setQuery] = useState('');
  const debounced = useDebounced(query, DEBOUNCE_MS);
  const [open, setOpen] = useState<TDroneAsset | null>(null);
  const row = useRef<HTMLDivElement | null>(null);
  const pausedUntil = useRef(0);
  useAutoScroll(row, pausedUntil);
  const all = drones.data ?? [];
  const shown = searchDrones(all, debounced);
  return (
    <Card
      component="section"
      aria-label={t('supported.title')}
      data-testid="supported-drones-card"
      sx={{ height: '100%' }}
    >
      <CardContent sx={{ p: DASHBOARD_CARD_PADDING }}>
        <DashboardCardHeader
          icon={FlightOutlined}
          title={drones.data ? supportedTitle(all.length) : t('supported.title')}
        />
        <TextField
          size="small"
          fullWidth
          sx={{ mt: 2 }}
          placeholder={t('supported.searchPlaceholder')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': t('supported.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Box
          ref={row}
          onPointerDown={() => (pausedUntil.current = Date.now() + PAUSE_AFTER_CLICK_MS)}
          sx={{
            display: 'flex',
            gap: 1.5,
            overflowX: 'auto',
            // Padding inside the scroller (its clip box) so the first and last cards' borders and
            // focus rings are never cut; the negative margin keeps them in line with the search.
            px: 0.5,
            mx: -0.5,
            pt: 2,
            pb: 1,
            scrollbarWidth: 'thin',
            // The card cut by the right edge fades out, so the row reads as "more this way".
            maskImage: 'linear-gradient(to right, #000 calc(100% - 32px), transparent)',
          }}
          data-testid="drone-carousel"
        >
          {drones.isLoading &&
            Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} variant="rounded" width={140} height={92} sx={{ flex: 'none' }} />
            ))}
          {drones.data && shown.length === 0 && (
            <Typography color="text.secondary" sx={{ py: 3 }}>
              {t('supported.none')}
            </Typography>
          )}
          {shown.map((d) => (
            <ButtonBase
              key={d.id}
              onClick={() => setOpen(d)}
              sx={{
                flex: 'none',
                width: 140,
                height: 92,
                p: 1,
                borderRadius: 2,
                border: 1,
                borderColor: 'divider',
                flexDirection: 'column',
                justifyContent: 'center',
                textAlign: 'center',
              }}
            >
              <FlightOutlined sx={{ color: 'text.secondary' }} aria-hidden />
              <Typography variant="body2" fontWeight={600} sx={{ lineHeight: 1.2, mt: 0.5 }}>
                {d.model_name}
              </Typography>
            </ButtonBase>
          ))}
        </Box>
      </CardContent>
      <DroneDetailsDialog drone={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
