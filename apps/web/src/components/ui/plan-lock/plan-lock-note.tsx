// The reason a plan-gated choice is locked, and the way to unlock it: owners and admins get a
// link to the workspace's plan and usage; members are told to ask their owner.
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** "WPML export is part of the Pro plan" */
export const planLockReason = (label: string) => `${label} is part of the Pro plan`;

export function PlanLockNote({
  label,
  companyId,
  canUpgrade,
}: {
  label: string;
  companyId: string;
  canUpgrade: boolean;
}) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'flex-start' }} data-testid="plan-lock">
      <LockOutlined fontSize="small" color="action" sx={{ mt: '2px' }} />
      <Typography variant="body2" color="text.secondary">
        {planLockReason(label)}.{' '}
        {canUpgrade ? (
          <Link component={RouterLink} to={paths.settings.href(companyId, 'plan')}>
            See plans and usage
          </Link>
        ) : (
          'Ask your workspace owner to upgrade.'
        )}
      </Typography>
    </Stack>
  );
}
