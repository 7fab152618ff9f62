// The landing page after the Google sign-in round trip (feature-areas §2, §8). Messages come from
// the `auth` catalogue, which the caller loads first (use-google-return.ts).
import { i18n } from '../../../i18n/i18n.ts';

export type GoogleErrorAction =
  | { kind: 'notify'; message: string; timeout: number }
  | { kind: 'log' }
  | { kind: 'forbidden'; message: string };

const STICKY = -1;

/** What to do for each `?error=` value the Google return can carry (feature-areas §8). */
export function googleErrorAction(error: string): GoogleErrorAction {
  switch (error) {
    case 'popup_blocked_by_browser':
      return {
        kind: 'notify',
        message: i18n.t('auth:google.popupBlocked'),
        timeout: STICKY,
      };
    case 'cookie_disabled_by_browser':
      return {
        kind: 'notify',
        message: i18n.t('auth:google.cookiesDisabled'),
        timeout: STICKY,
      };
    case 'google_auth_obj_initialize_error':
      return {
        kind: 'notify',
        message: i18n.t('auth:google.serviceError'),
        timeout: STICKY,
      };
    case 'popup_closed_by_user':
      return { kind: 'log' };
    case 'TransportError':
      return {
        kind: 'notify',
        message: i18n.t('auth:google.transportError'),
        timeout: STICKY,
      };
    default:
      return { kind: 'forbidden', message: i18n.t('auth:google.signInError') };
  }
}

export interface GoogleClaims {
  name?: string;
  email?: string;
}

/** Reads name and e-mail from an id token's payload without verifying it (the server does). */
export function decodeTokenClaims(token: string): GoogleClaims {
  const payload = token.split('.')[1];
  if (!payload) return {};
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    return {
      ...(typeof claims.name === 'string' ? { name: claims.name } : {}),
      ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
    };
  } catch {
    return {};
  }
}
