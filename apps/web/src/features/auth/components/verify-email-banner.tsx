// "Verify your e-mail" in the shell while the signed-in user's address is unproved: invites sent
// to it cannot be accepted until then (issue 10, §10). One button mails a new link.
import { Alert, Button } from '@mui/material';
import type { TUser } from '@sortie/domain/contracts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { useResendVerification } from '../api/verify-email.ts';

export function VerifyEmailBanner({ user }: { user: TUser | null }) {
  const { t } = useTranslation('auth');
  const resend = useResendVerification();
  if (!user?.email || user.email_verified) return null;
  const sent = resend.isSuccess;
  const failed = resend.isError
    ? isApiError(resend.error)
      ? resend.error.message
      : t('verify.sendFailed')
    : null;
  return (
    <Alert
      severity={failed ? 'error' : sent ? 'success' : 'warning'}
      data-testid="verify-email-banner"
      sx={{ borderRadius: 0 }}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
          data-testid="verify-email-resend"
        >
          {sent ? t('verify.sendAgain') : t('verify.resend')}
        </Button>
      }
    >
      {failed ??
        (sent
          ? t('verify.sent', { email: user.email })
          : t('verify.pending', { email: user.email }))}
    </Alert>
  );
}
