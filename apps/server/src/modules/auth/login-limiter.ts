// Failed sign-ins, counted in the database so the limit holds across processes. Each failure is
// counted three ways, each with its own cap within one window:
//   - per IP and account: a user mistyping from one place (RATE_LIMIT_LOGIN_MAX);
//   - per account, from every IP: guessing one password from many addresses
//     (RATE_LIMIT_LOGIN_ACCOUNT_MAX);
//   - per IP, over every account: spraying one common password at many accounts
//     (RATE_LIMIT_LOGIN_IP_MAX).
// The account is the resolved user id, so an e-mail, a phone number with its country code and
// the same number without it count as one; an identifier with no account counts by its
// normalised form (lower-case e-mail, phone digits without the country code).
import { AppError } from '@sortie/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import * as repo from './repo.ts';

type Db = Kysely<Database>;

export type LoginLimits = {
  /** Failures per IP and account. */
  perIpAndAccount: number;
  /** Failures per account over every IP. */
  perAccount: number;
  /** Failures per IP over every account. */
  perIp: number;
  windowSeconds: number;
};

/** Who a sign-in attempt is about: the account when the identifier names one. */
export function loginSubject(
  userId: string | undefined,
  identifier: { email?: string; phoneNumber?: string },
): string {
  if (userId) return `user:${userId}`;
  if (identifier.email) return `email:${identifier.email.trim().toLowerCase()}`;
  return `phone:${(identifier.phoneNumber ?? '').replace(/\D/g, '')}`;
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;

export function createLoginLimiter(deps: { db: Db; clock: Clock; limits: LoginLimits }) {
  const { db, clock, limits } = deps;
  const windowMs = limits.windowSeconds * 1000;
  const counters = (ip: string, subject: string) => [
    { key: `${ip}|${subject}`, max: limits.perIpAndAccount },
    { key: `account|${subject}`, max: limits.perAccount },
    { key: `ip|${ip}`, max: limits.perIp },
  ];

  return {
    /** 429 with Retry-After when any of the three counts is at its cap. */
    async assertAllowed(ip: string, subject: string): Promise<void> {
      const now = clock.now();
      const since = new Date(now.getTime() - windowMs);
      let freeAt = 0;
      for (const { key, max } of counters(ip, subject)) {
        const failures = await repo.countLoginFailures(db, key, since);
        // Unblocked when the oldest failure leaves the window (blocked tries are not counted).
        if (failures.count >= max)
          freeAt = Math.max(freeAt, (failures.oldest ?? now).getTime() + windowMs);
      }
      if (freeAt > 0) {
        throw new AppError(
          'rate_limited',
          429,
          'Too many failed sign-in attempts. Wait a while and try again.',
          { retry_after_seconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) },
        );
      }
    },

    async recordFailure(ip: string, subject: string): Promise<void> {
      const now = clock.now();
      await repo.insertLoginFailures(
        db,
        counters(ip, subject).map((c) => c.key),
        now,
        new Date(now.getTime() - windowMs),
      );
    },

    /**
     * A correct password clears this place's and this account's counts, never the IP's own:
     * an attacker who owns one account must not reset the spraying count by signing in to it.
     */
    async recordSuccess(ip: string, subject: string): Promise<void> {
      const [ipAndAccount, account] = counters(ip, subject);
      await repo.clearLoginFailures(db, [ipAndAccount!.key, account!.key]);
    },
  };
}
