// Google sign-in over OpenID Connect (any OIDC issuer works; tests use oauth2-mock-server).
// The browser leaves through GET /authenticate/google and comes back to GET /authenticate/code;
// state, nonce and the PKCE verifier travel in a short-lived signed cookie. The Google id token is
// then handed to the web app, which posts it to /authenticate/login or /register, where it is
// verified again against the issuer's JWKS with the client id as audience.
import { AppError } from '@sortie/domain';
import { createRemoteJWKSet, jwtVerify, SignJWT, type JWTVerifyGetKey } from 'jose';
import * as oidc from 'openid-client';
import { z } from 'zod';

export const OIDC_COOKIE = 'sortie_oidc';
const COOKIE_TTL_SECONDS = 600;
export const CALLBACK_PATH = '/api/v4/authenticate/code';

export type GoogleClaims = {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
};

const ZCookie = z.object({
  state: z.string(),
  nonce: z.string(),
  verifier: z.string(),
  brand: z.string(),
});

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;

export function createGoogleSignIn(deps: {
  oidc: { issuer: string; clientId: string; clientSecret: string | undefined } | undefined;
  publicUrl: string | undefined;
  cookieSecret: string;
}) {
  const settings =
    deps.oidc && deps.publicUrl ? { ...deps.oidc, publicUrl: deps.publicUrl } : undefined;
  const cookieKey = new TextEncoder().encode(`oidc-cookie:${deps.cookieSecret}`);
  let discovered: Promise<oidc.Configuration> | undefined;
  let jwks: JWTVerifyGetKey | undefined;

  function disabled(): AppError {
    return new AppError(
      'google_sign_in_disabled',
      404,
      'Google sign-in is not configured on this server.',
    );
  }

  async function configuration(): Promise<oidc.Configuration> {
    if (!settings) throw disabled();
    const issuerUrl = new URL(settings.issuer);
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(issuerUrl.hostname);
    discovered ??= oidc
      .discovery(
        issuerUrl,
        settings.clientId,
        undefined,
        settings.clientSecret ? oidc.ClientSecretPost(settings.clientSecret) : oidc.None(),
        // Plain http is allowed only for an issuer on this machine (tests, local mock servers).
        loopback && issuerUrl.protocol === 'http:'
          ? { execute: [oidc.allowInsecureRequests] }
          : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  const redirectUri = () => `${settings?.publicUrl ?? ''}${CALLBACK_PATH}`;

  return {
    enabled: settings !== undefined,

    /** Throws 404 google_sign_in_disabled when OIDC_* is not configured. */
    assertEnabled(): void {
      if (!settings) throw disabled();
    },

    /** The issuer's authorize URL and the cookie value that remembers this attempt. */
    async start(brand: string): Promise<{ url: string; cookie: string; maxAge: number }> {
      const config = await configuration();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const verifier = oidc.randomPKCECodeVerifier();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri(),
        scope: 'openid profile email',
        response_type: 'code',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      });
      const cookie = await new SignJWT({ state, nonce, verifier, brand })
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime(`${COOKIE_TTL_SECONDS}s`)
        .sign(cookieKey);
      return { url: url.href, cookie, maxAge: COOKIE_TTL_SECONDS };
    },

    /** Brand remembered in the cookie, when the cookie is authentic. */
    async readCookie(cookie: string | undefined): Promise<z.infer<typeof ZCookie> | undefined> {
      if (!cookie) return undefined;
      try {
        const { payload } = await jwtVerify(cookie, cookieKey, { algorithms: ['HS256'] });
        const parsed = ZCookie.safeParse(payload);
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },

    /** Exchanges the code (PKCE, state and nonce checked); returns the Google id token and its claims. */
    async exchange(
      search: string,
      remembered: z.infer<typeof ZCookie>,
    ): Promise<{ idToken: string; claims: GoogleClaims }> {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(
        config,
        new URL(`${redirectUri()}${search}`),
        {
          pkceCodeVerifier: remembered.verifier,
          expectedState: remembered.state,
          expectedNonce: remembered.nonce,
          idTokenExpected: true,
        },
      );
      const idToken = tokens.id_token;
      const claims = tokens.claims();
      if (!idToken || !claims) throw new Error('the issuer returned no id token');
      return { idToken, claims: toClaims(claims) };
    },

    /** Verifies an id token posted by the web app: signature (JWKS), issuer, audience, expiry. */
    async verifyIdToken(idToken: string): Promise<GoogleClaims> {
      const config = await configuration().catch((error: unknown) => {
        if (error instanceof AppError) throw error;
        throw new AppError(
          'google_unavailable',
          503,
          'Google sign-in is unavailable right now. Try again later.',
        );
      });
      const meta = config.serverMetadata();
      if (!meta.jwks_uri)
        throw new AppError('google_unavailable', 503, 'The identity provider has no signing keys.');
      jwks ??= createRemoteJWKSet(new URL(meta.jwks_uri));
      // Google writes iss with or without the scheme.
      const issuers = [meta.issuer, meta.issuer.replace(/^https?:\/\//, '')];
      try {
        const { payload } = await jwtVerify(idToken, jwks, {
          issuer: issuers,
          audience: settings?.clientId ?? '',
        });
        return toClaims(payload);
      } catch {
        throw new AppError(
          'invalid_google_token',
          401,
          'The Google sign-in could not be verified. Try again.',
        );
      }
    },
  };
}

function toClaims(payload: Record<string, unknown>): GoogleClaims {
  const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : undefined);
  const sub = str(payload.sub);
  if (!sub)
    throw new AppError(
      'invalid_google_token',
      401,
      'The Google sign-in could not be verified. Try again.',
    );
  return {
    sub,
    email: str(payload.email)?.toLowerCase(),
    emailVerified: payload.email_verified === true || payload.email_verified === 'true',
    name: str(payload.name),
    picture: str(payload.picture),
  };
}
