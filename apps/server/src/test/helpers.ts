// Small helpers for integration tests: register a user and sign requests.
import type { TSessionResponse } from '@sortie/domain/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';

// The database behind each test app, for fixtures that set up state no route can reach without
// a mailbox (a verified e-mail address); buildTestApp registers it.
const databases = new WeakMap<FastifyInstance, Db>();
export const registerTestDb = (app: FastifyInstance, db: Db) => databases.set(app, db);

/**
 * Marks a fixture user's e-mail address as verified, as opening the mailed link would (the link
 * itself is tested in modules/auth/verification.test.ts with a real SMTP exchange).
 */
export async function markEmailVerified(app: FastifyInstance, userId: string): Promise<void> {
  const db = databases.get(app);
  if (!db) throw new Error('markEmailVerified needs an app from buildTestApp');
  await db
    .updateTable('users')
    .set({ email_verified_at: new Date() })
    .where('id', '=', userId)
    .execute();
}

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
