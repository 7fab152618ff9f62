// Rate limits of sign-in and of the calls anyone may make signed out.
import { z } from 'zod';
import { ZPositiveInt } from './env.ts';

export const rateLimitEnv = z.object({
  RATE_LIMIT_LOGIN_MAX: ZPositiveInt.default(5),
  RATE_LIMIT_LOGIN_WINDOW_SECONDS: ZPositiveInt.default(15 * 60),
  RATE_LIMIT_LOGIN_ACCOUNT_MAX: ZPositiveInt.default(20),
  RATE_LIMIT_LOGIN_IP_MAX: ZPositiveInt.default(50),
  RATE_LIMIT_PUBLIC_MAX: ZPositiveInt.default(10),
  RATE_LIMIT_LOOKUP_MAX: ZPositiveInt.default(60),
  RATE_LIMIT_REGISTER_MAX: ZPositiveInt.default(10),
  RATE_LIMIT_PUBLIC_WINDOW_SECONDS: ZPositiveInt.default(15 * 60),
  /** Data Check calls per signed-out IP within RATE_LIMIT_PUBLIC_WINDOW_SECONDS (issue 14). */
  RATE_LIMIT_DATA_CHECK_MAX: ZPositiveInt.default(60),
});

export type RateLimitConfig = {
  rateLimit: Readonly<{
    loginMax: number;
    loginAccountMax: number;
    loginIpMax: number;
    loginWindowSeconds: number;
    publicMax: number;
    publicWindowSeconds: number;
    /** GET /users/find per IP within publicWindowSeconds. */
    lookupMax: number;
    /** POST /register per IP within publicWindowSeconds. */
    registerMax: number;
    /** Data Check calls per signed-out IP within publicWindowSeconds. */
    dataCheckMax: number;
  }>;
};

export function rateLimitConfig(e: z.infer<typeof rateLimitEnv>): RateLimitConfig {
  return {
    rateLimit: Object.freeze({
      loginMax: e.RATE_LIMIT_LOGIN_MAX,
      loginAccountMax: e.RATE_LIMIT_LOGIN_ACCOUNT_MAX,
      loginIpMax: e.RATE_LIMIT_LOGIN_IP_MAX,
      loginWindowSeconds: e.RATE_LIMIT_LOGIN_WINDOW_SECONDS,
      publicMax: e.RATE_LIMIT_PUBLIC_MAX,
      publicWindowSeconds: e.RATE_LIMIT_PUBLIC_WINDOW_SECONDS,
      lookupMax: e.RATE_LIMIT_LOOKUP_MAX,
      registerMax: e.RATE_LIMIT_REGISTER_MAX,
      dataCheckMax: e.RATE_LIMIT_DATA_CHECK_MAX,
    }),
  };
}
