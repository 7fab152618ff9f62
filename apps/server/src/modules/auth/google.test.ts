// Google sign-in against a real OIDC provider on loopback (oauth2-mock-server), driving the
// browser redirects with fetch and app.inject.
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bearer, markEmailVerified, registerUser } from '../../test/helpers.ts';

const CLIENT_ID = 'sortie-test-client';
const PUBLIC_URL = 'http://portal.sortie.test';
const GOOGLE_EMAIL = 'pilot@gmail.test';
/** Who the mock issuer signs in as (one test switches to another Google account). */
const signedIn = { email: GOOGLE_EMAIL, sub: 'google-sub-123' };

describe('Google sign-in (OIDC)', () => {
  let oidc: OAuth2Server;
  let t: TestApp;

  beforeAll(async () => {
    oidc = new OAuth2Server();
    await oidc.issuer.keys.generate('RS256');
    await oidc.start(0, '127.0.0.1');
    oidc.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      token.payload.email = signedIn.email;
      token.payload.email_verified = true;
      token.payload.name = 'Gia Pilot';
      token.payload.sub = signedIn.sub;
    });
    t = await buildTestApp({
      realTime: true,
      env: {
        OIDC_ISSUER: oidc.issuer.url,
        OIDC_CLIENT_ID: CLIENT_ID,
        OIDC_CLIENT_SECRET: 'mock-secret',
        PUBLIC_URL,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await oidc.stop();
  });

  /** Browser round trip: our start URL → issuer authorize → back to /authenticate/code. */
  async function signInWithGoogle(opts: { tamperState?: boolean } = {}): Promise<URL> {
    const start = await t.app.inject({
      method: 'GET',
      url: '/api/v4/authenticate/google?brand=guyana',
    });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(String(start.headers.location));
    expect(authorize.origin).toBe(new URL(oidc.issuer.url!).origin);
    expect(authorize.searchParams.get('scope')).toBe('openid profile email');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      `${PUBLIC_URL}/api/v4/authenticate/code`,
    );
    const setCookie = String(start.headers['set-cookie']);
    expect(setCookie).toContain('HttpOnly');
    const cookie = setCookie.split(';')[0]!;

    const issuerReply = await fetch(authorize, { redirect: 'manual' });
    expect(issuerReply.status).toBe(302);
    const callback = new URL(issuerReply.headers.get('location')!);
    expect(callback.origin + callback.pathname).toBe(`${PUBLIC_URL}/api/v4/authenticate/code`);
    if (opts.tamperState) callback.searchParams.set('state', 'forged');

    const back = await t.app.inject({
      method: 'GET',
      url: callback.pathname + callback.search,
      headers: { cookie },
    });
    expect(back.statusCode).toBe(302);
    return new URL(String(back.headers.location));
  }

  it('reports Google sign-in as enabled on the brand', async () => {
    const brand = await t.app.inject({ method: 'GET', url: '/api/v4/brand' });
    expect(brand.json().googleSignInEnabled).toBe(true);
  });

  it('runs the full flow: redirect, code exchange, register, then login', async () => {
    const landing = await signInWithGoogle();
    expect(landing.origin).toBe(PUBLIC_URL);
    expect(landing.pathname).toBe('/');
    expect(landing.searchParams.get('user_email')).toBe(GOOGLE_EMAIL);
    const googleIdToken = landing.searchParams.get('id_token')!;
    expect(googleIdToken.split('.')).toHaveLength(3);

    const found = await t.app.inject({
      method: 'GET',
      url: `/api/v4/users/find/email/${GOOGLE_EMAIL}`,
    });
    expect(found.json()).toEqual({ user_found: false });
    const notYet = await t.app.inject({
      method: 'POST',
      url: '/api/v4/authenticate/login',
      payload: { google_id_token: googleIdToken },
    });
    expect(notYet.statusCode).toBe(404);
    expect(notYet.json().error.type).toBe('user_not_found');

    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/v4/register',
      payload: { name: 'Gia Pilot', email: 'ignored@example.com', google_id_token: googleIdToken },
    });
    expect(reg.statusCode).toBe(201);
    expect(reg.json().user).toMatchObject({
      email: GOOGLE_EMAIL,
      has_password: false,
      email_verified: true,
    });

    const second = await signInWithGoogle();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v4/authenticate/login',
      payload: { google_id_token: second.searchParams.get('id_token') },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.id).toBe(reg.json().user.id);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v4/authenticate',
      headers: bearer(login.json().id_token),
    });
    expect(me.statusCode).toBe(200);

    // A Google-only account can then add a password (no current password needed).
    const set = await t.app.inject({
      method: 'POST',
      url: `/api/v4/users/${reg.json().user.id}/set_identifier`,
      headers: bearer(login.json().id_token),
      payload: { password: 'Gimbal-pitch-90' },
    });
    expect(set.statusCode).toBe(200);
    const byPassword = await t.app.inject({
      method: 'POST',
      url: '/api/v4/authenticate/login',
      payload: { email: GOOGLE_EMAIL, password: 'Gimbal-pitch-90' },
    });
    expect(byPassword.statusCode).toBe(200);
  });

  it('attaches Google to a password account only once that account verified the address', async () => {
    // Someone registered the Google user's address first, with a password of their own.
    const squatter = await registerUser(t.app, { email: 'owner@gmail.test' });
    expect(squatter.user.email_verified).toBe(false);
    signedIn.email = 'owner@gmail.test';
    signedIn.sub = 'google-sub-456';
    try {
      const landing = await signInWithGoogle();
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/v4/authenticate/login',
        payload: { google_id_token: landing.searchParams.get('id_token') },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.type).toBe('email_unverified');
      const row = await t.db
        .selectFrom('users')
        .select('google_sub')
        .where('id', '=', squatter.user.id)
        .executeTakeFirstOrThrow();
      expect(row.google_sub).toBeNull();

      // Once the account proved it reads the address, Google signs in to it.
      await markEmailVerified(t.app, squatter.user.id);
      const again = await signInWithGoogle();
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/v4/authenticate/login',
        payload: { google_id_token: again.searchParams.get('id_token') },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().user.id).toBe(squatter.user.id);
    } finally {
      signedIn.email = GOOGLE_EMAIL;
      signedIn.sub = 'google-sub-123';
    }
  });

  it('rejects id tokens with the wrong audience or signature', async () => {
    const foreign = await oidc.issuer.buildToken({
      scopesOrTransform: (_h: unknown, payload: Record<string, unknown>) => {
        payload.aud = 'someone-else';
      },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v4/authenticate/login',
      payload: { google_id_token: foreign },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.type).toBe('invalid_google_token');
    const landing = await signInWithGoogle();
    const token = landing.searchParams.get('id_token')!;
    const tampered = `${token.slice(0, -4)}AAAA`;
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v4/authenticate/login',
      payload: { google_id_token: tampered },
    });
    expect(bad.statusCode).toBe(401);
  });

  it('sends errors back to the landing page', async () => {
    const forged = await signInWithGoogle({ tamperState: true });
    expect(forged.searchParams.get('error')).toBe('invalid_state');

    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/v4/authenticate/code?error=access_denied&brand=india',
    });
    expect(denied.statusCode).toBe(302);
    expect(new URL(String(denied.headers.location)).searchParams.get('error')).toBe(
      'access_denied',
    );

    oidc.service.once('beforeResponse', (response: { statusCode: number; body: unknown }) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    const failed = await signInWithGoogle();
    expect(failed.searchParams.get('error')).toBe('TransportError');
  });
});

describe('Google sign-in disabled', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('answers 404 google_sign_in_disabled', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v4/authenticate/google' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.type).toBe('google_sign_in_disabled');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v4/authenticate/login',
      payload: { google_id_token: 'x.y.z' },
    });
    expect(login.statusCode).toBe(404);
  });
});

describe('Google sign-in with the issuer down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { OIDC_ISSUER: 'http://127.0.0.1:9/', OIDC_CLIENT_ID: CLIENT_ID, PUBLIC_URL },
    });
  });
  afterAll(async () => t.close());

  it('sends the browser back with TransportError', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v4/authenticate/google' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/?error=TransportError`);
  });
});
