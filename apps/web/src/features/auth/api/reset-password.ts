import type { TResetPasswordRequest } from '@sortie/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Sends a verification code to the address; always accepted, so accounts cannot be probed. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return api.post('/api/v4/users/forgot_password', { email }, { auth: false });
}

export function resetPassword(body: TResetPasswordRequest): Promise<void> {
  return api.post<void>('/api/v4/users/reset_password', body, { auth: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
