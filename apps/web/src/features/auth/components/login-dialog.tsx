// Sign in with e-mail or phone and password, or finish a Google sign-in (feature-areas §2).
import type { TLoginRequest, TSessionResponse } from '@sortie/domain/contracts';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Divider,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/brand.tsx';
import { useLogin } from '../api/login.ts';
import { formErrorsFrom } from '../../../lib/errors.ts';
import {
  identifierBody,
  identifierErrors,
  type IdentifierErrors,
  type IdentifierValue,
} from '../utils/identifier.ts';
import { DialogFrame } from './dialog-frame.tsx';
import { GoogleButton } from './google-button.tsx';
import { IdentifierFields } from './identifier-fields.tsx';
import { PasswordField } from './password-field.tsx';

const FIELDS = ['email', 'phone_number', 'country_code', 'password'] as const;

export function LoginDialog({
  open,
  initialEmail,
  googleIdToken,
  onClose,
  onForgotPassword,
  onRegister,
  onSignedIn,
}: {
  open: boolean;
  initialEmail?: string;
  googleIdToken?: string;
  onClose: () => void;
  onForgotPassword: (email: string) => void;
  onRegister: () => void;
  onSignedIn: (session: TSessionResponse, issuer: string) => void;
}) {
  const { t } = useTranslation('auth');
  const brand = useBrand();
  const loginMutation = useLogin();
  const [identifier, setIdentifier] = useState<IdentifierValue>({
    method: 'email',
    email: initialEmail ?? '',
    countryCode: brand.countryCode,
    phone: '',
  });
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<IdentifierErrors & { password?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const googleSent = useRef<string | null>(null);

  const submit = (body: TLoginRequest, issuer: string) => {
    setFormError(null);
    loginMutation.mutate(body, {
      onSuccess: (session) => onSignedIn(session, issuer),
      onError: (error) => {
        const { form, fields } = formErrorsFrom(error, FIELDS);
        setFieldErrors(fields);
        setFormError(form);
      },
    });
  };

  // Coming back from Google with an id token of a known account: sign in at once.
  useEffect(() => {
    if (!open || !googleIdToken || googleSent.current === googleIdToken) return;
    googleSent.current = googleIdToken;
    submit({ google_id_token: googleIdToken }, 'google');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- submit once per token
  }, [open, googleIdToken]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const errors: IdentifierErrors & { password?: string } = identifierErrors(identifier);
    if (!password) errors.password = t('checks.enterPassword');
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    submit({ ...identifierBody(identifier), password }, 'password');
  };

  const busy = loginMutation.isPending;

  if (googleIdToken) {
    return (
      <DialogFrame
        open={open}
        onClose={onClose}
        title={t('login.googleTitle')}
        testId="login-dialog"
      >
        <Stack spacing={2} sx={{ alignItems: 'center', py: 2 }}>
          {busy && <CircularProgress aria-label={t('login.signingIn')} />}
          {formError && (
            <Alert severity="error" sx={{ width: '100%' }}>
              {formError}
            </Alert>
          )}
          {!busy && formError && (
            <Button onClick={() => submit({ google_id_token: googleIdToken }, 'google')}>
              {t('login.tryAgain')}
            </Button>
          )}
        </Stack>
      </DialogFrame>
    );
  }

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={t('login.title', { appName: brand.appName })}
      subtitle={t('login.subtitle')}
      testId="login-dialog"
    >
      <Stack
        component="form"
        noValidate
        onSubmit={onSubmit}
        spacing={2}
        aria-label={t('login.formLabel')}
      >
        <GoogleButton label={t('login.google')} />
        {brand.googleSignInEnabled && (
          <Divider>
            <Typography variant="caption" color="text.secondary">
              {t('or')}
            </Typography>
          </Divider>
        )}
        {formError && (
          <Alert severity="error" data-testid="login-error">
            {formError}
          </Alert>
        )}
        <IdentifierFields
          value={identifier}
          onChange={setIdentifier}
          errors={fieldErrors}
          disabled={busy}
          autoFocus
        />
        <Box>
          <PasswordField
            label={t('fields.password')}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={Boolean(fieldErrors.password)}
            helperText={fieldErrors.password}
            disabled={busy}
            required
          />
          <Box sx={{ textAlign: 'right', mt: 0.5 }}>
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() =>
                onForgotPassword(identifier.method === 'email' ? identifier.email : '')
              }
            >
              {t('login.forgotPassword')}
            </Link>
          </Box>
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          data-testid="login-submit"
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {t('login.submit')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('login.newTo', { appName: brand.appName })}{' '}
          <Link component="button" type="button" variant="body2" onClick={onRegister}>
            {t('login.createAccount')}
          </Link>
        </Typography>
      </Stack>
    </DialogFrame>
  );
}
