// Handles the landing page's return from Google (feature-areas §2, §8): `?id_token&user_email`
// opens login (known account) or register (new account); `?error` shows the catalogued message.
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { findUser } from '../api/find-user.ts';
import { decodeTokenClaims, googleErrorAction } from '../utils/google-return.ts';
import type { AuthDialogState } from './auth-dialogs.tsx';

export function useGoogleReturn(open: (state: AuthDialogState) => void): void {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    const idToken = params.get('id_token');
    const userEmail = params.get('user_email');
    const error = params.get('error');
    if (!idToken && !error) return;
    handled.current = true;
    // Drop the query so a reload does not replay the sign-in.
    setParams({}, { replace: true });

    if (error) {
      // The messages are in the `auth` catalogue, which the landing page has not loaded yet.
      void i18n.loadNamespaces('auth').then(() => {
        const action = googleErrorAction(error);
        switch (action.kind) {
          case 'log':
            console.info('Google sign-in popup closed by the user.');
            return;
          case 'notify':
            notify(action.message, { code: 400, timeout: action.timeout });
            return;
          case 'forbidden':
            notify(action.message, { code: 400 });
            void navigate(paths.forbidden.href(), { replace: true });
            return;
        }
      });
      return;
    }
    if (!idToken) return;
    const claims = decodeTokenClaims(idToken);
    const email = userEmail ?? claims.email ?? '';
    const lookup = email ? findUser('email', email) : Promise.resolve({ user_found: false });
    lookup
      .then(({ user_found }) =>
        open(
          user_found
            ? { kind: 'login', googleIdToken: idToken, email }
            : { kind: 'register', google: { idToken, email, name: claims.name } },
        ),
      )
      .catch(() =>
        i18n
          .loadNamespaces('auth')
          .then(() => notify(i18n.t('auth:google.lookupFailed'), { code: 400 })),
      );
  }, [params, setParams, navigate, open]);
}
