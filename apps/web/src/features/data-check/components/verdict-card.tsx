// The verdict with its reasons and the dataset figures.
import { Alert, AlertTitle, Box, Chip, Stack, Typography } from '@mui/material';
import type { DataCheckResult } from '@sortie/domain/data-check';

const TITLES = {
  pass: 'Ready for processing',
  warn: 'Usable, with issues to review',
  fail: 'Not ready: fly again where shown',
} as const;
const SEVERITY = { pass: 'success', warn: 'warning', fail: 'error' } as const;

const pct = (v: number | null) => (v === null ? '–' : `${v.toFixed(0)} %`);

export function VerdictCard({ result }: { result: DataCheckResult }) {
  const f = result.figures;
  const figures: [string, string][] = [
    ['Images', `${f.imageCount}`],
    ['With GPS', `${f.withGps}`],
    ['Flagged', `${f.flaggedCount}`],
    ['Front overlap', pct(f.frontOverlapPct)],
    ['Side overlap', pct(f.sideOverlapPct)],
    ['Strips', `${f.stripCount}`],
    ['Coverage', pct(f.coveragePct)],
    ['GSD', f.gsdCm === null ? '–' : `${f.gsdCm.toFixed(2)} cm/px`],
  ];
  return (
    <Stack spacing={2}>
      <Alert
        severity={SEVERITY[result.verdict]}
        data-testid="data-check-verdict"
        data-verdict={result.verdict}
      >
        <AlertTitle>{TITLES[result.verdict]}</AlertTitle>
        <Box component="ul" sx={{ m: 0, pl: 2 }} data-testid="data-check-reasons">
          {result.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </Box>
      </Alert>
      <Stack direction="row" flexWrap="wrap" useFlexGap spacing={1}>
        {figures.map(([k, v]) => (
          <Chip
            key={k}
            variant="outlined"
            label={
              <Typography variant="body2">
                {k}: <b>{v}</b>
              </Typography>
            }
          />
        ))}
      </Stack>
    </Stack>
  );
}
