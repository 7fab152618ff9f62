// E-mail verification (issue 10, §10): a mailed link with a single-use token (stored hashed,
// redacted from the outbox, 24 hours) proves the account reads its address. Accepting an invite
// sent to an address, and Google sign-in attaching to a password account, need it: otherwise
// whoever registers someone else's address first takes their invites and their Google sign-in.
import { randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '@sortie/domain';
import type { TUser } from '@sortie/domain/contracts';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { mailLanguage, mailText, type MailService } from '../mail/index.ts';
import type { UsersService } from '../users/index.ts';
import { hashResetToken as hashToken } from './recovery.ts';

type Db = Kysely<Database>;

export const VERIFY_TOKEN_TTL_MS = 24 * 3600_000;
/** The web page the mailed link opens. */
export const VERIFY_PATH = '/verify-email';

export const emailUnverified = () =>
  new AppError(
    'email_unverified',
    403,
    'Verify your e-mail address first: open the link we mailed you, or send a new one from your profile.',
  );

export type VerificationService = ReturnType<typeof createVerificationService>;

export function createVerificationService(deps: {
  db: Db;
  clock: Clock;
  users: UsersService;
  mail: MailService;
}) {
  const { db, clock, users, mail } = deps;

  return {
    /** Mails a verification link for the user's current address (a no-op once verified). */
    async send(userId: string, ctx: { appName: string; linkBase: string }): Promise<void> {
      const user = await users.getRecord(userId);
      if (!user.email) {
        throw AppError.validation('Add an e-mail address to your account first.');
      }
      if (user.email_verified_at) return;
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      await db
        .insertInto('email_verifications')
        .values({
          id: randomUUID(),
          user_id: user.id,
          email: user.email,
          token_hash: hashToken(token),
          created_at: now,
          expires_at: new Date(now.getTime() + VERIFY_TOKEN_TTL_MS),
          used_at: null,
        })
        .execute();
      const link = `${ctx.linkBase}${VERIFY_PATH}?token=${encodeURIComponent(token)}`;
      // In the account's saved language (decision 434); English when it never chose.
      await mail.queue({
        kind: 'email_verification',
        to: user.email,
        ...mailText(mailLanguage(user.language), 'email_verification', {
          app: ctx.appName,
          name: user.name,
          email: user.email,
          link,
        }),
        secrets: [token],
      });
    },

    /** Uses a mailed token: the account's address is verified; every other link of it dies. */
    async verify(token: string): Promise<TUser> {
      const now = clock.now();
      const userId = await db.transaction().execute(async (tx) => {
        const claimed = await tx
          .updateTable('email_verifications')
          .set({ used_at: now })
          .where('token_hash', '=', hashToken(token))
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .returningAll()
          .executeTakeFirst();
        const user = claimed ? await users.getRecord(claimed.user_id, tx) : undefined;
        // A link for an address the user has since replaced proves nothing about the new one.
        if (!claimed || !user || user.email?.toLowerCase() !== claimed.email.toLowerCase()) {
          throw new AppError(
            'invalid_verification_token',
            400,
            'This verification link is invalid or has expired. Sign in and send a new one.',
          );
        }
        await tx
          .updateTable('email_verifications')
          .set({ used_at: now })
          .where('user_id', '=', user.id)
          .where('used_at', 'is', null)
          .execute();
        await users.updateRecord(user.id, { email_verified_at: now }, tx);
        return user.id;
      });
      return users.toView(await users.getRecord(userId));
    },
  };
}
