// Password recovery and identifiers: forgot/reset password (token mailed, stored hashed and
// redacted from the outbox, single use, one hour, a reset voids the user's other tokens) and set_identifier, which lets an account (say a Google-only one) add an e-mail
// or phone number and a password.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '@sortie/domain';
import type { TSetIdentifierRequest, TUser } from '@sortie/domain/contracts';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { mailLanguage, mailText, type MailService } from '../mail/index.ts';
import type { UsersService } from '../users/index.ts';
import { assertStrongPassword, hashPassword, verifyPassword } from './password.ts';
import * as repo from './repo.ts';

type Db = Kysely<Database>;

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type RecoveryService = ReturnType<typeof createRecoveryService>;

export function createRecoveryService(deps: {
  db: Db;
  clock: Clock;
  users: UsersService;
  mail: MailService;
}) {
  const { db, clock, users, mail } = deps;

  return {
    /** Queues a reset mail when the address has an account; says nothing either way. */
    async forgotPassword(email: string, ctx: { appName: string; linkBase: string }): Promise<void> {
      const user = await users.findByEmail(email.trim().toLowerCase());
      if (!user?.email) return;
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await repo.insertPasswordReset(db, {
        id: randomUUID(),
        user_id: user.id,
        token_hash: hashResetToken(token),
        created_at: now,
        expires_at: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      });
      const link = `${ctx.linkBase}/?verification_token=${encodeURIComponent(token)}`;
      // In the account's saved language (decision 434); English when it never chose.
      await mail.queue({
        kind: 'password_reset',
        to: user.email,
        ...mailText(mailLanguage(user.language), 'password_reset', {
          app: ctx.appName,
          name: user.name,
          link,
          token,
        }),
        secrets: [token],
      });
    },

    async resetPassword(
      password: string,
      verificationToken: string,
      revokeAll: (userId: string, tx: Db) => Promise<void>,
    ) {
      assertStrongPassword(password);
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (tx) => {
        const reset = await repo.claimPasswordReset(
          tx,
          hashResetToken(verificationToken),
          clock.now(),
        );
        if (!reset) {
          throw new AppError(
            'invalid_verification_token',
            400,
            'This reset link is invalid or has expired. Ask for a new one.',
          );
        }
        // Every other link mailed before this reset dies with it: an older mail read later by
        // someone else must not set the password again.
        await repo.voidPasswordResets(tx, reset.user_id, clock.now());
        await users.updateRecord(reset.user_id, { password_hash: passwordHash }, tx);
        await revokeAll(reset.user_id, tx);
      });
    },

    async setIdentifier(
      actorId: string,
      userId: string,
      input: TSetIdentifierRequest,
    ): Promise<TUser> {
      if (actorId !== userId)
        throw AppError.forbidden('You can only change your own sign-in details.');
      const user = await users.getRecord(userId);
      if (user.password_hash) {
        // Changing an existing password needs the current one, so a stolen token is not enough.
        if (
          !input.current_password ||
          !(await verifyPassword(user.password_hash, input.current_password))
        ) {
          throw new AppError('invalid_credentials', 401, 'The current password is not correct.');
        }
      }
      if (!input.email && !input.phone_number && !user.email && !user.phone_number) {
        throw AppError.validation('Enter an e-mail address or a phone number.');
      }
      if (input.phone_number && !input.country_code) {
        throw AppError.validation('Enter the country code of the phone number.');
      }
      assertStrongPassword(input.password);
      const updated = await users.updateRecord(userId, {
        password_hash: await hashPassword(input.password),
        // A new address is unproved until its own link is opened.
        ...(input.email && input.email.trim().toLowerCase() !== user.email?.toLowerCase()
          ? { email: input.email.trim().toLowerCase(), email_verified_at: null }
          : {}),
        ...(input.phone_number
          ? { phone_number: input.phone_number, country_code: input.country_code ?? null }
          : {}),
      });
      return users.toView(updated);
    },
  };
}
