// GovernanceOverview /governance: summary cards and the weekly sign-ups chart.
import { Alert, Box, Button, Paper, Skeleton, Typography } from '@mui/material';
import { formatCompactNumber } from '../../../i18n/locale.ts';
import { useTranslation } from 'react-i18next';
import { useGovernance } from '../api/usage.ts';
import { errorText } from '../../../lib/errors.ts';
import { SignupsChart } from './signups-chart.tsx';

function SummaryCard({ id, label, value }: { id: string; label: string; value: number | null }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} data-testid={`governance-${id}`}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h4" component="p" fontWeight={800}>
        {value === null ? <Skeleton width={80} /> : formatCompactNumber(value)}
      </Typography>
    </Paper>
  );
}

export function GovernancePage() {
  const { t } = useTranslation('usage');
  const gov = useGovernance();
  const d = gov.data;
  return (
    <Box sx={{ px: { xs: 2, sm: 3, md: 5 }, py: { xs: 2, md: 4 }, maxWidth: 1200, mx: 'auto' }}>
      <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 32 }, mb: 3 }}>
        {t('governance.title')}
      </Typography>
      {gov.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void gov.refetch()}>
              {t('common:actions.tryAgain')}
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
            <SummaryCard id="users" label={t('governance.users')} value={d?.users ?? null} />
            <SummaryCard
              id="workspaces"
              label={t('governance.workspaces')}
              value={d?.companies ?? null}
            />
            <SummaryCard
              id="personal-spaces"
              label={t('governance.personalSpaces')}
              value={d?.personal_spaces ?? null}
            />
            <SummaryCard
              id="active-sessions"
              label={t('governance.activeSessions')}
              value={d?.active_sessions ?? null}
            />
          </Box>
          <Paper variant="outlined" sx={{ p: 2.5, mt: 3 }}>
            {!d ? (
              <>
                <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                  {t('chart.title')}
                </Typography>
                <Skeleton variant="rounded" height={140} />
              </>
            ) : d.signups_per_week.length === 0 ? (
              <>
                <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                  {t('chart.title')}
                </Typography>
                <Typography color="text.secondary">{t('governance.noSignups')}</Typography>
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
