// The MapLibre map itself, loaded lazily (its own chunk) by site-map.tsx. Offline-safe: every
// style carries the Natural Earth fallback basemap shipped with the app under the brand's tiles
// (or the server's own PMTiles basemap), and a chip says so when no base tile could be fetched.
// Furniture: search / go to coordinates, cursor readout, scale bar in the user's units, credits.
import { Box, Chip, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import maplibregl, {
  type GeoJSONSource,
  type Map as MapLibreMap,
  type StyleSpecification,
} from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_UNIT_PREFERENCES } from '@sortie/domain';
import { useBrand } from '../brand.tsx';
import { useCurrentUser } from '../session.ts';
import { CursorReadout } from './cursor-readout.tsx';
import { FALLBACK_BASEMAP_URL, FALLBACK_SOURCE } from './fallback-basemap.ts';
import { MapSearch } from './map-search.tsx';
import { pmtilesStyle } from './pmtiles-style.ts';
import { attachDrawController } from './draw-controller.ts';
import { syncLayerGroups, type MapLayerGroup } from './extra-layers.ts';
import { bboxOf } from './geometry.ts';
import {
  MAP_STYLE_KEYS,
  OVERLAY_SOURCE,
  VERTEX_SOURCE,
  isBaseMapFailure,
  isOverlaySource,
  isTileTemplate,
  plainStyle,
  setFallbackVisible,
  withOverlay,
  type MapStyleKey,
  type OverlayData,
} from './map-style.ts';
import { overlayData } from './overlay-data.ts';
import type { SiteMapProps } from './site-map.tsx';

const STYLE_FETCH_TIMEOUT_MS = 6000;

let pmtilesReady: Promise<void> | null = null;
/** Registers the pmtiles:// protocol once per page (the pmtiles package loads only then). */
function registerPmtiles(): Promise<void> {
  pmtilesReady ??= import('pmtiles').then(({ Protocol }) => {
    maplibregl.addProtocol('pmtiles', new Protocol().tile);
  });
  return pmtilesReady;
}

async function fetchStyle(url: string, signal: AbortSignal): Promise<StyleSpecification> {
  const res = await fetch(url, { signal });
  if (!res.ok) throw new Error(`Style request failed: ${res.status}`);
  return (await res.json()) as StyleSpecification;
}

export default function MapCanvas(props: SiteMapProps) {
  const { geometries, draw, invalid, fitKey, onUnavailable, corridorWidthM } = props;
  const centreRef = useRef(props.onCenterChange);
  centreRef.current = props.onCenterChange;
  const { t } = useTranslation('shell');
  const brand = useBrand();
  const units = useCurrentUser()?.unit_preferences ?? DEFAULT_UNIT_PREFERENCES;
  // The fallback basemap's URL once it is shown (no tiles, the self-hosted extract, or tiles that
  // failed); until then styles carry it empty, so its GeoJSON is not fetched for nothing.
  const fallbackRef = useRef<string | null>(null);
  const [mapObj, setMapObj] = useState<MapLibreMap | null>(null);
  const selfHosted = brand.selfHostedBasemap?.pmtilesUrl ?? null;
  const scaleUnit = units.distance === 'imperial' ? 'imperial' : 'metric';
  const scaleRef = useRef<maplibregl.ScaleControl | null>(null);
  const theme = useTheme();
  const primary = theme.palette.primary.main;
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const dataRef = useRef<OverlayData>(
    overlayData(geometries, { draw: draw?.state, invalid, corridorWidthM }),
  );
  const groupsRef = useRef<readonly MapLayerGroup[]>([]);
  const readyRef = useRef(props.onMapReady);
  readyRef.current = props.onMapReady;
  const drawRef = useRef(draw);
  drawRef.current = draw;
  const [loaded, setLoaded] = useState(false);
  // Said on the container (aria-busy, data-zoom) so people with screen readers and the e2e tests
  // know when the map has settled: loaded, not moving, tiles in, drawing tools listening.
  const [idle, setIdle] = useState(false);
  const [zoom, setZoom] = useState<number | null>(null);
  const [drawReady, setDrawReady] = useState(false);
  const [tilesDown, setTilesDown] = useState(false);
  const available = MAP_STYLE_KEYS.filter(
    (k) => brand.mapStyles[k] || (k === 'default' && selfHosted),
  );
  const [styleKey, setStyleKey] = useState<MapStyleKey | null>(available[0] ?? null);

  // Create the map once.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let map: MapLibreMap;
    try {
      map = new maplibregl.Map({
        container,
        // Water and the overlay; the base-map effect below sets the real style at once.
        style: plainStyle(primary, dataRef.current, null, null),
        center: [...brand.locationCoordinate] as [number, number],
        zoom: brand.defaultZoom,
        attributionControl: { compact: true },
        // No fade-in of new tiles and labels: each fade is a run of full repaints, which cost the
        // main thread most where WebGL is software (decision 421).
        fadeDuration: 0,
      });
    } catch {
      // No WebGL: the wrapper shows the static fallback instead.
      onUnavailable?.();
      return;
    }
    mapRef.current = map;
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'bottom-right');
    scaleRef.current = new maplibregl.ScaleControl({ unit: scaleUnit, maxWidth: 120 });
    map.addControl(scaleRef.current, 'bottom-left');
    let tileOk = false;
    map.on('sourcedata', (e) => {
      if (e.tile && !isOverlaySource(e.sourceId)) {
        tileOk = true;
        setTilesDown(false);
      }
    });
    map.on('error', (e: { sourceId?: string; tile?: unknown }) => {
      if (isBaseMapFailure(e, tileOk)) setTilesDown(true);
    });
    const reportCentre = () => {
      const c = map.getCenter();
      centreRef.current?.([c.lng, c.lat]);
    };
    map.on('moveend', () => {
      reportCentre();
      setZoom(map.getZoom());
    });
    map.on('movestart', () => setIdle(false));
    map.on('idle', () => setIdle(true));
    map.on('load', () => {
      setLoaded(true);
      setZoom(map.getZoom());
      setMapObj(map);
      reportCentre();
      readyRef.current?.(map);
    });
    // A new base map replaces the style, extra layers included: lay them again.
    map.on('style.load', () => {
      syncLayerGroups(map, groupsRef.current, () => groupsRef.current);
    });
    return () => {
      readyRef.current?.(null);
      mapRef.current = null;
      setMapObj(null);
      map.remove();
    };
    // The map is created once; later prop changes are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Base map: the brand style for the chosen key, or the plain background when there is none.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    // The operator's own basemap wins for 'Map': it is there because outside tiles may not be.
    if (styleKey === 'default' && selfHosted) {
      setTilesDown(false);
      fallbackRef.current = FALLBACK_BASEMAP_URL; // the world around a regional extract
      let current = true;
      void registerPmtiles().then(() => {
        if (!current || mapRef.current !== map) return;
        const style = pmtilesStyle(selfHosted, window.location.origin);
        map.setStyle(withOverlay(style, primary, dataRef.current, fallbackRef.current, true));
      });
      return () => {
        current = false;
      };
    }
    const url = styleKey ? brand.mapStyles[styleKey] : null;
    if (!url) {
      setTilesDown(true);
      fallbackRef.current = FALLBACK_BASEMAP_URL; // the only base map there is
      map.setStyle(plainStyle(primary, dataRef.current, null, fallbackRef.current));
      return;
    }
    setTilesDown(false);
    if (isTileTemplate(url)) {
      map.setStyle(plainStyle(primary, dataRef.current, url, fallbackRef.current));
      return;
    }
    const ctrl = new AbortController();
    const timer = setTimeout(() => ctrl.abort(), STYLE_FETCH_TIMEOUT_MS);
    fetchStyle(url, ctrl.signal)
      .then((style) => {
        if (mapRef.current === map)
          map.setStyle(withOverlay(style, primary, dataRef.current, fallbackRef.current));
      })
      .catch(() => {
        if (ctrl.signal.aborted && mapRef.current !== map) return;
        setTilesDown(true);
        fallbackRef.current = FALLBACK_BASEMAP_URL;
        if (mapRef.current === map)
          map.setStyle(plainStyle(primary, dataRef.current, null, fallbackRef.current));
      })
      .finally(() => clearTimeout(timer));
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [styleKey, brand.mapStyles, primary, selfHosted]);

  // A style whose tiles fail shows the fallback basemap it carries, empty and (vector) hidden
  // until then: its GeoJSON is fetched now, by MapLibre's worker.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded || !tilesDown || !map.isStyleLoaded()) return;
    if (fallbackRef.current === null) {
      fallbackRef.current = FALLBACK_BASEMAP_URL;
      map.getSource<GeoJSONSource>(FALLBACK_SOURCE)?.setData(FALLBACK_BASEMAP_URL);
    }
    setFallbackVisible(map, true);
  }, [tilesDown, loaded]);

  // The scale bar follows a change of the user's distance unit.
  useEffect(() => scaleRef.current?.setUnit(scaleUnit), [scaleUnit]);

  // Overlay data follows the props.
  useEffect(() => {
    dataRef.current = overlayData(geometries, { draw: draw?.state, invalid, corridorWidthM });
    const map = mapRef.current;
    if (!map || !loaded) return;
    map.getSource<GeoJSONSource>(OVERLAY_SOURCE)?.setData(dataRef.current.shapes);
    map.getSource<GeoJSONSource>(VERTEX_SOURCE)?.setData(dataRef.current.vertices);
  }, [geometries, draw?.state, invalid, corridorWidthM, loaded]);

  // Extra layer groups follow the props.
  const layerGroups = props.layerGroups;
  useEffect(() => {
    const map = mapRef.current;
    groupsRef.current = layerGroups ?? [];
    if (map && loaded) syncLayerGroups(map, groupsRef.current, () => groupsRef.current);
  }, [layerGroups, loaded]);

  // Fit to the geometry when it first appears or its identity (fitKey) changes.
  useEffect(() => {
    const map = mapRef.current;
    const box = bboxOf(geometries);
    if (!map || !loaded || !box) return;
    map.fitBounds(box, { padding: 48, maxZoom: 17, duration: 0 });
    // geometries is read for the new key only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fitKey, loaded]);

  // Drawing tools while a draw session is active.
  const drawing = Boolean(draw);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loaded || !drawing) return;
    const detach = attachDrawController(map, {
      getState: () => drawRef.current!.state,
      onChange: (next) => drawRef.current?.onChange(next),
    });
    setDrawReady(true);
    return () => {
      setDrawReady(false);
      detach();
    };
  }, [drawing, loaded]);
  const busy = !loaded || !idle || (drawing && !drawReady);

  return (
    <Box sx={{ position: 'absolute', inset: 0 }}>
      {/* maplibregl-map makes its container position: relative, so it must size itself. */}
      <Box
        ref={containerRef}
        aria-busy={busy}
        data-zoom={zoom === null ? undefined : zoom.toFixed(2)}
        sx={{ width: '100%', height: '100%' }}
      />
      {mapObj && <MapSearch map={mapObj} searchSites={props.searchSites} />}
      {mapObj && <CursorReadout map={mapObj} />}
      {tilesDown && (
        <Chip
          size="small"
          label={t('mapCanvas.offlineBasemap')}
          data-testid="fallback-basemap-chip"
          sx={{
            position: 'absolute',
            top: { xs: 96, sm: 8 },
            left: { xs: 8, sm: 316 },
            bgcolor: 'background.paper',
            boxShadow: 1,
          }}
        />
      )}
      {available.length > 1 && (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={styleKey}
          onChange={(_, v: MapStyleKey | null) => v && setStyleKey(v)}
          aria-label={t('mapCanvas.style')}
          sx={{
            position: 'absolute',
            // Under the full-width search box on phones.
            top: { xs: 52, sm: 8 },
            right: 8,
            bgcolor: 'background.paper',
            boxShadow: 1,
          }}
        >
          {available.map((k) => (
            <ToggleButton key={k} value={k} sx={{ py: 0.25, px: 1, textTransform: 'none' }}>
              {t(`mapCanvas.styles.${k}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
    </Box>
  );
}
