// "Search sites or go to coordinates" on the map (issue 10 §6): coordinates fly there and drop a
// marker; any other text searches the workspace's own sites by name (the page supplies the
// search) and a chosen site fits the view. Errors are one sentence under the box.
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  InputAdornment,
  List,
  ListItemButton,
  ListItemText,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import maplibregl, { type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLatLng, looksLikeCoordinates, parseCoordinates } from './parse-coordinates.ts';

export interface MapSearchHit {
  id: string;
  name: string;
  bbox: readonly [number, number, number, number];
}

export type MapSiteSearch = (query: string, signal: AbortSignal) => Promise<MapSearchHit[]>;

/** Zoom for a typed coordinate: close enough to draw a field. */
export const GOTO_ZOOM = 16;

export function MapSearch({ map, searchSites }: { map: MapLibreMap; searchSites?: MapSiteSearch }) {
  const { t } = useTranslation('shell');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [hits, setHits] = useState<MapSearchHit[] | null>(null);
  const markerRef = useRef<maplibregl.Marker | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      markerRef.current?.remove();
      abortRef.current?.abort();
    },
    [],
  );

  const goTo = (lng: number, lat: number) => {
    markerRef.current?.remove();
    markerRef.current = new maplibregl.Marker({ color: '#d84315' })
      .setLngLat([lng, lat])
      .addTo(map);
    map.jumpTo({ center: [lng, lat], zoom: Math.max(map.getZoom(), GOTO_ZOOM) });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = text.trim();
    setHits(null);
    if (!q) return setError(null);
    if (looksLikeCoordinates(q) || !searchSites) {
      const c = parseCoordinates(q);
      if (!c.ok) return setError(c.error);
      setError(null);
      setText(formatLatLng(c.lat, c.lng));
      return goTo(c.lng, c.lat);
    }
    abortRef.current?.abort();
    const ctrl = new AbortController();
    abortRef.current = ctrl;
    setError(null);
    searchSites(q, ctrl.signal)
      .then((found) => {
        if (ctrl.signal.aborted) return;
        if (found.length === 0) setError(t('mapCanvas.search.noMatch', { query: q }));
        else if (found.length === 1) fit(found[0]!);
        else setHits(found);
      })
      .catch(() => {
        if (!ctrl.signal.aborted) setError(t('mapCanvas.search.failed'));
      });
  };

  const fit = (hit: MapSearchHit) => {
    setHits(null);
    setText(hit.name);
    const [w, s, e, n] = hit.bbox;
    map.fitBounds([w, s, e, n], { padding: 48, maxZoom: 17, duration: 0 });
  };

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{ position: 'absolute', top: 8, left: 8, width: { xs: 'calc(100% - 16px)', sm: 300 } }}
    >
      <Paper elevation={2} sx={{ borderRadius: 1.5 }}>
        <TextField
          size="small"
          fullWidth
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          placeholder={
            searchSites ? t('mapCanvas.search.placeholderSites') : t('mapCanvas.search.placeholder')
          }
          slotProps={{
            htmlInput: {
              'aria-label': searchSites
                ? t('mapCanvas.search.labelSites')
                : t('mapCanvas.search.label'),
              maxLength: 200,
            },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Paper>
      {error && (
        <Paper elevation={2} sx={{ mt: 0.5, px: 1.5, py: 1 }}>
          <Typography role="alert" variant="body2" color="error">
            {error}
          </Typography>
        </Paper>
      )}
      {hits && (
        <Paper elevation={2} sx={{ mt: 0.5, maxHeight: 240, overflow: 'auto' }}>
          <List dense aria-label={t('mapCanvas.search.matches')}>
            {hits.map((h) => (
              <ListItemButton key={h.id} onClick={() => fit(h)}>
                <ListItemText primary={h.name} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
    </Box>
  );
}
