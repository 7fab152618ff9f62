// Attaches centre dragging to the planner's map (from SiteMap's onMapReady); draws nothing itself:
// the planner passes usePoiLayerGroups to the map.
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { extraLayerId } from '../../../../lib/map/extra-layers.ts';
import type { PoiDraft } from '../types.ts';
import { attachPoiController } from '../utils/poi-map-controller.ts';
import { POI_CENTRE_GROUP, POI_CENTRE_LAYER } from './use-poi-layer-groups.ts';

export interface PoiMapLayerProps {
  map: MapLibreMap | null;
  value: PoiDraft;
  onChange: (next: PoiDraft) => void;
}

export function PoiMapLayer({ map, value, onChange }: PoiMapLayerProps) {
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };

  useEffect(() => {
    if (!map) return;
    return attachPoiController(map, {
      layerId: extraLayerId(POI_CENTRE_GROUP, POI_CENTRE_LAYER),
      getValue: () => latest.current.value,
      onChange: (next) => latest.current.onChange(next),
    });
  }, [map]);

  return null;
}
