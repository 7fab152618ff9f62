// The reason a plan-gated choice is locked, and the way to unlock it: owners and admins get a
// link to the workspace's plan and usage; members are told to ask their owner.
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { i18n } from '../../../i18n/i18n.ts';

/** "WPML export is part of the Pro plan" (`common`, so callers outside React may use it too). */
export const planLockReason = (label: string) => i18n.t('common:planLock.reason', { label });

export function PlanLockNote({
  label,
  companyId,
  canUpgrade,
}: {
  label: string;
  companyId: string;
  canUpgrade: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'flex-start' }} data-testid="plan-lock">
      <LockOutlined fontSize="small" color="action" sx={{ mt: '2px' }} />
      <Typography variant="body2" color="text.secondary">
        {t('planLock.sentence', { reason: planLockReason(label) })}{' '}
        {canUpgrade ? (
          <Link component={RouterLink} to={paths.settings.href(companyId, 'plan')}>
            {t('planLock.seePlans')}
          </Link>
        ) : (
          t('planLock.askOwner')
        )}
      </Typography>
    </Stack>
  );
}
