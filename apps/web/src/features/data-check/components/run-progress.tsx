// Progress of the analysis: a bar, "n of N", a time estimate from the pace so far, and Cancel.
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { Progress } from '../analysis/worker-pool.ts';

function eta(s: number | null): string {
  if (s === null) return 'estimating time left…';
  if (s < 60) return `about ${Math.max(1, Math.round(s))} s left`;
  return `about ${Math.round(s / 60)} min left`;
}

export function RunProgress({ progress, onCancel }: { progress: Progress; onCancel: () => void }) {
  const pct = progress.total ? (progress.done / progress.total) * 100 : 0;
  return (
    <Stack spacing={1} data-testid="data-check-progress">
      <LinearProgress variant="determinate" value={pct} aria-label="Analysis progress" />
      <Stack direction="row" justifyContent="space-between" alignItems="center">
        <Typography role="status">
          {progress.done} of {progress.total} images checked, {eta(progress.etaS)}
        </Typography>
        <Box>
          <Button onClick={onCancel} color="inherit">
            Cancel
          </Button>
        </Box>
      </Stack>
    </Stack>
  );
}
