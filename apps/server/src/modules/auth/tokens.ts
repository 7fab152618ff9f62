// Id tokens: HS256 JWTs with sub (user id) and sid (session id), short-lived; the session row
// decides whether they still count. Refresh and logout accept an expired but authentic token.
import { compactVerify, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import { createVerifiedTokens } from './verified-tokens.ts';

const ISSUER = 'sortie';
const AUDIENCE = 'sortie-web';
const ZClaims = z.object({ sub: z.string(), sid: z.string(), exp: z.number() });
export type IdTokenClaims = z.infer<typeof ZClaims>;

export type TokenSigner = ReturnType<typeof createTokenSigner>;

export function createTokenSigner(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  const verified = createVerifiedTokens();
  return {
    async sign(
      userId: string,
      sessionId: string,
      now: Date,
    ): Promise<{ token: string; expiresAt: Date }> {
      const iat = Math.floor(now.getTime() / 1000);
      const exp = iat + ttlSeconds;
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(key);
      return { token, expiresAt: new Date(exp * 1000) };
    },
    /** Full check including expiry; undefined when the token is not valid now. */
    async verify(token: string, now: Date): Promise<IdTokenClaims | undefined> {
      const known = verified.get(token, now);
      if (known) return { sub: known.sub, sid: known.sid, exp: known.exp };
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now,
        });
        const parsed = ZClaims.safeParse(payload);
        if (parsed.success) verified.remember(token, parsed.data);
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
    /** Signature, issuer and audience only: expiry is left to the session row. */
    async verifyIgnoringExpiry(token: string): Promise<IdTokenClaims | undefined> {
      try {
        const { payload } = await compactVerify(token, key, { algorithms: ['HS256'] });
        const claims: unknown = JSON.parse(new TextDecoder().decode(payload));
        const parsed = ZClaims.extend({
          iss: z.literal(ISSUER),
          aud: z.literal(AUDIENCE),
        }).safeParse(claims);
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
