// AirspaceAdvisory (public; the sidebar shows only when signed in): a map with the zones the
// brand's rules draw around aerodromes and the imported zones; click anywhere, type coordinates or (signed in) pick one of your sites, and the
// advisory, the 48-hour go/no-go, daylight and weather of that point appear beside it, in the
// user's units. The sites come from the route (features never import each other). Super Admins
// get a link to the zone import page.
import {
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { parseCoordinates } from '../../../lib/map/parse-coordinates.ts';
import { SiteMap } from '../../../lib/map/site-map.tsx';
import { isSuperAdmin, useCurrentUser } from '../../../lib/session.ts';
import { useAdvisory, useForecast, useZonesNear, type LngLat } from '../api/airspace-api.ts';
import { isBboxDrawable, useAerodromeZones, type Bbox } from '../api/get-aerodrome-zones.ts';
import { AerodromeZonesLegend } from './aerodrome-zones-legend.tsx';
import { advisoryMapLayers } from './advisory-map-layers.ts';
import { AdvisoryPanel } from './advisory-panel.tsx';
import { GoNoGoTimeline } from './go-no-go-timeline.tsx';
import { useUnits } from './use-units.ts';

/** One of the signed-in user's sites, to pick instead of clicking. */
export type AdvisorySite = { id: string; name: string; location: LngLat };

const DEFAULT_HEIGHT_M = 60;

/** The map's view as a box, within the world's coordinates (MapLibre wraps past ±180°). */
function viewOf(map: MapLibreMap): Bbox {
  const b = map.getBounds();
  const clamp = (v: number, m: number) => Math.max(-m, Math.min(m, v));
  return [
    clamp(b.getWest(), 180),
    clamp(b.getSouth(), 90),
    clamp(b.getEast(), 180),
    clamp(b.getNorth(), 90),
  ];
}

export function AirspaceAdvisoryPage({
  sites,
  sitesLoading = false,
}: {
  /** The signed-in user's sites in the active workspace; undefined when signed out. */
  sites?: readonly AdvisorySite[] | undefined;
  sitesLoading?: boolean;
} = {}) {
  const { t } = useTranslation('airspace');
  const [point, setPoint] = useState<LngLat | null>(null);
  // Typed coordinates and picked sites move the map there; a click leaves the view alone.
  const [focus, setFocus] = useState<LngLat | null>(null);
  const [site, setSite] = useState<AdvisorySite | null>(null);
  const units = useUnits();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [heightM, setHeightM] = useState(DEFAULT_HEIGHT_M);
  const advisory = useAdvisory(point, heightM);
  const forecast = useForecast(point, heightM);
  const zones = useZonesNear(point);
  // The map's view, for the rule-drawn aerodrome zones (null until the map has loaded).
  const [view, setView] = useState<Bbox | null>(null);
  const aerodromeZones = useAerodromeZones(view);
  const layerGroups = useMemo(
    () => advisoryMapLayers({ aerodromeZones: aerodromeZones.data, zones: zones.data, point }),
    [aerodromeZones.data, zones.data, point],
  );
  const cleanup = useRef<(() => void) | null>(null);
  const user = useCurrentUser();

  const onMapReady = useCallback((map: MapLibreMap | null) => {
    cleanup.current?.();
    cleanup.current = null;
    if (!map) return;
    const onClick = (e: MapMouseEvent) => {
      setPoint([e.lngLat.lng, e.lngLat.lat]);
      setSite(null);
      setText(`${e.lngLat.lat.toFixed(5)}, ${e.lngLat.lng.toFixed(5)}`);
      setError(null);
    };
    const onMoveEnd = () => setView(viewOf(map));
    map.on('click', onClick);
    map.on('moveend', onMoveEnd);
    setView(viewOf(map));
    cleanup.current = () => {
      map.off('click', onClick);
      map.off('moveend', onMoveEnd);
    };
  }, []);

  const go = () => {
    const parsed = parseCoordinates(text);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(null);
    setSite(null);
    setPoint([parsed.lng, parsed.lat]);
    setFocus([parsed.lng, parsed.lat]);
  };

  const pickSite = (picked: AdvisorySite | null) => {
    setSite(picked);
    if (!picked) return;
    setPoint(picked.location);
    setFocus(picked.location);
    setText(`${picked.location[1].toFixed(5)}, ${picked.location[0].toFixed(5)}`);
    setError(null);
  };
  const fitKey = focus ? focus.join(',') : 'none';
  const focusGeometries = useMemo(
    () => (focus ? [{ type: 'Point' as const, coordinates: focus }] : []),
    [focus],
  );

  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('page.title')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(320px, 2fr)' },
        }}
      >
        <Box>
          {sites && (
            <Autocomplete
              size="small"
              sx={{ mb: 1 }}
              options={sites}
              loading={sitesLoading}
              value={site}
              onChange={(_, v) => pickSite(v)}
              getOptionLabel={(o) => o.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              noOptionsText={t('page.noSites')}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('page.yourSite')}
                  slotProps={{
                    htmlInput: { ...params.inputProps, 'data-testid': 'advisory-site' },
                  }}
                />
              )}
            />
          )}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ mb: 1 }}
            component="form"
            onSubmit={(e) => {
              e.preventDefault();
              go();
            }}
          >
            <TextField
              size="small"
              label={t('page.coordinates')}
              value={text}
              onChange={(e) => setText(e.target.value)}
              error={error !== null}
              helperText={error ?? t('page.orClick')}
              sx={{ flex: 1 }}
            />
            <TextField
              size="small"
              type="number"
              label={t('page.heightM')}
              value={heightM}
              onChange={(e) => setHeightM(Math.min(500, Math.max(0, Number(e.target.value) || 0)))}
              sx={{ width: 120 }}
            />
            <Button type="submit" variant="contained">
              {t('page.check')}
            </Button>
          </Stack>
          <SiteMap
            label={t('page.map')}
            height={{ xs: 360, md: 'min(70vh, 640px)' }}
            geometries={focusGeometries}
            fitKey={fitKey}
            layerGroups={layerGroups}
            onMapReady={onMapReady}
          />
          {view && (
            <AerodromeZonesLegend data={aerodromeZones.data} tooWide={!isBboxDrawable(view)} />
          )}
        </Box>
        <Card variant="outlined">
          <CardContent>
            {!point && <Typography sx={{ color: 'text.secondary' }}>{t('page.intro')}</Typography>}
            {point && advisory.isPending && <Skeleton variant="rounded" height={200} />}
            {advisory.isError && <Typography color="error">{advisory.error.message}</Typography>}
            {advisory.data && <AdvisoryPanel advisory={advisory.data} />}
            {forecast.data && (
              <Box sx={{ mt: 2 }}>
                <Typography variant="subtitle1">{t('page.next48')}</Typography>
                <GoNoGoTimeline forecast={forecast.data} units={units} />
              </Box>
            )}
          </CardContent>
        </Card>
      </Box>
      {user && isSuperAdmin(user) && (
        <Button component={RouterLink} to={paths.airspaceZones.href()} sx={{ mt: 2 }}>
          {t('page.manageZones')}
        </Button>
      )}
    </Box>
  );
}
