// The Free plan's limits as the server enforces them (GET /plans/free_fcl), under the pricing
// cards of the public Plans page: what a visitor gets before signing up. While they load, or if
// they cannot be loaded (the notice says so), the section is left out rather than guessed.
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutline';
import { Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import {
  FEATURE_LABELS,
  featureLabel,
  formatNumber,
  formatStorageMb,
  type TFeatureLimit,
} from '@sortie/domain';
import { useCurrentUser } from '../../../lib/session.ts';
import { useFreeFcl } from '../api/get-free-fcl.ts';

/** '10', '75 acres', '1 GB', 'Unlimited', 'Included' or 'Not included'. */
export function limitValue(limit: TFeatureLimit): string {
  if (limit.type === 'bool') return limit.enabled ? 'Included' : 'Not included';
  const max = limit.range.max;
  if (max === null) return 'Unlimited';
  if (limit.key === 'storage_mb') return formatStorageMb(max);
  const unit = FEATURE_LABELS[limit.key]?.unit;
  return `${formatNumber(max)}${unit ? ` ${unit}` : ''}`;
}

export function FreePlanLimits() {
  const user = useCurrentUser();
  const fcl = useFreeFcl(user === null);
  if (fcl.isPending && user === null) {
    return <Skeleton variant="rounded" height={160} sx={{ mt: 4 }} aria-label="Loading limits" />;
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
        What the Free plan includes
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
              <Typography sx={{ flex: 1 }}>{featureLabel(limit.key)}</Typography>
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
