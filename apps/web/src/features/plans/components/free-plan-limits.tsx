// The Free plan's limits as the server enforces them (GET /plans/free_fcl), under the pricing
// cards of the public Plans page: what a visitor gets before signing up. While they load, or if
// they cannot be loaded (the notice says so), the section is left out rather than guessed.
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutline';
import { Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { FEATURE_LABELS, featureLabel, type TFeatureLimit } from '@sortie/domain';
import { formatCompactNumber, formatStorageMb } from '../../../i18n/locale.ts';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../i18n/i18n.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useFreeFcl } from '../api/get-free-fcl.ts';

/** '10', '75 acres', '1 GB', 'Unlimited', 'Included' or 'Not included'. */
export function limitValue(limit: TFeatureLimit): string {
  if (limit.type === 'bool')
    return i18n.t(limit.enabled ? 'plans:limit.included' : 'plans:limit.notIncluded');
  const max = limit.range.max;
  if (max === null) return i18n.t('plans:limit.unlimited');
  if (limit.key === 'storage_mb') return formatStorageMb(max);
  const unit = FEATURE_LABELS[limit.key]?.unit;
  const unitText = unit ? i18n.t(`plans:unit.${unit}`, { defaultValue: unit }) : '';
  return `${formatCompactNumber(max)}${unitText ? ` ${unitText}` : ''}`;
}

export function FreePlanLimits() {
  const { t } = useTranslation('plans');
  const user = useCurrentUser();
  const fcl = useFreeFcl(user === null);
  if (fcl.isPending && user === null) {
    return (
      <Skeleton variant="rounded" height={160} sx={{ mt: 4 }} aria-label={t('free.loading')} />
    );
  }
  if (!fcl.data) return null;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="free-limits-heading"
      sx={{ mt: 4, p: { xs: 2, sm: 3 }, maxWidth: 560, mx: 'auto' }}
      data-testid="free-plan-limits"
    >
      <Typography id="free-limits-heading" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('free.heading')}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {fcl.data.fcl.map((limit) => {
          const included = limit.type === 'range' || limit.enabled;
          return (
            <Box
              component="li"
              key={limit.key}
              sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
              data-testid={`free-limit-${limit.key}`}
            >
              {included ? (
                <CheckCircleOutline color="success" fontSize="small" aria-hidden />
              ) : (
                <RemoveCircleOutline color="disabled" fontSize="small" aria-hidden />
              )}
              <Typography sx={{ flex: 1 }}>
                {t(`feature.${limit.key}`, { defaultValue: featureLabel(limit.key) })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {limitValue(limit)}
              </Typography>
            </Box>
          );
        })}
      </Stack>
    </Paper>
  );
}
