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
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('auth');
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
    if (!name.trim()) next.name = t('checks.enterName');
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
      title={t('register.title')}
      subtitle={
        google ? t('register.googleSubtitle') : t('register.subtitle', { appName: brand.appName })
      }
      testId="register-dialog"
    >
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        spacing={2}
        aria-label={t('register.formLabel')}
      >
        {!google && <GoogleButton label={t('register.google')} />}
        {!google && brand.googleSignInEnabled && (
          <Divider>
            <Typography variant="caption" color="text.secondary">
              {t('or')}
            </Typography>
          </Divider>
        )}
        {formError && (
          <Alert severity="error" data-testid="register-error">
            {formError}
          </Alert>
        )}
        <TextField
          label={t('fields.fullName')}
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
          <TextField label={t('fields.email')} name="email" value={identifier.email} disabled />
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
              label={t('fields.password')}
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
          {t('register.submit')}
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('register.agreeBefore')}{' '}
          <Link href={brand.termsUrl} target="_blank" rel="noopener">
            {t('register.terms')}
          </Link>{' '}
          {t('register.and')}{' '}
          <Link href={brand.privacyUrl} target="_blank" rel="noopener">
            {t('register.privacy')}
          </Link>
          {t('register.agreeAfter')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('register.haveAccount')}{' '}
          <Link component="button" type="button" variant="body2" onClick={onLogin}>
            {t('register.signIn')}
          </Link>
        </Typography>
      </Stack>
    </DialogFrame>
  );
}
