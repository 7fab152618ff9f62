// Small helpers for integration tests: register a user and sign requests.
import type { TSessionResponse } from '@sortie/domain/contracts';
import type { FastifyInstance } from 'fastify';

export const GOOD_PASSWORD = 'Flight-plan-42';

let counter = 0;

export async function registerUser(
  app: FastifyInstance,
  input: Partial<{
    name: string;
    email: string;
    password: string;
    phone_number: string;
    country_code: string;
  }> = {},
): Promise<TSessionResponse & { password: string }> {
  counter += 1;
  const password = input.password ?? GOOD_PASSWORD;
  const res = await app.inject({
    method: 'POST',
    url: '/api/v4/register',
    payload: {
      name: input.name ?? `Pilot ${counter}`,
      email: input.email ?? `pilot${counter}-${Date.now()}@example.com`,
      password,
      ...input,
    },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { ...res.json<TSessionResponse>(), password };
}

export const bearer = (token: unknown) => ({ authorization: `Bearer ${String(token)}` });
