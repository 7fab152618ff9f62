// GovernanceOverview /governance: summary cards and the weekly sign-ups chart.
import { Alert, Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import { formatNumber } from '@sortie/domain';
import { useGovernance } from '../api/usage.ts';
import { errorText } from '../../../lib/errors.ts';
import { SignupsChart } from './signups-chart.tsx';

function SummaryCard({ label, value }: { label: string; value: number | null }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2.5 }}
      data-testid={`governance-${label.toLowerCase().replace(/\s+/g, '-')}`}
    >
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" component="p" fontWeight={800}>
        {value === null ? <Skeleton width={80} /> : formatNumber(value)}
      </Typography>
    </Paper>
  );
}

export function GovernancePage() {
  const gov = useGovernance();
  const d = gov.data;
  return (
    <Box sx={{ px: { xs: 2, sm: 3, md: 5 }, py: { xs: 2, md: 4 }, maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 32 }, mb: 3 }}>
        Governance
      </Typography>
      {gov.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void gov.refetch()}>
              Retry
            </Button>
          }
        >
          {errorText(gov.error)}
        </Alert>
      ) : (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
            }}
          >
            <SummaryCard label="Users" value={d?.users ?? null} />
            <SummaryCard label="Workspaces" value={d?.companies ?? null} />
            <SummaryCard label="Personal spaces" value={d?.personal_spaces ?? null} />
            <SummaryCard label="Active sessions" value={d?.active_sessions ?? null} />
          </Box>
          <Paper variant="outlined" sx={{ p: 2.5, mt: 3 }}>
            {!d ? (
              <>
                <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                  Sign-ups per week
                </Typography>
                <Skeleton variant="rounded" height={140} />
              </>
            ) : d.signups_per_week.length === 0 ? (
              <>
                <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                  Sign-ups per week
                </Typography>
                <Typography color="text.secondary">No sign-ups in the last 12 weeks.</Typography>
              </>
            ) : (
              <SignupsChart weeks={d.signups_per_week} />
            )}
          </Paper>
        </>
      )}
    </Box>
  );
}
