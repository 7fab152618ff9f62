// Progress of the analysis: a bar, "n of N", a time estimate from the pace so far, and Cancel.
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Progress } from '../analysis/worker-pool.ts';

function eta(t: TFunction<'dataCheck'>, s: number | null): string {
  if (s === null) return t('progress.estimating');
  if (s < 60) return t('progress.seconds', { count: Math.max(1, Math.round(s)) });
  return t('progress.minutes', { count: Math.round(s / 60) });
}

export function RunProgress({ progress, onCancel }: { progress: Progress; onCancel: () => void }) {
  const { t } = useTranslation('dataCheck');
  const pct = progress.total ? (progress.done / progress.total) * 100 : 0;
  return (
    <Stack spacing={1} data-testid="data-check-progress">
      <LinearProgress variant="determinate" value={pct} aria-label={t('progress.label')} />
      <Stack direction="row" justifyContent="space-between" alignItems="center">
        <Typography role="status">
          {t('progress.status', {
            done: progress.done,
            total: progress.total,
            eta: eta(t, progress.etaS),
          })}
        </Typography>
        <Box>
          <Button onClick={onCancel} color="inherit">
            {t('actions.cancel')}
          </Button>
        </Box>
      </Stack>
    </Stack>
  );
}
