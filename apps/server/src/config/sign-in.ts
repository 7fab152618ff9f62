// Sign-in: the token secret and lifetimes, and Google sign-in over OpenID Connect.
import { z } from 'zod';
import { ZOptionalString, ZPositiveInt } from './env.ts';
import { readOrCreateSecret } from './paths.ts';

export const signInEnv = z.object({
  JWT_SECRET: ZOptionalString.pipe(z.string().min(32).optional()),
  TOKEN_TTL_SECONDS: ZPositiveInt.default(3600),
  SESSION_TTL_SECONDS: ZPositiveInt.default(30 * 24 * 3600),
  OIDC_ISSUER: ZOptionalString.pipe(z.url().optional()),
  OIDC_CLIENT_ID: ZOptionalString,
  OIDC_CLIENT_SECRET: ZOptionalString,
});

type SignInEnv = z.infer<typeof signInEnv>;

export type SignInConfig = {
  jwtSecret: string;
  tokenTtlSeconds: number;
  sessionTtlSeconds: number;
  oidc:
    Readonly<{ issuer: string; clientId: string; clientSecret: string | undefined }> | undefined;
};

/** What one variable cannot say alone: OIDC needs a client id and this app's public origin. */
export function signInProblems(e: SignInEnv, publicUrl: string | undefined): string[] {
  const problems: string[] = [];
  if (e.OIDC_ISSUER && !e.OIDC_CLIENT_ID)
    problems.push('  OIDC_CLIENT_ID: required when OIDC_ISSUER is set');
  if (e.OIDC_ISSUER && !publicUrl) problems.push('  PUBLIC_URL: required when OIDC_ISSUER is set');
  return problems;
}

/** JWT_SECRET, when unset, is generated once and kept in DATA_DIR. */
export function signInConfig(e: SignInEnv, dataDir: string): SignInConfig {
  return {
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir, 'jwt-secret'),
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    sessionTtlSeconds: e.SESSION_TTL_SECONDS,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID
        ? Object.freeze({
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
          })
        : undefined,
  };
}
