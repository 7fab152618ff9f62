// HTTP surface of sign-in: /register, /authenticate/*, Google redirects and password recovery.
import {
  ZIdParams,
  ZAuthenticateResponse,
  ZForgotPasswordRequest,
  ZForgotPasswordResponse,
  ZGetUserResponse,
  ZGoogleCodeQuery,
  ZGoogleStartQuery,
  ZLoginRequest,
  ZRefreshResponse,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZSessionResponse,
  ZSetIdentifierRequest,
  ZVerifyEmailRequest,
} from '@sortie/domain/contracts';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, readIdToken, type Guards } from '../../http/auth.ts';
import {
  brandOfRequest,
  isBrandHost,
  type BrandsService,
  type LoadedBrand,
} from '../brands/index.ts';
import { OIDC_COOKIE, type GoogleSignIn } from './google.ts';
import type { RecoveryService } from './recovery.ts';
import type { AuthService } from './service.ts';
import type { VerificationService } from './verification.ts';
import { routePlugin } from '../../http/route-plugin.ts';

export type AuthRoutesDeps = {
  auth: AuthService;
  recovery: RecoveryService;
  verification: VerificationService;
  google: GoogleSignIn;
  brands: BrandsService;
  guards: Guards;
  publicUrl: string | undefined;
  /** Origin for links when neither the brand nor PUBLIC_URL names one and the Host is unknown. */
  fallbackOrigin: string;
  publicRateLimit: { max: number; timeWindow: number };
  /** Accounts created per IP: each one is a personal workspace and its storage. */
  registerRateLimit: { max: number; timeWindow: number };
};

const COOKIE_PATH = '/api/v4/authenticate';

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

export function authRoutes(deps: AuthRoutesDeps) {
  const { auth, recovery, verification, google, brands, guards } = deps;
  const secureCookie = deps.publicUrl?.startsWith('https:') ? '; Secure' : '';

  /** Origin of the web app for links and redirects: brand's, else PUBLIC_URL, else this request's. */
  // Without a configured origin, the request's own host is used only when it is one of the
  // brand's hosts, so a forged Host header cannot plant its domain in a mailed reset link.
  const originFor = (brand: LoadedBrand, request: FastifyRequest) =>
    brand.publicUrl ??
    deps.publicUrl ??
    (isBrandHost(brand, request.host)
      ? `${request.protocol}://${request.host}`
      : deps.fallbackOrigin);

  const mailContext = (brand: LoadedBrand, request: FastifyRequest) => ({
    appName: brand.brand.appName,
    linkBase: originFor(brand, request),
  });

  return routePlugin(function routes(app) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const publicLimit = {
      rateLimit: { max: deps.publicRateLimit.max, timeWindow: deps.publicRateLimit.timeWindow },
    };
    const userAgent = (request: FastifyRequest) => request.headers['user-agent'];

    r.post(
      '/register',
      {
        config: { rateLimit: { ...deps.registerRateLimit } },
        schema: {
          tags: ['auth'],
          summary: 'Create an account (password or Google id token) and sign in',
          body: ZRegisterRequest,
          response: { 201: ZSessionResponse },
        },
      },
      async (request, reply) => {
        const brand = brandOfRequest(brands, request);
        const session = await auth.register(request.body, {
          brand: brand.brand.key,
          userAgent: userAgent(request),
        });
        if (session.user.email && !session.user.email_verified) {
          await verification.send(session.user.id, mailContext(brand, request));
        }
        return reply.status(201).send(session);
      },
    );

    r.post(
      '/authenticate/login',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign in with e-mail or phone and password, or a Google id token',
          body: ZLoginRequest,
          response: { 200: ZSessionResponse },
        },
      },
      async (request) =>
        auth.login(request.body, { ip: request.ip, userAgent: userAgent(request) }),
    );

    r.get(
      '/authenticate',
      {
        preHandler: guards.requireUser,
        schema: {
          tags: ['auth'],
          summary: 'The signed-in user',
          security: [{ idToken: [] }],
          response: { 200: ZAuthenticateResponse },
        },
      },
      async (request) => ({ user: await auth.currentUser(authOf(request)) }),
    );

    r.get(
      '/authenticate/refresh',
      {
        schema: {
          tags: ['auth'],
          summary: 'A new id token on the same session (401 refresh_error when revoked or expired)',
          security: [{ idToken: [] }],
          response: { 200: ZRefreshResponse },
        },
      },
      async (request) => auth.refresh(readIdToken(request)),
    );

    r.patch(
      '/authenticate/logout',
      { schema: { tags: ['auth'], summary: 'End this session', security: [{ idToken: [] }] } },
      async (request, reply) => {
        await auth.logout(readIdToken(request));
        return reply.status(204).send();
      },
    );

    r.get(
      '/authenticate/google',
      {
        schema: {
          tags: ['auth'],
          summary: 'Start Google sign-in (302 to the issuer)',
          querystring: ZGoogleStartQuery,
        },
      },
      async (request, reply) => {
        const brand = brands.findByKey(request.query.brand) ?? brandOfRequest(brands, request);
        google.assertEnabled();
        let started: Awaited<ReturnType<GoogleSignIn['start']>>;
        try {
          started = await google.start(brand.brand.key);
        } catch (error) {
          // A browser navigation: send the user back to the landing page rather than show JSON.
          request.log.warn(
            { error: error instanceof Error ? error.message : String(error) },
            'oidc discovery failed',
          );
          return reply.redirect(`${originFor(brand, request)}/?error=TransportError`, 302);
        }
        const { url, cookie, maxAge } = started;
        reply.header(
          'set-cookie',
          `${OIDC_COOKIE}=${cookie}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secureCookie}`,
        );
        return reply.redirect(url, 302);
      },
    );

    r.get(
      '/authenticate/code',
      {
        schema: {
          tags: ['auth'],
          summary: 'Return from Google: 302 to the landing page',
          querystring: ZGoogleCodeQuery,
        },
      },
      async (request, reply) => {
        const remembered = await google.readCookie(readCookie(request, OIDC_COOKIE));
        const brand =
          brands.findByKey(remembered?.brand ?? request.query.brand) ??
          brandOfRequest(brands, request);
        const back = (params: Record<string, string>) => {
          reply.header(
            'set-cookie',
            `${OIDC_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secureCookie}`,
          );
          return reply.redirect(
            `${originFor(brand, request)}/?${new URLSearchParams(params).toString()}`,
            302,
          );
        };
        if (!google.enabled) return back({ error: 'google_sign_in_disabled' });
        if (request.query.error) return back({ error: request.query.error });
        if (!remembered || !request.query.code || request.query.state !== remembered.state) {
          return back({ error: 'invalid_state' });
        }
        try {
          const search = request.url.slice(request.url.indexOf('?'));
          const { idToken, claims } = await google.exchange(search, remembered);
          return back({ id_token: idToken, user_email: claims.email ?? '' });
        } catch (error) {
          request.log.warn(
            { error: error instanceof Error ? error.message : String(error) },
            'google code exchange failed',
          );
          return back({ error: 'TransportError' });
        }
      },
    );

    r.post(
      '/users/forgot_password',
      {
        config: publicLimit,
        schema: {
          tags: ['users'],
          summary: 'Mail a password-reset link (always 202)',
          body: ZForgotPasswordRequest,
          response: { 202: ZForgotPasswordResponse },
        },
      },
      async (request, reply) => {
        const brand = brandOfRequest(brands, request);
        await recovery.forgotPassword(request.body.email, {
          appName: brand.brand.appName,
          linkBase: originFor(brand, request),
        });
        return reply.status(202).send({ status: 'queued' as const });
      },
    );

    r.post(
      '/users/reset_password',
      {
        config: publicLimit,
        schema: {
          tags: ['users'],
          summary: 'Choose a new password with a mailed token (204)',
          body: ZResetPasswordRequest,
        },
      },
      async (request, reply) => {
        await recovery.resetPassword(
          request.body.password,
          request.body.verification_token,
          (userId, tx) => auth.revokeAllSessions(userId, tx),
        );
        return reply.status(204).send();
      },
    );

    r.post(
      '/users/verify_email/send',
      {
        config: publicLimit,
        preHandler: guards.requireUser,
        schema: {
          tags: ['users'],
          summary: 'Mail a new verification link to your e-mail address (202)',
          security: [{ idToken: [] }],
          response: { 202: ZForgotPasswordResponse },
        },
      },
      async (request, reply) => {
        const brand = brandOfRequest(brands, request);
        await verification.send(authOf(request).userId, mailContext(brand, request));
        return reply.status(202).send({ status: 'queued' as const });
      },
    );

    r.post(
      '/users/verify_email',
      {
        config: publicLimit,
        schema: {
          tags: ['users'],
          summary: 'Verify your e-mail address with the mailed token',
          body: ZVerifyEmailRequest,
          response: { 200: ZGetUserResponse },
        },
      },
      async (request) => verification.verify(request.body.token),
    );

    r.post(
      '/users/:id/set_identifier',
      {
        preHandler: guards.requireUser,
        schema: {
          tags: ['users'],
          summary: 'Add an e-mail or phone number and set a password (self)',
          security: [{ idToken: [] }],
          params: ZIdParams,
          body: ZSetIdentifierRequest,
          response: { 200: ZGetUserResponse },
        },
      },
      async (request) =>
        recovery.setIdentifier(authOf(request).userId, request.params.id, request.body),
    );
  });
}
