// The cockpit's telemetry panel: sections of named values with their units.
import { Box, Typography } from '@mui/material';
import type { TDockState } from '@sortie/domain/contracts';
import { telemetrySections } from './dock-telemetry-rows.ts';

export function DockTelemetry({ state }: { state: TDockState }) {
  return (
    <Box
      data-testid="dock-telemetry"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      {telemetrySections(state).map((section) => (
        <Box key={section.title}>
          <Typography variant="subtitle2" component="h3">
            {section.title}
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5 }}
          >
            {section.rows.map((row) => (
              <Box key={row.label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {row.label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {row.value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
