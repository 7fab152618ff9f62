// Sessions and sign-in (platform-core §4 "Sign-in", "Token refresh"): register, login with a
// password or a Google id token, refresh, logout, and the guard's token check. Each session is a
// row; tokens are short-lived and the row can be revoked at any time.
import { randomUUID } from 'node:crypto';
import { AppError } from '@sortie/domain';
import type {
  TLoginRequest,
  TRegisterRequest,
  TSessionResponse,
  TUser,
} from '@sortie/domain/contracts';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import type { AuthContext } from '../../http/auth.ts';
import type { UserRecord, UsersService } from '../users/index.ts';
import type { GoogleClaims, GoogleSignIn } from './google.ts';
import type { SessionCache } from './session-cache.ts';
import { assertStrongPassword, hashPassword, verifyPassword } from './password.ts';
import { createLoginLimiter, loginSubject, type LoginLimits } from './login-limiter.ts';
import * as repo from './repo.ts';
import type { TokenSigner } from './tokens.ts';
import { emailUnverified } from './verification.ts';

type Db = Kysely<Database>;

export type AuthSettings = {
  sessionTtlSeconds: number;
  loginLimits: LoginLimits;
};

export type AuthService = ReturnType<typeof createAuthService>;

const invalidCredentials = () =>
  new AppError(
    'invalid_credentials',
    401,
    'The e-mail address, phone number or password is not correct.',
  );
const sessionEnded = () =>
  new AppError('unauthorized', 401, 'Your session has ended. Sign in again.');
const refreshError = () =>
  new AppError('refresh_error', 401, 'Account access revoked or expired. Sign in again.');

export function createAuthService(deps: {
  db: Db;
  clock: Clock;
  users: UsersService;
  signer: TokenSigner;
  google: GoogleSignIn;
  settings: AuthSettings;
  /** Session rows in memory (session-cache.ts); absent: every check reads the database. */
  sessionCache?: SessionCache;
}) {
  const { db, clock, users, signer, google, settings } = deps;
  const limiter = createLoginLimiter({ db, clock, limits: settings.loginLimits });

  async function openSession(userId: string, userAgent: string | undefined, executor: Db = db) {
    const now = clock.now();
    const sessionId = randomUUID();
    await repo.insertSession(executor, {
      id: sessionId,
      user_id: userId,
      created_at: now,
      last_used_at: now,
      expires_at: new Date(now.getTime() + settings.sessionTtlSeconds * 1000),
      revoked_at: null,
      user_agent: userAgent?.slice(0, 300) ?? null,
    });
    return signer.sign(userId, sessionId, now);
  }

  async function sessionResponse(
    user: UserRecord,
    userAgent: string | undefined,
  ): Promise<TSessionResponse> {
    const { token, expiresAt } = await openSession(user.id, userAgent);
    return { id_token: token, expires_at: expiresAt.toISOString(), user: await users.toView(user) };
  }

  async function isLive(sessionId: string, userId: string): Promise<boolean> {
    const read = () => repo.findSession(db, sessionId);
    const session = await (deps.sessionCache ? deps.sessionCache.get(sessionId, read) : read());
    return (
      session !== undefined &&
      session.user_id === userId &&
      session.revoked_at === null &&
      session.expires_at.getTime() > clock.now().getTime()
    );
  }

  async function googleClaims(idToken: string): Promise<GoogleClaims & { email: string }> {
    const claims = await google.verifyIdToken(idToken);
    if (!claims.email || !claims.emailVerified) {
      throw new AppError(
        'google_email_unverified',
        400,
        'Your Google account has no verified e-mail address.',
      );
    }
    return { ...claims, email: claims.email };
  }

  return {
    async register(
      input: TRegisterRequest,
      ctx: { brand: string; userAgent?: string },
    ): Promise<TSessionResponse> {
      let email = input.email?.trim().toLowerCase();
      let googleSub: string | undefined;
      let picture: string | undefined;
      if (input.google_id_token) {
        const claims = await googleClaims(input.google_id_token);
        email = claims.email;
        googleSub = claims.sub;
        picture = claims.picture;
      } else {
        if (!email && !input.phone_number) {
          throw AppError.validation('Enter an e-mail address or a phone number.', {
            issues: [{ path: 'body.email', message: 'Enter an e-mail address or a phone number.' }],
          });
        }
        if (!input.password) {
          throw AppError.validation('Choose a password.', {
            issues: [{ path: 'body.password', message: 'Required' }],
          });
        }
      }
      if (input.phone_number && !input.country_code) {
        throw AppError.validation('Enter the country code of the phone number.', {
          issues: [{ path: 'body.country_code', message: 'Required with phone_number' }],
        });
      }
      if (input.password !== undefined) assertStrongPassword(input.password);
      const passwordHash =
        input.password !== undefined ? await hashPassword(input.password) : undefined;

      const user = await db.transaction().execute(async (tx) =>
        users.create(
          tx,
          {
            name: input.name,
            email,
            countryCode: input.country_code,
            phoneNumber: input.phone_number,
            passwordHash,
            googleSub,
            profilePicture: picture,
            // Google's id token carries a verified address (googleClaims checks it).
            emailVerified: googleSub !== undefined,
          },
          ctx.brand,
        ),
      );
      return sessionResponse(user, ctx.userAgent);
    },

    async login(
      input: TLoginRequest,
      ctx: { ip: string; userAgent?: string },
    ): Promise<TSessionResponse> {
      if (input.google_id_token) {
        const claims = await googleClaims(input.google_id_token);
        let user = await users.findByGoogleSub(claims.sub);
        if (!user) {
          const byEmail = await users.findByEmail(claims.email);
          if (!byEmail) {
            throw new AppError(
              'user_not_found',
              404,
              'No account uses this Google address yet. Register first.',
            );
          }
          // Attaching Google to an existing account needs that account to have proved the
          // address: else whoever registered it first would receive the owner's Google sign-in.
          if (!byEmail.email_verified_at) throw emailUnverified();
          user = await users.updateRecord(byEmail.id, { google_sub: claims.sub });
        }
        return sessionResponse(user, ctx.userAgent);
      }

      const identifier = input.email
        ? input.email.trim().toLowerCase()
        : input.phone_number
          ? `${input.country_code ?? ''}-${input.phone_number}`
          : undefined;
      if (!identifier) throw AppError.validation('Enter your e-mail address or phone number.');
      if (!input.password) throw AppError.validation('Enter your password.');

      const user = input.email
        ? await users.findByEmail(identifier)
        : await users.findByPhone(input.phone_number ?? '', input.country_code);
      const subject = loginSubject(user?.id, {
        email: input.email,
        phoneNumber: input.phone_number,
      });
      await limiter.assertAllowed(ctx.ip, subject);
      const ok = await verifyPassword(user?.password_hash, input.password);
      if (!user || !ok) {
        await limiter.recordFailure(ctx.ip, subject);
        throw invalidCredentials();
      }
      await limiter.recordSuccess(ctx.ip, subject);
      return sessionResponse(user, ctx.userAgent);
    },

    /** The guard's check: authentic, unexpired token on a live session. */
    async verifyToken(token: string): Promise<AuthContext> {
      const claims = await signer.verify(token, clock.now());
      if (!claims) throw sessionEnded();
      if (!(await isLive(claims.sid, claims.sub))) throw sessionEnded();
      return { userId: claims.sub, sessionId: claims.sid };
    },

    async currentUser(auth: AuthContext): Promise<TUser> {
      return users.toView(await users.getRecord(auth.userId));
    },

    /** New token on the same session; the session's idle expiry slides forward. */
    async refresh(token: string | undefined): Promise<{ id_token: string; expires_at: string }> {
      const claims = token ? await signer.verifyIgnoringExpiry(token) : undefined;
      if (!claims || !(await isLive(claims.sid, claims.sub))) throw refreshError();
      const now = clock.now();
      await repo.touchSession(
        db,
        claims.sid,
        now,
        new Date(now.getTime() + settings.sessionTtlSeconds * 1000),
      );
      const { token: next, expiresAt } = await signer.sign(claims.sub, claims.sid, now);
      return { id_token: next, expires_at: expiresAt.toISOString() };
    },

    async logout(token: string | undefined): Promise<void> {
      const claims = token ? await signer.verifyIgnoringExpiry(token) : undefined;
      if (!claims) throw sessionEnded();
      await repo.revokeSession(db, claims.sid, clock.now());
    },

    /** Ends every session of a user (password reset). */
    async revokeAllSessions(userId: string, executor: Db = db): Promise<void> {
      await repo.revokeUserSessions(executor, userId, clock.now());
    },

    /** Sessions live at `now` (the staff governance screen, modules/usage). */
    countActiveSessions: (now: Date) => repo.countActiveSessions(db, now),
  };
}
