// Settings → Plan: the workspace's plan and each feature limit, with used/limit bars where usage
// is counted (platform-core §3 feature-limit entries; null bounds are unlimited).
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutline';
import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import {
  FEATURE_LABELS,
  featureLabel,
  findPlan,
  formatNumber,
  formatStorageMb,
  planKeyOf,
  type TFeatureLimit,
} from '@sortie/domain';
import type { TUser } from '@sortie/domain/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCompany } from '../../../lib/company.ts';
import { errorText } from '../../../lib/errors.ts';

function LimitRow({ limit }: { limit: TFeatureLimit }) {
  const unit = FEATURE_LABELS[limit.key]?.unit;
  const label = featureLabel(limit.key);
  if (limit.type === 'bool') {
    return (
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        data-testid={`limit-${limit.key}`}
      >
        {limit.enabled ? (
          <CheckCircleOutline color="success" fontSize="small" aria-hidden />
        ) : (
          <RemoveCircleOutline color="disabled" fontSize="small" aria-hidden />
        )}
        <Typography sx={{ flex: 1 }}>{label}</Typography>
        <Typography variant="body2" color="text.secondary">
          {limit.enabled ? 'Included' : 'Not included'}
        </Typography>
      </Box>
    );
  }
  const max = limit.range.max;
  // Storage is counted in MB of 2^20 bytes; a few KB read better as '2.93 KB' than '0.003 MB'.
  const amount = (n: number) =>
    limit.key === 'storage_mb' ? formatStorageMb(n) : `${formatNumber(n)}${unit ? ` ${unit}` : ''}`;
  const maxText = max === null ? 'Unlimited' : amount(max);
  if (limit.used === null) {
    return (
      <Box sx={{ display: 'flex', gap: 1 }} data-testid={`limit-${limit.key}`}>
        <Typography sx={{ flex: 1 }}>{label}</Typography>
        <Typography variant="body2" color="text.secondary">
          {max === null ? 'Unlimited' : `Up to ${maxText}`}
        </Typography>
      </Box>
    );
  }
  const ratio = max === null || max === 0 ? 0 : Math.min(1, limit.used / max);
  const usedText = limit.key === 'storage_mb' ? amount(limit.used) : formatNumber(limit.used);
  return (
    <Box data-testid={`limit-${limit.key}`}>
      <Box sx={{ display: 'flex', gap: 1, mb: 0.5 }}>
        <Typography sx={{ flex: 1 }}>{label}</Typography>
        <Typography variant="body2" color="text.secondary">
          {usedText} / {maxText}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={max === null ? 0 : ratio * 100}
        color={ratio >= 1 ? 'error' : ratio >= 0.8 ? 'warning' : 'primary'}
        aria-label={`${label}: ${usedText} of ${maxText} used`}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}

export function PlanTab({ companyId, user }: { companyId: string; user: TUser }) {
  const company = useCompany(companyId);
  if (company.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Loading plan">
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );
  }
  if (company.isError) {
    return <Alert severity="error">{errorText(company.error)}</Alert>;
  }
  const c = company.data;
  const plan = findPlan(planKeyOf(c.plan));
  const name = c.plan.name || plan?.name || 'Free';
  const ranges = c.fcl.filter((l) => l.type === 'range');
  const bools = c.fcl.filter((l) => l.type === 'bool');
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Paper variant="outlined" sx={{ p: 2.5 }} data-testid="current-plan">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
          <Box sx={{ flex: 1 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <Typography variant="h6" component="p">
                {name} Plan
              </Typography>
              <Chip size="small" color="primary" label="Current" />
            </Box>
            {plan && <Typography color="text.secondary">{plan.description}</Typography>}
          </Box>
          <Button component={Link} to={paths.user.href(user.id, 'plans')} variant="outlined">
            Compare plans
          </Button>
        </Stack>
      </Paper>
      {c.fcl.length === 0 ? (
        <Typography color="text.secondary">This plan has no feature limits.</Typography>
      ) : (
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          <Typography variant="subtitle1" fontWeight={700} sx={{ mb: 2 }}>
            Limits and usage
          </Typography>
          <Stack spacing={2.25}>
            {ranges.map((l) => (
              <LimitRow key={l.key} limit={l} />
            ))}
          </Stack>
          {bools.length > 0 && (
            <>
              <Typography variant="subtitle1" fontWeight={700} sx={{ mt: 3, mb: 1.5 }}>
                Features
              </Typography>
              <Stack spacing={1.25}>
                {bools.map((l) => (
                  <LimitRow key={l.key} limit={l} />
                ))}
              </Stack>
            </>
          )}
        </Paper>
      )}
    </Stack>
  );
}
