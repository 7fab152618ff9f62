import type { TFindUserResponse } from '@sortie/domain/contracts';
import { api } from '../../../lib/api-client.ts';

/** Public lookup: does an account exist for this e-mail address or phone number? */
export function findUser(type: 'email' | 'phone', value: string): Promise<TFindUserResponse> {
  return api.get<TFindUserResponse>(`/api/v4/users/find/${type}/${encodeURIComponent(value)}`, {
    auth: false,
  });
}
