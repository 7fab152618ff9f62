// Create an account with e-mail or phone and a password, or finish a Google sign-up.
import type { TRegisterRequest, TSessionResponse } from '@sortie/domain/contracts';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Divider,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useBrand } from '../../../lib/brand.tsx';
import { useRegister } from '../api/register.ts';
import { formErrorsFrom } from '../../../lib/errors.ts';
import {
  identifierBody,
  identifierErrors,
  type IdentifierErrors,
  type IdentifierValue,
} from '../utils/identifier.ts';
import { passwordProblem } from '../utils/password-policy.ts';
import { DialogFrame } from './dialog-frame.tsx';
import { GoogleButton } from './google-button.tsx';
import { IdentifierFields } from './identifier-fields.tsx';
import { PasswordField } from './password-field.tsx';
import { PasswordHints } from './password-hints.tsx';

const FIELDS = ['name', 'email', 'phone_number', 'country_code', 'password'] as const;
type Errors = IdentifierErrors & { name?: string; password?: string };

export function RegisterDialog({
  open,
  google,
  onClose,
  onLogin,
  onSignedIn,
}: {
  open: boolean;
  /** Set after a Google return for an unknown account: prefilled, no password needed. */
  google?: { idToken: string; name?: string; email?: string };
  onClose: () => void;
  onLogin: () => void;
  onSignedIn: (session: TSessionResponse, issuer: string) => void;
}) {
  const brand = useBrand();
  const registerMutation = useRegister();
  const [name, setName] = useState(google?.name ?? '');
  const [identifier, setIdentifier] = useState<IdentifierValue>({
    method: 'email',
    email: google?.email ?? '',
    countryCode: brand.countryCode,
    phone: '',
  });
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const busy = registerMutation.isPending;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = {};
    if (!name.trim()) next.name = 'Enter your name.';
    if (google) {
      if (!identifier.email.trim()) Object.assign(next, identifierErrors(identifier));
    } else {
      Object.assign(next, identifierErrors(identifier));
      const problem = passwordProblem(password);
      if (problem) next.password = problem;
    }
    setErrors(next);
    setFormError(null);
    if (Object.keys(next).length > 0) return;

    const body: TRegisterRequest = google
      ? {
          name: name.trim(),
          email: identifier.email.trim().toLowerCase(),
          google_id_token: google.idToken,
        }
      : { name: name.trim(), ...identifierBody(identifier), password };
    registerMutation.mutate(body, {
      onSuccess: (session) => onSignedIn(session, google ? 'google' : 'password'),
      onError: (error) => {
        const { form, fields } = formErrorsFrom(error, FIELDS, {
          identifier_taken: identifier.method === 'email' ? 'email' : 'phone_number',
          weak_password: 'password',
        });
        setErrors(fields);
        setFormError(form);
      },
    });
  };

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title="Create your account"
      subtitle={
        google
          ? 'Almost there! Confirm your name to finish signing up with Google.'
          : `Start planning drone surveys with ${brand.appName}. It's free.`
      }
      testId="register-dialog"
    >
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        spacing={2}
        aria-label="Create account"
      >
        {!google && <GoogleButton label="Sign up with Google" />}
        {!google && brand.googleSignInEnabled && (
          <Divider>
            <Typography variant="caption" color="text.secondary">
              or
            </Typography>
          </Divider>
        )}
        {formError && (
          <Alert severity="error" data-testid="register-error">
            {formError}
          </Alert>
        )}
        <TextField
          label="Full name"
          name="name"
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={Boolean(errors.name)}
          helperText={errors.name}
          disabled={busy}
          autoFocus
          required
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        {google ? (
          <TextField label="Email" name="email" value={identifier.email} disabled />
        ) : (
          <IdentifierFields
            value={identifier}
            onChange={setIdentifier}
            errors={errors}
            disabled={busy}
          />
        )}
        {!google && (
          <Box>
            <PasswordField
              label="Password"
              name="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={Boolean(errors.password)}
              helperText={errors.password}
              disabled={busy}
              required
              slotProps={{ htmlInput: { 'aria-describedby': 'register-password-hints' } }}
            />
            <PasswordHints password={password} id="register-password-hints" />
          </Box>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          data-testid="register-submit"
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          Create account
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          By creating an account you agree to the{' '}
          <Link href={brand.termsUrl} target="_blank" rel="noopener">
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link href={brand.privacyUrl} target="_blank" rel="noopener">
            Privacy Policy
          </Link>
          .
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          Already have an account?{' '}
          <Link component="button" type="button" variant="body2" onClick={onLogin}>
            Sign in
          </Link>
        </Typography>
      </Stack>
    </DialogFrame>
  );
}
