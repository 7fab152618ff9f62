// The landing page after the Google sign-in round trip (feature-areas §2, §8).

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
        message:
          'Popups are blocked by your browser. Allow popups for this site and refresh the page to sign in with Google.',
        timeout: STICKY,
      };
    case 'cookie_disabled_by_browser':
      return {
        kind: 'notify',
        message:
          'Cookies are disabled in your browser. Enable cookies for this site and refresh the page to sign in with Google.',
        timeout: STICKY,
      };
    case 'google_auth_obj_initialize_error':
      return {
        kind: 'notify',
        message: 'Error in the Google Sign-in service! Please try again later.',
        timeout: STICKY,
      };
    case 'popup_closed_by_user':
      return { kind: 'log' };
    case 'TransportError':
      return {
        kind: 'notify',
        message: 'Something went wrong when validating your credentials! Please try again later',
        timeout: STICKY,
      };
    default:
      return { kind: 'forbidden', message: 'Error signing in. Please try again later.' };
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
