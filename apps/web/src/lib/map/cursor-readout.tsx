// The cursor's latitude and longitude (issue 10 §6): follows the mouse; on a touch screen the
// last tap. Its own component so that moving the mouse re-renders this line only.
import { Box } from '@mui/material';
import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLatLng } from './parse-coordinates.ts';

export function CursorReadout({ map }: { map: MapLibreMap }) {
  const { t } = useTranslation('shell');
  const [at, setAt] = useState<{ lat: number; lng: number } | null>(null);
  useEffect(() => {
    const show = (e: MapMouseEvent) => setAt({ lat: e.lngLat.lat, lng: e.lngLat.lng });
    map.on('mousemove', show);
    map.on('click', show);
    return () => {
      map.off('mousemove', show);
      map.off('click', show);
    };
  }, [map]);
  if (!at) return null;
  return (
    <Box
      data-testid="cursor-readout"
      aria-label={t('mapCanvas.cursor')}
      sx={{
        position: 'absolute',
        left: 8,
        bottom: 34,
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        bgcolor: 'rgba(255,255,255,0.85)',
        fontFamily: 'monospace',
        fontSize: 12,
        pointerEvents: 'none',
      }}
    >
      {formatLatLng(at.lat, at.lng)}
    </Box>
  );
}
