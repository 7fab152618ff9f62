// Forgot password: request a verification code by e-mail, then set a new password with it.
// Opened from the mailed link, the code is already known and only the new password is asked.
// After a reset the login dialog reopens (feature-areas §2).
import { AppError } from '@sortie/domain';
import { Alert, Box, Button, CircularProgress, Link, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { useRequestPasswordReset, useResetPassword } from '../api/reset-password.ts';
import { formErrorsFrom } from '../../../lib/errors.ts';
import { isEmail } from '../utils/identifier.ts';
import { passwordProblem } from '../utils/password-policy.ts';
import { DialogFrame } from './dialog-frame.tsx';
import { PasswordField } from './password-field.tsx';
import { PasswordHints } from './password-hints.tsx';

type Step = 'request' | 'reset';

/** The server's answer for an unknown, expired or already used token. */
const BAD_TOKEN = 'invalid_verification_token';

export function ResetPasswordDialog({
  open,
  initialEmail,
  linkToken,
  onClose,
  onDone,
}: {
  open: boolean;
  initialEmail?: string;
  /** The token of the mailed link the page was opened with. */
  linkToken?: string;
  onClose: () => void;
  onDone: (email: string) => void;
}) {
  const { t } = useTranslation('auth');
  const requestMutation = useRequestPasswordReset();
  const resetMutation = useResetPassword();
  const [step, setStep] = useState<Step>(linkToken ? 'reset' : 'request');
  const [email, setEmail] = useState(initialEmail ?? '');
  const [token, setToken] = useState(linkToken ?? '');
  // While true the token came from the link and its field stays hidden.
  const [fromLink, setFromLink] = useState(Boolean(linkToken));
  const [linkExpired, setLinkExpired] = useState(false);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const busy = requestMutation.isPending || resetMutation.isPending;

  const onRequest = (e: FormEvent) => {
    e.preventDefault();
    if (!isEmail(email)) {
      setErrors({ email: t('checks.validEmail') });
      return;
    }
    setErrors({});
    setFormError(null);
    requestMutation.mutate(email.trim().toLowerCase(), {
      onSuccess: () => setStep('reset'),
      onError: (error) => {
        const { form, fields } = formErrorsFrom(error, ['email']);
        setErrors(fields);
        setFormError(form);
      },
    });
  };

  const onReset = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    if (token.trim().length < 10) next.verification_token = t('checks.enterCode');
    const problem = passwordProblem(password);
    if (problem) next.password = problem;
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length > 0) return;
    resetMutation.mutate(
      { verification_token: token.trim(), password },
      {
        onSuccess: () => {
          notify(t('reset.changed'), { code: 200 });
          onDone(email.trim().toLowerCase());
        },
        onError: (error) => {
          if (fromLink && error instanceof AppError && error.type === BAD_TOKEN) {
            setLinkExpired(true);
            return;
          }
          const { form, fields } = formErrorsFrom(error, ['verification_token', 'password'], {
            weak_password: 'password',
            [BAD_TOKEN]: 'verification_token',
          });
          setErrors(fields);
          setFormError(form);
        },
      },
    );
  };

  /** Back to the e-mail step, forgetting a link's token. */
  const askAgain = () => {
    setFromLink(false);
    setLinkExpired(false);
    setToken('');
    setErrors({});
    setFormError(null);
    setStep('request');
  };

  const spinner = busy ? <CircularProgress size={18} color="inherit" /> : undefined;

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={t('reset.title')}
      subtitle={
        step === 'request'
          ? t('reset.requestSubtitle')
          : linkExpired
            ? t('reset.expiredSubtitle')
            : fromLink
              ? t('reset.linkSubtitle')
              : t('reset.codeSubtitle')
      }
      testId="reset-password-dialog"
    >
      {formError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      )}
      {linkExpired ? (
        <Stack spacing={2} data-testid="reset-link-expired">
          <Alert severity="error">{t('reset.expired')}</Alert>
          <Button variant="contained" size="large" onClick={askAgain}>
            {t('reset.sendNewLink')}
          </Button>
        </Stack>
      ) : step === 'request' ? (
        <Stack component="form" noValidate onSubmit={onRequest} spacing={2}>
          <TextField
            label={t('fields.email')}
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={Boolean(errors.email)}
            helperText={errors.email}
            disabled={busy}
            autoFocus
            required
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy}
            startIcon={spinner}
          >
            {t('reset.sendCode')}
          </Button>
          <Box sx={{ textAlign: 'center' }}>
            <Link component="button" type="button" variant="body2" onClick={() => setStep('reset')}>
              {t('reset.haveCode')}
            </Link>
          </Box>
        </Stack>
      ) : (
        <Stack component="form" noValidate onSubmit={onReset} spacing={2}>
          {requestMutation.isSuccess && (
            <Alert severity="info">{t('reset.codeOnItsWay', { email: email.trim() })}</Alert>
          )}
          {!fromLink && (
            <TextField
              label={t('fields.verificationCode')}
              name="verification_token"
              autoComplete="one-time-code"
              value={token}
              onChange={(e) => setToken(e.target.value)}
              error={Boolean(errors.verification_token)}
              helperText={errors.verification_token}
              disabled={busy}
              autoFocus
              required
            />
          )}
          <Box>
            <PasswordField
              label={t('fields.newPassword')}
              name="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={Boolean(errors.password)}
              helperText={errors.password}
              disabled={busy}
              autoFocus={fromLink}
              required
            />
            <PasswordHints password={password} />
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy}
            startIcon={spinner}
          >
            {t('reset.setPassword')}
          </Button>
          <Box sx={{ textAlign: 'center' }}>
            <Link component="button" type="button" variant="body2" onClick={askAgain}>
              {t('reset.sendNewCode')}
            </Link>
          </Box>
        </Stack>
      )}
    </DialogFrame>
  );
}
