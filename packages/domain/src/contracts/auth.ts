// Sign-in, registration and session endpoints (platform-core §4 "Sign-in", "Token refresh").
import { z } from 'zod';
import { ZIsoDateTime } from './common.ts';
import { ZUser } from './users.ts';

const ZEmail = z.email().max(320);
const ZPhone = z.string().regex(/^\d{4,15}$/, 'Enter digits only, 4 to 15 of them.');
const ZCountryCode = z.string().regex(/^\d{1,4}$/, 'Enter the country calling code, e.g. 91.');

/** POST /api/v4/register → 201 */
export const ZRegisterRequest = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(100),
  email: ZEmail.optional(),
  phone_number: ZPhone.optional(),
  country_code: ZCountryCode.optional(),
  password: z.string().max(256).optional(),
  google_id_token: z.string().max(8192).optional(),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

/** POST /api/v4/authenticate/login */
export const ZLoginRequest = z.object({
  email: ZEmail.optional(),
  phone_number: ZPhone.optional(),
  country_code: ZCountryCode.optional(),
  password: z.string().max(256).optional(),
  google_id_token: z.string().max(8192).optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** The answer of register and login: a short-lived id token and the user. */
export const ZSessionResponse = z.object({
  id_token: z.string(),
  expires_at: ZIsoDateTime,
  user: ZUser,
});
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

/** GET /api/v4/authenticate */
export const ZAuthenticateResponse = z.object({ user: ZUser });
export type TAuthenticateResponse = z.infer<typeof ZAuthenticateResponse>;

/** GET /api/v4/authenticate/refresh */
export const ZRefreshResponse = z.object({ id_token: z.string(), expires_at: ZIsoDateTime });
export type TRefreshResponse = z.infer<typeof ZRefreshResponse>;

/** GET /api/v4/authenticate/google?brand=KEY and the return GET /api/v4/authenticate/code */
export const ZGoogleStartQuery = z.object({ brand: z.string().max(64).optional() });
export const ZGoogleCodeQuery = z
  .object({
    code: z.string().max(4096).optional(),
    state: z.string().max(4096).optional(),
    brand: z.string().max(64).optional(),
    error: z.string().max(256).optional(),
  })
  .loose();

/** Values of `?error=` on the landing page after a failed Google return (feature-areas §8). */
export const GOOGLE_RETURN_ERRORS = ['TransportError', 'access_denied', 'invalid_state'] as const;
