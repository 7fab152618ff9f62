// The page the mailed verification link opens, `/verify-email?token=…`. The token leaves the
// address bar at once (history, bookmarks, shared screenshots), is posted once, and the page
// says what happened: verified, or the link is spent or expired with a way to get a new one.
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { authStorage } from '../../../lib/auth-storage.ts';
import { homePathFor, useCurrentUser } from '../../../lib/session.ts';
import { useResendVerification, useVerifyEmail } from '../api/verify-email.ts';

export const VERIFY_TOKEN_PARAM = 'token';

export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const user = useCurrentUser();
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = params.get(VERIFY_TOKEN_PARAM)?.trim() ?? '';
    const rest = new URLSearchParams(params);
    rest.delete(VERIFY_TOKEN_PARAM);
    setParams(rest, { replace: true });
    verify.mutate(token, {
      // The signed-in user sees the change at once (the banner goes away).
      onSuccess: (verified) => {
        const current = authStorage.getSnapshot().user;
        if (current?.id === verified.id) authStorage.setUser({ ...current, email_verified: true });
      },
    });
  }, [params, setParams, verify]);

  const home = user ? homePathFor(user) : paths.home.href();
  let body;
  if (verify.isSuccess) {
    body = (
      <>
        <Alert severity="success" data-testid="verify-email-success">
          {t('verify.verified', { email: verify.data.email })}
        </Alert>
        <Button component={Link} to={home} variant="contained">
          {user ? t('verify.continue') : t('verify.signIn')}
        </Button>
      </>
    );
  } else if (verify.isError) {
    const message = isApiError(verify.error) ? verify.error.message : t('verify.checkFailed');
    body = (
      <>
        <Alert severity="error" data-testid="verify-email-error">
          {message}
        </Alert>
        {user?.email && !user.email_verified ? (
          resend.isSuccess ? (
            <Alert severity="info">{t('verify.newLinkSent', { email: user.email })}</Alert>
          ) : (
            <Button
              variant="contained"
              onClick={() => resend.mutate()}
              disabled={resend.isPending}
              data-testid="verify-email-page-resend"
            >
              {t('verify.sendNewLink')}
            </Button>
          )
        ) : (
          <Button component={Link} to={home} variant="contained">
            {user ? t('verify.continue') : t('verify.signInForLink')}
          </Button>
        )}
      </>
    );
  } else {
    body = (
      <Stack direction="row" spacing={2} alignItems="center" role="status">
        <CircularProgress size={24} />
        <Typography>{t('verify.checking')}</Typography>
      </Stack>
    );
  }

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: { xs: 2, sm: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 520 }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {t('verify.title')}
          </Typography>
          {body}
        </Stack>
      </Paper>
    </Box>
  );
}
