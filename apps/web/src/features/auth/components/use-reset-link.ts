// Handles the mailed password-reset link, `/?verification_token=…`: opens the reset dialog with
// the token filled in and removes it from the address bar at once, so it does not stay in the
// history, get bookmarked or leak through a shared screenshot (other query values are kept).
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { AuthDialogState } from './auth-dialogs.tsx';

export const RESET_TOKEN_PARAM = 'verification_token';

export function useResetLink(open: (state: AuthDialogState) => void): void {
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    const token = params.get(RESET_TOKEN_PARAM)?.trim();
    if (token === undefined) return;
    handled.current = true;
    const rest = new URLSearchParams(params);
    rest.delete(RESET_TOKEN_PARAM);
    setParams(rest, { replace: true });
    if (token) open({ kind: 'reset', token });
  }, [params, setParams, open]);
}
