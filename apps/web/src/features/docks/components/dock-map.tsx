// The cockpit map (issue 11 §6): the dock, the aircraft's live position with its heading and
// height, its track since the page opened, and the custom flight areas. The aircraft moves with
// each state refresh (the realtime hint, else the 10 s poll).
import { useTranslation } from 'react-i18next';
import { Box, Typography } from '@mui/material';
import type { TDock, TDockState, TGeozone } from '@sortie/domain/contracts';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useMemo, useState } from 'react';
import { SiteMap } from '../../../lib/map/site-map.tsx';
import { dockMapGroups } from './dock-map-layers.ts';
import { n } from './dock-telemetry-rows.ts';

const NO_GEOMETRY: [] = [];
/** Positions kept for the track. */
const TRACK_MAX = 2000;

type LngLat = [number, number];

export function DockMap({
  dock,
  state,
  zones,
  draft = null,
  onDraftPoint,
}: {
  dock: TDock;
  state: TDockState | undefined;
  zones: readonly TGeozone[];
  /** A flight area being drawn: each click on the map adds a corner. */
  draft?: readonly LngLat[] | null;
  onDraftPoint?: (p: LngLat) => void;
}) {
  const { t } = useTranslation('docks');
  const props = state?.properties ?? {};
  const a = state?.drone?.online ? state.drone.properties : null;
  const dockAt: LngLat | null =
    dock.location_coordinates ??
    (n(props.longitude) !== null && n(props.latitude) !== null
      ? [n(props.longitude)!, n(props.latitude)!]
      : null);
  const lng = a ? n(a.longitude) : null;
  const lat = a ? n(a.latitude) : null;
  // 0/0 means no fix (§2.6).
  const droneAt: LngLat | null =
    lng !== null && lat !== null && (lng !== 0 || lat !== 0) ? [lng, lat] : null;
  const heading = a ? n(a.attitude_head) : null;
  const elevation = a ? n(a.elevation) : null;

  const [trackNow, setTrack] = useState<LngLat[]>([]);
  useEffect(() => {
    if (lng === null || lat === null || (lng === 0 && lat === 0)) return;
    setTrack((track) => {
      const last = track.at(-1);
      if (last && last[0] === lng && last[1] === lat) return track;
      return [...track, [lng, lat] as LngLat].slice(-TRACK_MAX);
    });
  }, [lng, lat]);
  const groups = useMemo(
    () =>
      dockMapGroups({
        dock: dockAt,
        drone: droneAt ? { position: droneAt, heading } : null,
        track: trackNow,
        zones,
        draft,
      }),
    // Rebuilt when a position, the heading or the areas change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [dockAt?.[0], dockAt?.[1], droneAt?.[0], droneAt?.[1], heading, trackNow, zones, draft],
  );
  // Centred on the dock once both the map and the dock's position are known (a single point
  // has no extent for the site map's fit).
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [centred, setCentred] = useState(false);
  const dockLng = dockAt?.[0];
  const dockLat = dockAt?.[1];
  useEffect(() => {
    if (!map || centred || dockLng === undefined || dockLat === undefined) return;
    map.jumpTo({ center: [dockLng, dockLat], zoom: 15 });
    setCentred(true);
  }, [map, centred, dockLng, dockLat]);

  // While drawing, a click adds a corner and the cursor says so.
  const drawing = draft !== null;
  useEffect(() => {
    if (!map || !drawing || !onDraftPoint) return;
    const add = (e: { lngLat: { lng: number; lat: number } }) =>
      onDraftPoint([e.lngLat.lng, e.lngLat.lat]);
    map.on('click', add);
    map.getCanvas().style.cursor = 'crosshair';
    return () => {
      map.off('click', add);
      map.getCanvas().style.cursor = '';
    };
  }, [map, drawing, onDraftPoint]);

  return (
    <Box>
      <SiteMap
        label={t('map.label')}
        geometries={NO_GEOMETRY}
        layerGroups={groups}
        onMapReady={setMap}
        height={{ xs: 300, md: 420 }}
      />
      <Box data-testid="dock-map-readout" sx={{ mt: 0.5, px: 0.5 }}>
        <Typography variant="body2" component="p" color="text.secondary">
          {droneAt
            ? [
                t('map.aircraftAt', {
                  lat: droneAt[1].toFixed(5),
                  lng: droneAt[0].toFixed(5),
                }),
                elevation === null ? '—' : t('map.aboveTakeoff', { m: elevation.toFixed(1) }),
                ...(heading === null ? [] : [t('map.heading', { deg: Math.round(heading) })]),
              ].join(' · ')
            : state?.drone?.online
              ? t('map.noFix')
              : t('map.offline')}
        </Typography>
      </Box>
    </Box>
  );
}
