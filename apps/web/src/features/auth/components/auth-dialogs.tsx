// The landing page's sign-in dialogs as one small state machine: login ↔ register, login →
// reset → login, and reset link → reset → login. A successful sign-in stores the session and opens the user's home.
import type { TSessionResponse } from '@sortie/domain/contracts';
import { useNavigate } from 'react-router';
import { currentLanguage, switchLanguage } from '../../../i18n/i18n.ts';
import { chooseLanguage } from '../../../i18n/use-language.ts';
import { homePathFor, startSession } from '../../../lib/session.ts';
import { LoginDialog } from './login-dialog.tsx';
import { RegisterDialog } from './register-dialog.tsx';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';

export type AuthDialogState =
  | { kind: 'closed' }
  | { kind: 'login'; email?: string; googleIdToken?: string }
  | { kind: 'register'; google?: { idToken: string; name?: string; email?: string } }
  /** `token` comes from the mailed reset link. */
  | { kind: 'reset'; email?: string; token?: string };

export function AuthDialogs({
  state,
  onChange,
}: {
  state: AuthDialogState;
  onChange: (next: AuthDialogState) => void;
}) {
  const navigate = useNavigate();
  const close = () => onChange({ kind: 'closed' });

  const signedIn = (session: TSessionResponse, issuer: string) => {
    startSession(session, issuer);
    // The language saved in the profile wins (as at boot); a user without one keeps, and saves,
    // the language chosen on the landing page, so it follows them to other browsers.
    const saved = session.user.language;
    if (saved) {
      if (saved !== currentLanguage()) void switchLanguage(saved);
    } else if (currentLanguage() !== 'en') void chooseLanguage(currentLanguage());
    onChange({ kind: 'closed' });
    void navigate(homePathFor(session.user), { replace: true });
  };

  // Keys remount each dialog per opening, so fields start fresh or prefilled.
  return (
    <>
      {state.kind === 'login' && (
        <LoginDialog
          key={`login-${state.googleIdToken ?? state.email ?? ''}`}
          open
          initialEmail={state.email}
          googleIdToken={state.googleIdToken}
          onClose={close}
          onForgotPassword={(email) => onChange({ kind: 'reset', email })}
          onRegister={() => onChange({ kind: 'register' })}
          onSignedIn={signedIn}
        />
      )}
      {state.kind === 'register' && (
        <RegisterDialog
          key={`register-${state.google?.idToken ?? ''}`}
          open
          google={state.google}
          onClose={close}
          onLogin={() => onChange({ kind: 'login' })}
          onSignedIn={signedIn}
        />
      )}
      {state.kind === 'reset' && (
        <ResetPasswordDialog
          key={`reset-${state.token ?? ''}`}
          open
          initialEmail={state.email}
          linkToken={state.token}
          onClose={close}
          onDone={(email) => onChange({ kind: 'login', email })}
        />
      )}
    </>
  );
}
