// Members of a workspace (platform-core §6, §9): list, role change, removal, guest revocation
// and leaving. Rules beyond the rights table (docs/permissions.md): nobody changes their own
// role; only an owner makes or touches owners and admins; the last owner cannot leave.
import { AppError, ROLE_RANK, type WorkspaceRole } from '@sortie/domain';
import type { TListMembersQuery, TListMembersResponse, TMember } from '@sortie/domain/contracts';
import * as repo from '../repo.ts';
import type { Db, WorkspacesDeps } from './deps.ts';
import { assertRight, type Membership } from '../../../access/index.ts';
import { recordAudit } from '../../audit/index.ts';

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** Admins manage members and guests; owners manage everyone. */
function canManage(actor: Membership, role: WorkspaceRole): boolean {
  return actor.role === 'owner' || ROLE_RANK[role] < ROLE_RANK.admin;
}

export function createMemberUseCases(deps: WorkspacesDeps) {
  const { db, clock, features, users, siteShares } = deps;

  async function getMember(executor: Db, companyId: string, userId: string) {
    const member = await repo.findMember(executor, companyId, userId);
    if (!member) throw AppError.notFound('Member');
    return member;
  }

  /**
   * Ends memberships in one transaction: their max_members slots go back, the users get a
   * leaving_date, and for guests their shares of this workspace's sites go too, so a revoked
   * guest keeps no way in (shares would otherwise still list the sites as external to them).
   */
  async function endMemberships(
    actor: Membership,
    where: { userId: string } | { role: 'guest' },
    options: { removeShares: boolean },
  ): Promise<number> {
    const { companyId } = actor;
    return db.transaction().execute(async (trx) => {
      const now = clock.now();
      const ended = await repo.endMemberships(trx, companyId, now, where);
      if (ended.length === 0) return 0;
      for (const e of ended) {
        await recordAudit(trx, actor, {
          entity: 'member',
          entityId: e.user_id,
          action: 'deleted',
          before: { email: e.email, ...('role' in where ? { role: where.role } : {}) },
        });
      }
      await features.release(trx, companyId, 'max_members', ended.length);
      await users.markLeft(
        trx,
        ended.map((e) => e.user_id),
        now,
      );
      if (options.removeShares) {
        await siteShares.removeSharesOf(
          trx,
          companyId,
          ended.map((e) => ({ id: e.user_id, email: e.email })),
        );
      }
      return ended.length;
    });
  }

  return {
    async list(actor: Membership, query: TListMembersQuery): Promise<TListMembersResponse> {
      assertRight(actor, 'Members', 'GET');
      const rows = await repo.findMembers(db, actor.companyId, {
        sortBy: query.sort_by,
        sortOrder: query.sort_order,
        includeRemoved: query.include_removed,
      });
      const now = clock.now().getTime();
      const members = rows.map((r): TMember => ({
        user_id: r.user_id,
        name: r.name,
        email: r.email,
        country_code: r.country_code,
        phone_number: r.phone_number,
        profile_picture: r.profile_picture,
        role: r.role,
        date_added: r.created_at.toISOString(),
        is_new: now - r.created_at.getTime() < WEEK_MS,
        last_active_date: r.last_active_date ? new Date(r.last_active_date).toISOString() : null,
        leaving_date: r.leaving_date ? r.leaving_date.toISOString() : null,
      }));
      return { members };
    },

    async updateRole(actor: Membership, userId: string, role: WorkspaceRole): Promise<void> {
      assertRight(actor, 'Members', 'PATCH');
      if (userId === actor.userId) {
        throw AppError.forbidden('You cannot change your own role.', 'cannot_change_own_role');
      }
      const member = await getMember(db, actor.companyId, userId);
      if (!canManage(actor, member.role) || !canManage(actor, role)) {
        throw AppError.forbidden('Only an owner can change the role of owners and admins.');
      }
      await db.transaction().execute(async (trx) => {
        await repo.setMemberRole(trx, actor.companyId, userId, role);
        await recordAudit(trx, actor, {
          entity: 'member',
          entityId: userId,
          action: 'role_changed',
          before: { role: member.role },
          after: { role },
        });
      });
    },

    async remove(actor: Membership, userId: string): Promise<void> {
      assertRight(actor, 'Members', 'DELETE');
      if (userId === actor.userId) {
        throw AppError.rule('cannot_remove_yourself', 'To leave the workspace, use Leave instead.');
      }
      const member = await getMember(db, actor.companyId, userId);
      if (!canManage(actor, member.role)) {
        throw AppError.forbidden('Only an owner can remove owners and admins.');
      }
      // A guest removed from the member list is revoked like one from the guest list.
      const removeShares = member.role === 'guest';
      const ended = await endMemberships(actor, { userId }, { removeShares });
      if (ended === 0) throw AppError.notFound('Member');
    },

    /** A guest leaves, and so do their shares of this workspace's sites. */
    async revokeGuest(actor: Membership, userId: string): Promise<void> {
      assertRight(actor, 'GuestRevoke', 'DELETE');
      const member = await repo.findMember(db, actor.companyId, userId);
      if (member?.role !== 'guest') throw AppError.notFound('Guest');
      const ended = await endMemberships(actor, { userId }, { removeShares: true });
      if (ended === 0) throw AppError.notFound('Guest');
    },

    async revokeAllGuests(actor: Membership): Promise<number> {
      assertRight(actor, 'GuestRevoke', 'DELETE');
      return endMemberships(actor, { role: 'guest' }, { removeShares: true });
    },

    /** POST /company/:id/leave: anyone but the last owner, never the personal workspace. */
    async leave(actor: Membership): Promise<void> {
      assertRight(actor, 'Organization', 'GET');
      if (actor.personalSpace) {
        throw AppError.rule('personal_workspace', 'You cannot leave your personal workspace.');
      }
      await db.transaction().execute(async (trx) => {
        // The lock serialises two owners leaving at once.
        await repo.lockCompany(trx, actor.companyId);
        if (actor.role === 'owner' && (await repo.countActiveOwners(trx, actor.companyId)) <= 1) {
          throw AppError.rule(
            'last_owner',
            'Make another member owner before you leave, or delete the workspace.',
          );
        }
        const now = clock.now();
        const ended = await repo.endMemberships(trx, actor.companyId, now, {
          userId: actor.userId,
        });
        await features.release(trx, actor.companyId, 'max_members', ended.length);
        await users.markLeft(trx, [actor.userId], now);
      });
    },
  };
}
