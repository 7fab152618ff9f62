// E-mail verification: open the mailed link (public), or mail a new one (signed in).
import type { TUser } from '@sortie/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function verifyEmail(token: string): Promise<TUser> {
  return api.post<TUser>('/api/v4/users/verify_email', { token }, { auth: false });
}

export function resendVerification(): Promise<unknown> {
  return api.post('/api/v4/users/verify_email/send', {});
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
