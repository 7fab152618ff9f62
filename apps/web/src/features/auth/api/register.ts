import type { TRegisterRequest, TSessionResponse } from '@sortie/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function register(body: TRegisterRequest): Promise<TSessionResponse> {
  return api.post<TSessionResponse>('/api/v4/register', body, { auth: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
