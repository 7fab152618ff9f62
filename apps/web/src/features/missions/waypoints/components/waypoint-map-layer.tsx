// Attaches the waypoint interactions to the planner's map (from SiteMap's onMapReady); draws
// nothing itself: the planner passes useWaypointLayerGroups to the map.
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { extraLayerId } from '../../../../lib/map/extra-layers.ts';
import type { WaypointsDraft } from '../types.ts';
import { provideNumberIcons } from '../utils/number-icons.ts';
import { attachWaypointController } from '../utils/waypoint-map-controller.ts';
import {
  WAYPOINT_CIRCLE_LAYER,
  WAYPOINT_ICON_PREFIX,
  WAYPOINT_POINTS_GROUP,
} from './use-waypoint-layer-groups.ts';

export interface WaypointMapLayerProps {
  map: MapLibreMap | null;
  value: WaypointsDraft;
  onChange: (next: WaypointsDraft) => void;
  onSelect?: (index: number) => void;
}

export function WaypointMapLayer({ map, value, onChange, onSelect }: WaypointMapLayerProps) {
  // Handlers read the latest props through refs, so they are attached once per map.
  const latest = useRef({ value, onChange, onSelect });
  latest.current = { value, onChange, onSelect };

  useEffect(() => {
    if (!map) return;
    const stopIcons = provideNumberIcons(map, WAYPOINT_ICON_PREFIX);
    const detach = attachWaypointController(map, {
      layerId: extraLayerId(WAYPOINT_POINTS_GROUP, WAYPOINT_CIRCLE_LAYER),
      getValue: () => latest.current.value,
      onChange: (next) => latest.current.onChange(next),
      onSelect: (i) => latest.current.onSelect?.(i),
    });
    return () => {
      detach();
      stopIcons();
    };
  }, [map]);

  return null;
}
