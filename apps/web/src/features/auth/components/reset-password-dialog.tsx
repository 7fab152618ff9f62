// Forgot password: request a verification code by e-mail, then set a new password with it.
// After a reset the login dialog reopens (feature-areas §2).
import { Alert, Box, Button, CircularProgress, Link, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { notify } from '../../../lib/notify.ts';
import { useRequestPasswordReset, useResetPassword } from '../api/reset-password.ts';
import { formErrorsFrom } from '../utils/field-errors.ts';
import { isEmail } from '../utils/identifier.ts';
import { passwordProblem } from '../utils/password-policy.ts';
import { DialogFrame } from './dialog-frame.tsx';
import { PasswordField } from './password-field.tsx';
import { PasswordHints } from './password-hints.tsx';

type Step = 'request' | 'reset';

export function ResetPasswordDialog({
  open,
  initialEmail,
  onClose,
  onDone,
}: {
  open: boolean;
  initialEmail?: string;
  onClose: () => void;
  onDone: (email: string) => void;
}) {
  const requestMutation = useRequestPasswordReset();
  const resetMutation = useResetPassword();
  const [step, setStep] = useState<Step>('request');
  const [email, setEmail] = useState(initialEmail ?? '');
  const [token, setToken] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const busy = requestMutation.isPending || resetMutation.isPending;

  const onRequest = (e: FormEvent) => {
    e.preventDefault();
    if (!isEmail(email)) {
      setErrors({ email: 'Enter a valid e-mail address.' });
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
    if (token.trim().length < 10) next.verification_token = 'Enter the code from the e-mail.';
    const problem = passwordProblem(password);
    if (problem) next.password = problem;
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length > 0) return;
    resetMutation.mutate(
      { verification_token: token.trim(), password },
      {
        onSuccess: () => {
          notify('Your password was changed. Sign in with your new password.', { code: 200 });
          onDone(email.trim().toLowerCase());
        },
        onError: (error) => {
          const { form, fields } = formErrorsFrom(error, ['verification_token', 'password'], {
            weak_password: 'password',
          });
          setErrors(fields);
          setFormError(form);
        },
      },
    );
  };

  const spinner = busy ? <CircularProgress size={18} color="inherit" /> : undefined;

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title="Reset your password"
      subtitle={
        step === 'request'
          ? 'Enter the e-mail address of your account and we will send you a verification code.'
          : 'Enter the verification code from the e-mail and choose a new password.'
      }
      testId="reset-password-dialog"
    >
      {formError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      )}
      {step === 'request' ? (
        <Stack component="form" noValidate onSubmit={onRequest} spacing={2}>
          <TextField
            label="Email"
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
            Send verification code
          </Button>
          <Box sx={{ textAlign: 'center' }}>
            <Link component="button" type="button" variant="body2" onClick={() => setStep('reset')}>
              I already have a code
            </Link>
          </Box>
        </Stack>
      ) : (
        <Stack component="form" noValidate onSubmit={onReset} spacing={2}>
          {requestMutation.isSuccess && (
            <Alert severity="info">
              If an account exists for {email.trim()}, a verification code is on its way.
            </Alert>
          )}
          <TextField
            label="Verification code"
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
          <Box>
            <PasswordField
              label="New password"
              name="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={Boolean(errors.password)}
              helperText={errors.password}
              disabled={busy}
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
            Set new password
          </Button>
          <Box sx={{ textAlign: 'center' }}>
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => setStep('request')}
            >
              Send a new code
            </Link>
          </Box>
        </Stack>
      )}
    </DialogFrame>
  );
}
