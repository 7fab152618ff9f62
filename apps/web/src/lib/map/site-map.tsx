// The site map used across Sites pages: MapLibre loaded lazily in its own chunk, behind an error
// boundary; a static SVG of the geometry stands in while it loads or when WebGL is missing.
import { Box } from '@mui/material';
import { Component, Suspense, lazy, useState, type ReactNode } from 'react';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useTranslation } from 'react-i18next';
import type { DrawState } from './draw-geometry.ts';
import type { MapLayerGroup } from './extra-layers.ts';
import type { MapSiteSearch } from './map-search.tsx';
import type { SiteGeometry } from './geometry.ts';
import { StaticMap } from './static-map.tsx';

export interface SiteMapProps {
  /** Shapes to show (sites, an uploaded file's feature). */
  geometries: readonly SiteGeometry[];
  /** An active drawing session: the map reports every change of the drawing. */
  draw?: { state: DrawState; onChange: (next: DrawState) => void };
  /** Width of the survey strip drawn along lines, in metres. */
  corridorWidthM?: number | null;
  /** Paint the shapes red (self-intersecting). */
  invalid?: boolean;
  /** Refit the view whenever this changes (e.g. a new file was read). */
  fitKey?: string;
  onUnavailable?: () => void;
  /** The map's centre after every move (keyboard users add vertices there). */
  onCenterChange?: (centre: [number, number]) => void;
  /** Extra GeoJSON layers laid over the site (mission previews, waypoints, heat maps). */
  layerGroups?: readonly MapLayerGroup[];
  /**
   * Called with the MapLibre map once it has loaded (null when it goes away), for features that
   * need pointer handlers on their own layers (dragging waypoints). Drawing goes through
   * layerGroups.
   */
  onMapReady?: (map: MapLibreMap | null) => void;
  /** Searches the workspace's sites by name for the map's search box (coordinates always work). */
  searchSites?: MapSiteSearch;
}

const MapCanvas = lazy(() => import('./map-canvas.tsx'));

class MapErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function SiteMap(
  props: Omit<SiteMapProps, 'onUnavailable'> & {
    height?: number | string | { xs?: number | string; md?: number | string };
    label?: string;
  },
) {
  const { t } = useTranslation();
  const { height = 420, label = t('map.label'), ...rest } = props;
  const [unavailable, setUnavailable] = useState(false);
  const fallback = (note: string) => (
    <StaticMap geometries={rest.geometries} invalid={rest.invalid} note={note} />
  );
  return (
    <Box
      data-testid="site-map"
      role="region"
      aria-label={label}
      sx={{
        position: 'relative',
        height,
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
      }}
    >
      {unavailable ? (
        fallback(t('map.unavailableBrowser'))
      ) : (
        <MapErrorBoundary fallback={fallback(t('map.unavailable'))}>
          <Suspense fallback={fallback(t('map.loading'))}>
            <MapCanvas {...rest} onUnavailable={() => setUnavailable(true)} />
          </Suspense>
        </MapErrorBoundary>
      )}
    </Box>
  );
}
