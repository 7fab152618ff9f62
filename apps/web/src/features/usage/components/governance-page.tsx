// GovernanceOverview /governance: summary cards and weekly sign-ups.
import { Alert, Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import { formatDate, formatNumber } from '@sortie/domain';
import { useGovernance } from '../api/usage.ts';
import { errorText } from '../utils/errors.ts';

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

/** A week's Monday as '16 Nov 2026': the UTC date the server sends, shown as that day anywhere. */
function weekLabel(weekStart: string): string {
  const [y, m, d] = weekStart.slice(0, 10).split('-').map(Number);
  return y && m && d ? formatDate(new Date(y, m - 1, d)) : weekStart;
}

export function GovernancePage() {
  const gov = useGovernance();
  const d = gov.data;
  const max = Math.max(1, ...(d?.signups_per_week.map((w) => w.count) ?? [0]));
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
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              Sign-ups per week
            </Typography>
            {!d ? (
              <Skeleton variant="rounded" height={140} />
            ) : d.signups_per_week.length === 0 ? (
              <Typography color="text.secondary">No sign-ups in the last 12 weeks.</Typography>
            ) : (
              <Box
                role="list"
                aria-label="Sign-ups per week"
                sx={{
                  display: 'flex',
                  alignItems: 'flex-end',
                  gap: 0.75,
                  height: 160,
                  overflowX: 'auto',
                }}
              >
                {d.signups_per_week.map((w) => (
                  <Box
                    role="listitem"
                    key={w.week_start}
                    aria-label={`Week of ${weekLabel(w.week_start)}: ${formatNumber(w.count)} sign-ups`}
                    title={`Week of ${weekLabel(w.week_start)}: ${formatNumber(w.count)}`}
                    sx={{
                      flex: '1 0 18px',
                      display: 'flex',
                      flexDirection: 'column',
                      alignItems: 'center',
                      gap: 0.5,
                    }}
                  >
                    <Typography variant="caption">{formatNumber(w.count)}</Typography>
                    <Box
                      sx={{
                        width: '100%',
                        height: `${(w.count / max) * 120}px`,
                        minHeight: 2,
                        bgcolor: 'primary.main',
                        borderRadius: 1,
                      }}
                    />
                  </Box>
                ))}
              </Box>
            )}
          </Paper>
        </>
      )}
    </Box>
  );
}
