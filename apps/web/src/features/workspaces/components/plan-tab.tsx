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
  planKeyOf,
  type TFeatureLimit,
} from '@sortie/domain';
import { formatCompactNumber, formatStorageMb } from '../../../i18n/locale.ts';
import type { TUser } from '@sortie/domain/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCompany } from '../../../lib/company.ts';
import { errorText } from '../../../lib/errors.ts';
import { useTranslation } from 'react-i18next';

function LimitRow({ limit }: { limit: TFeatureLimit }) {
  const { t } = useTranslation('workspaces');
  const unit = FEATURE_LABELS[limit.key]?.unit;
  const label = t(`plans:feature.${limit.key}`, { defaultValue: featureLabel(limit.key) });
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
          {t(limit.enabled ? 'plans:limit.included' : 'plans:limit.notIncluded')}
        </Typography>
      </Box>
    );
  }
  const max = limit.range.max;
  // Storage is counted in MB of 2^20 bytes; a few KB read better as '2.93 KB' than '0.003 MB'.
  const amount = (n: number) =>
    limit.key === 'storage_mb'
      ? formatStorageMb(n)
      : `${formatCompactNumber(n)}${unit ? ` ${t(`plans:unit.${unit}`, { defaultValue: unit })}` : ''}`;
  const maxText = max === null ? t('plans:limit.unlimited') : amount(max);
  if (limit.used === null) {
    return (
      <Box sx={{ display: 'flex', gap: 1 }} data-testid={`limit-${limit.key}`}>
        <Typography sx={{ flex: 1 }}>{label}</Typography>
        <Typography variant="body2" color="text.secondary">
          {max === null ? t('plans:limit.unlimited') : t('plan.upTo', { max: maxText })}
        </Typography>
      </Box>
    );
  }
  const ratio = max === null || max === 0 ? 0 : Math.min(1, limit.used / max);
  const usedText =
    limit.key === 'storage_mb' ? amount(limit.used) : formatCompactNumber(limit.used);
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
        aria-label={t('plan.usedOf', { label, used: usedText, max: maxText })}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}

export function PlanTab({ companyId, user }: { companyId: string; user: TUser }) {
  const { t } = useTranslation('workspaces');
  const company = useCompany(companyId);
  if (company.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('plan.loading')}>
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
  const name = c.plan.name || plan?.name || t('freePlanName');
  const ranges = c.fcl.filter((l) => l.type === 'range');
  const bools = c.fcl.filter((l) => l.type === 'bool');
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Paper variant="outlined" sx={{ p: 2.5 }} data-testid="current-plan">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
          <Box sx={{ flex: 1 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <Typography variant="h6" component="p">
                {t('plan.name', { name })}
              </Typography>
              <Chip size="small" color="primary" label={t('plan.current')} />
            </Box>
            {plan && <Typography color="text.secondary">{plan.description}</Typography>}
          </Box>
          <Button component={Link} to={paths.user.href(user.id, 'plans')} variant="outlined">
            {t('plan.compare')}
          </Button>
        </Stack>
      </Paper>
      {c.fcl.length === 0 ? (
        <Typography color="text.secondary">{t('plan.noLimits')}</Typography>
      ) : (
        <Paper variant="outlined" sx={{ p: 2.5 }}>
          <Typography variant="subtitle1" fontWeight={700} sx={{ mb: 2 }}>
            {t('plan.limits')}
          </Typography>
          <Stack spacing={2.25}>
            {ranges.map((l) => (
              <LimitRow key={l.key} limit={l} />
            ))}
          </Stack>
          {bools.length > 0 && (
            <>
              <Typography variant="subtitle1" fontWeight={700} sx={{ mt: 3, mb: 1.5 }}>
                {t('plan.features')}
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
