// The preview's statistics in the user's units, with a busy bar while the planner works.
import { Box, LinearProgress, Typography } from '@mui/material';
import type { TUnitPreferences } from '@sortie/domain/contracts';
import type { MissionStats as Stats } from '@sortie/flightplan';
import { statLines } from '../utils/mission-stats-format.ts';
import { useTranslation } from 'react-i18next';

export function MissionStats(props: {
  stats: Stats | null;
  units: TUnitPreferences;
  busy: boolean;
  /** Shown instead of numbers (no plan yet, or the plan was refused). */
  emptyText?: string;
}) {
  const { t } = useTranslation('missions');
  const lines = props.stats ? statLines(props.stats, props.units) : [];
  return (
    <Box
      aria-live="polite"
      aria-busy={props.busy}
      sx={{
        position: 'relative',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1.5,
        p: 1.5,
        pt: 2,
      }}
    >
      {props.busy && (
        <LinearProgress
          data-testid="planner-busy"
          aria-label={t('stats.planning')}
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, borderRadius: '6px 6px 0 0' }}
        />
      )}
      {lines.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {props.emptyText ?? t('stats.planningEllipsis')}
        </Typography>
      ) : (
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2, rowGap: 1 }}
        >
          {lines.map((l) => (
            <Box key={l.key}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {l.label}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, fontWeight: 600 }}
                data-testid={`stat-${l.key}`}
              >
                {l.text}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
