// Workspace invitations (platform-core §4, §5): membership begins only on acceptance; a user
// belongs to at most one company workspace; acceptance consumes a max_members slot.
import { randomUUID } from 'node:crypto';
import { AppError, assertFeature } from '@sortie/domain';
import type { TCreateInviteRequest, TCompany, TInvite } from '@sortie/domain/contracts';
import * as invites from '../invites-repo.ts';
import * as repo from '../repo.ts';
import { alreadyInWorkspace, type createCompanyUseCases } from './companies.ts';
import type { WorkspacesDeps } from './deps.ts';
import { assertRight, type Membership } from '../../../access/index.ts';
import { recordAudit } from '../../audit/index.ts';
import { mailLanguage, mailText, mailWord } from '../../mail/index.ts';

type Identity = { email: string | null; countryCode: string | null; phoneNumber: string | null };

function toInvite(row: invites.InviteViewRow): TInvite {
  return {
    id: row.id,
    company_id: row.company_id,
    company_name: row.company_name,
    company_logo: row.company_logo,
    email: row.email,
    country_code: row.country_code,
    phone_number: row.phone_number,
    role: row.role,
    invited_by:
      row.invited_by && row.invited_by_name !== null
        ? { id: row.invited_by, name: row.invited_by_name }
        : null,
    status: row.status,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * The invitation mail (e-mail invites only; a phone invite is seen in the app), in the language
 * the invited person saved, or for an address without an account the inviter's (decision 434).
 */
export async function mailInvite(
  deps: Pick<WorkspacesDeps, 'mail' | 'publicUrl' | 'users'>,
  view: invites.InviteViewRow,
): Promise<void> {
  if (!view.email) return;
  const invitee = await deps.users.findByEmail(view.email);
  const inviter = view.invited_by
    ? await deps.users.getRecord(view.invited_by).catch(() => undefined)
    : undefined;
  const lang = mailLanguage(invitee ? invitee.language : inviter?.language);
  await deps.mail.queue({
    kind: 'company_invite',
    to: view.email,
    ...mailText(lang, 'company_invite', {
      inviter: view.invited_by_name ?? mailWord(lang, 'colleague'),
      company: view.company_name,
      role: mailWord(lang, `role_${view.role}`),
      url: deps.publicUrl ?? mailWord(lang, 'app'),
    }),
  });
}

function isAddressedTo(
  invite: { email: string | null; country_code: string | null; phone_number: string | null },
  who: Identity,
): boolean {
  if (invite.email && who.email) return invite.email === who.email.toLowerCase();
  return (
    invite.phone_number !== null &&
    invite.phone_number === who.phoneNumber &&
    invite.country_code === who.countryCode
  );
}

export function createInviteUseCases(
  deps: WorkspacesDeps,
  companies: ReturnType<typeof createCompanyUseCases>,
) {
  const { db, clock, features, users } = deps;

  async function identityOf(userId: string): Promise<Identity> {
    const user = await users.getRecord(userId);
    return { email: user.email, countryCode: user.country_code, phoneNumber: user.phone_number };
  }

  /** The invite if it is pending and addressed to the caller; 404 otherwise (no probing). */
  async function lockOwnInvite(trx: typeof db, inviteId: string, who: Identity) {
    const invite = await invites.lockInvite(trx, inviteId);
    if (!invite || invite.status !== 'pending' || !isAddressedTo(invite, who)) {
      throw AppError.notFound('Invite');
    }
    return invite;
  }

  /** Pending invites addressed to an identity (the `invites` of the user view). */
  async function findPendingFor(who: Identity): Promise<TInvite[]> {
    return (await invites.findPendingInvitesFor(db, who)).map(toInvite);
  }

  return {
    async listForCompany(actor: Membership): Promise<TInvite[]> {
      assertRight(actor, 'Invites', 'GET');
      return (await invites.findCompanyInvites(db, actor.companyId)).map(toInvite);
    },

    async create(actor: Membership, input: TCreateInviteRequest): Promise<TInvite> {
      assertRight(actor, 'Invites', 'POST');
      assertRight(actor, 'AddMember', 'POST');
      if (input.role === 'admin' && actor.role !== 'owner') {
        throw AppError.forbidden('Only an owner can invite admins.');
      }
      if (actor.personalSpace) {
        throw AppError.rule('personal_workspace', 'A personal workspace cannot have members.');
      }
      const who =
        'email' in input
          ? { email: input.email.toLowerCase() }
          : { countryCode: input.country_code, phoneNumber: input.phone_number };
      if (await invites.findActiveMemberByIdentifier(db, actor.companyId, who)) {
        throw AppError.conflict(
          'already_member',
          'This person is already a member of the workspace.',
        );
      }
      // max_members counts pending invites too (limits/feature-keys.ts), so check before sending.
      const pending = await invites.countPendingInvites(db, actor.companyId);
      assertFeature(await features.fclOf(db, actor.companyId), 'max_members', pending + 1);
      let inviteId: string;
      try {
        const row = await db.transaction().execute(async (trx) => {
          const inserted = await invites.insertInvite(trx, {
            id: randomUUID(),
            company_id: actor.companyId,
            email: 'email' in input ? input.email.toLowerCase() : null,
            country_code: 'email' in input ? null : input.country_code,
            phone_number: 'email' in input ? null : input.phone_number,
            role: input.role,
            invited_by: actor.userId,
            accepted_by: null,
            created_at: clock.now(),
            responded_at: null,
          });
          await recordAudit(trx, actor, {
            entity: 'invite',
            entityId: inserted.id,
            action: 'created',
            after: {
              email: inserted.email,
              phone_number: inserted.phone_number,
              role: inserted.role,
            },
          });
          return inserted;
        });
        inviteId = row.id;
      } catch (error) {
        if ((error as { code?: unknown }).code === '23505') {
          throw AppError.conflict('invite_exists', 'This person already has a pending invite.');
        }
        throw error;
      }
      const view = await invites.findInviteView(db, inviteId);
      if (!view) throw AppError.notFound('Invite');
      await mailInvite(deps, view);
      return toInvite(view);
    },

    async cancel(actor: Membership, inviteId: string): Promise<void> {
      assertRight(actor, 'Invites', 'DELETE');
      await db.transaction().execute(async (trx) => {
        const invite = await invites.lockInvite(trx, inviteId);
        if (!invite || invite.company_id !== actor.companyId || invite.status !== 'pending') {
          throw AppError.notFound('Invite');
        }
        await invites.setInviteStatus(trx, inviteId, 'cancelled', clock.now());
        await recordAudit(trx, actor, {
          entity: 'invite',
          entityId: inviteId,
          action: 'deleted',
          before: { status: invite.status },
          after: { status: 'cancelled' },
        });
      });
    },

    /** GET /users/invites: the caller's pending invites, by their e-mail and phone number. */
    async listForUser(userId: string): Promise<TInvite[]> {
      return findPendingFor(await identityOf(userId));
    },

    findPendingFor,

    /** Joins the workspace: one company workspace at a time, within max_members. */
    async accept(userId: string, inviteId: string): Promise<TCompany> {
      const user = await users.getRecord(userId);
      const who = {
        email: user.email,
        countryCode: user.country_code,
        phoneNumber: user.phone_number,
      };
      return db.transaction().execute(async (trx) => {
        const invite = await lockOwnInvite(trx, inviteId, who);
        // Anyone can register any address: an invite sent to one goes to whoever proved they
        // read it (issue 10, §10), never to the first account that typed it.
        if (invite.email && !user.email_verified_at) {
          throw new AppError(
            'email_unverified',
            403,
            'Verify your e-mail address first: open the link we mailed you, or send a new one from your profile.',
          );
        }
        if (!(await repo.lockCompany(trx, invite.company_id))) throw AppError.notFound('Invite');
        const workspaces = await repo.findActiveWorkspaces(trx, userId);
        if (workspaces.some((w) => w.id === invite.company_id)) {
          throw AppError.conflict('already_member', 'You are already a member of this workspace.');
        }
        if (workspaces.some((w) => !w.personal_space)) throw alreadyInWorkspace();
        await features.consume(trx, invite.company_id, 'max_members', 1);
        await repo.upsertMember(trx, {
          company_id: invite.company_id,
          user_id: userId,
          role: invite.role,
          created_at: clock.now(),
        });
        await invites.setInviteStatus(trx, inviteId, 'accepted', clock.now(), userId);
        await users.markJoined(trx, userId);
        const row = await repo.findCompany(trx, invite.company_id);
        if (!row) throw AppError.notFound('Invite');
        return companies.toView(trx, row, invite.role);
      });
    },

    async decline(userId: string, inviteId: string): Promise<void> {
      const who = await identityOf(userId);
      await db.transaction().execute(async (trx) => {
        await lockOwnInvite(trx, inviteId, who);
        await invites.setInviteStatus(trx, inviteId, 'declined', clock.now());
      });
    },
  };
}
