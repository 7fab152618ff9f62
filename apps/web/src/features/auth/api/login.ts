import type { TLoginRequest, TSessionResponse } from '@sortie/domain/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function login(body: TLoginRequest): Promise<TSessionResponse> {
  return api.post<TSessionResponse>('/api/v4/authenticate/login', body, { auth: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
