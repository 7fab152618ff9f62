// Legend of the heat map: the colour ramp with the lowest and highest ground in the user's
// height unit (m or ft), and the no-data colour when there are gaps.
import { Box, Stack, Typography } from '@mui/material';
import { formatHeight } from '@sortie/domain';
import type { THeatmapElevationsResponse, TUnitPreferences } from '@sortie/domain/contracts';
import { useTranslation } from 'react-i18next';
import { heightText, numberText } from '../utils/elevation-i18n.ts';
import { GAP_COLOR, HEAT_STOPS } from '../utils/heatmap-layers.ts';

export function HeatmapLegend({
  grid,
  units,
}: {
  grid: THeatmapElevationsResponse;
  units: Pick<TUnitPreferences, 'height'>;
}) {
  const { t } = useTranslation('elevations');
  if (grid.min_m === null || grid.max_m === null) return null;
  const low = heightText(formatHeight(grid.min_m, units));
  const high = heightText(formatHeight(grid.max_m, units));
  return (
    <Stack spacing={0.5} aria-label={t('legend.label')} role="group">
      <Box
        aria-hidden
        sx={{
          height: 10,
          borderRadius: 1,
          background: `linear-gradient(to right, ${HEAT_STOPS.join(', ')})`,
        }}
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="caption">{t('legend.lowest', { height: low })}</Typography>
        <Typography variant="caption">{t('legend.highest', { height: high })}</Typography>
      </Stack>
      {grid.gap_count > 0 && (
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: GAP_COLOR, opacity: 0.6 }}
          />
          <Typography variant="caption">
            {t('legend.noData', {
              gaps: numberText(grid.gap_count),
              cells: numberText(grid.cells.length),
            })}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
