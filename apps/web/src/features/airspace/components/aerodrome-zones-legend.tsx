// The legend of the rule-drawn aerodrome rings under the advisory map: one line per ring of the
// brand's rules, in the map's colours and the user's height unit (decision 396); a view too wide to draw asks to zoom in instead.
import { Box, Stack, Typography } from '@mui/material';
import { formatHeight } from '@sortie/domain';
import type { TAerodromeZonesResponse, TUnitPreferences } from '@sortie/domain/contracts';
import { useTranslation } from 'react-i18next';
import { useUnits } from './use-units.ts';
import { ZONE_COLOURS } from './zone-class.ts';

/** A ring's height in whole units: DGCA's 200 ft reads 61 m or 200 ft, not 60.96 m. */
function wholeHeight(metres: number, units: Pick<TUnitPreferences, 'height'>): string {
  const h = formatHeight(metres, units);
  return `${Math.round(h.value)} ${h.unit}`;
}

export function AerodromeZonesLegend({
  data,
  tooWide,
}: {
  data: TAerodromeZonesResponse | undefined;
  /** The view is wider than the server draws: nothing is shown until the user zooms in. */
  tooWide: boolean;
}) {
  const { t } = useTranslation('airspace');
  const units = useUnits();
  return (
    <Box data-testid="aerodrome-zones-legend" sx={{ mt: 1 }}>
      <Typography variant="subtitle2">{t('aerodromeZones.title')}</Typography>
      {tooWide ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('aerodromeZones.zoomIn')}
        </Typography>
      ) : (
        <Stack spacing={0.5}>
          {(data?.rings ?? []).map((r) => (
            <Stack key={`${r.from_km}-${r.to_km}`} direction="row" spacing={1} alignItems="center">
              <Box
                aria-hidden
                sx={{
                  width: 14,
                  height: 14,
                  flexShrink: 0,
                  bgcolor: ZONE_COLOURS[r.class],
                  opacity: 0.6,
                  borderRadius: 0.5,
                }}
              />
              <Typography variant="body2">
                {r.free_height_m > 0
                  ? t('aerodromeZones.free', {
                      from: r.from_km,
                      to: r.to_km,
                      height: wholeHeight(r.free_height_m, units),
                    })
                  : t('aerodromeZones.controlled', { from: r.from_km, to: r.to_km })}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
