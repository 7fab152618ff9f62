// Share Site (feature-areas §2 site card, §6): a per-site level for a member of the workspace,
// or an invite to anyone else, whose Personal Workspace then lists the site as external.
// "Duplicate site invites to one user are not allowed" (409); invites expire with the site
// (ON DELETE CASCADE).
import { randomUUID } from 'node:crypto';
import { AppError, canGrantSiteAccess, canViewSite } from '@sortie/domain';
import type { TCreateSiteShareRequest, TSiteShare } from '@sortie/domain/contracts';
import type { SiteCore, SitesDeps, SiteUser } from './core.ts';
import { siteAccessDenied } from './core.ts';
import * as repo from './repo.ts';
import type { SiteShareRow } from './table.ts';
import type { Membership } from '../../access/index.ts';
import { recordAudit } from '../audit/index.ts';
import { mailLanguage, mailText, mailWord } from '../mail/index.ts';

type Level = SiteShareRow['access_level'];

const duplicate = () =>
  AppError.conflict('duplicate_site_invite', 'This site is already shared with this user.');

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

export function createSiteShares(deps: SitesDeps, core: SiteCore) {
  const { db, clock, gate, users, mail } = deps;

  async function toViews(rows: readonly SiteShareRow[]): Promise<TSiteShare[]> {
    const names = await users.namesOf(rows.flatMap((r) => (r.user_id ? [r.user_id] : [])));
    return rows.map((r) => ({
      id: r.id,
      user: r.user_id ? { id: r.user_id, name: names.get(r.user_id) ?? null } : null,
      email: r.email,
      access_level: r.access_level,
      invite: r.invite,
      created_at: r.created_at.toISOString(),
    }));
  }

  /** Resolves the site for a share change: edit access inside the site's own workspace. */
  async function editable(actor: Membership, siteId: string) {
    const resolved = await core.resolveSite(actor, siteId, 'PATCH');
    if (resolved.external || !canGrantSiteAccess(resolved.level, 'view'))
      throw siteAccessDenied('share it');
    return resolved;
  }

  return {
    async listShares(actor: Membership, siteId: string): Promise<TSiteShare[]> {
      const { site, level } = await core.resolveSite(actor, siteId, 'GET');
      if (!canViewSite(level)) throw AppError.notFound('Site');
      return toViews(await repo.findShares(db, site.id));
    },

    async createShare(
      actor: Membership,
      siteId: string,
      input: TCreateSiteShareRequest,
    ): Promise<TSiteShare> {
      const { site, level } = await editable(actor, siteId);
      const { userId } = actor;
      if (!canGrantSiteAccess(level, input.access_level)) {
        throw AppError.forbidden(
          'You cannot give more access than you hold.',
          'insufficient_site_access',
        );
      }
      let target: SiteUser | undefined;
      if (input.user_id) {
        target = await users.getRecord(input.user_id).catch(() => undefined);
        if (!target) throw AppError.notFound('User');
      } else if (input.email) {
        target = await users.findByEmail(input.email);
      }
      if (target?.id === userId)
        throw AppError.rule('cannot_share_with_self', 'You already have access to this site.');
      const email = target ? null : (input.email ?? null);
      const existing = await repo.findShareFor(db, site.id, {
        userId: target?.id ?? null,
        email: target?.email?.toLowerCase() ?? email,
      });
      if (existing) throw duplicate();
      const invite = target
        ? (await gate.findMembership(site.company_id, target.id)) === null
        : true;
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await repo
          .insertShare(trx, {
            id: randomUUID(),
            site_id: site.id,
            company_id: site.company_id,
            user_id: target?.id ?? null,
            email,
            access_level: input.access_level,
            invite,
            created_by: userId,
            created_at: clock.now(),
          })
          .catch((error: unknown) => {
            throw isUniqueViolation(error) ? duplicate() : error;
          });
        await recordAudit(trx, actor, {
          entity: 'site_share',
          entityId: inserted.id,
          action: 'created',
          after: {
            site_id: site.id,
            user_id: inserted.user_id,
            email,
            access_level: input.access_level,
          },
        });
        return inserted;
      });
      const to = target?.email ?? email;
      if (invite && to && mail) {
        // The invited person's saved language; an address without an account gets the
        // sharer's (decision 434).
        const lang = mailLanguage(
          target
            ? target.language
            : (await users.getRecord(userId).catch(() => undefined))?.language,
        );
        await mail.queue({
          kind: 'site_invite',
          to,
          ...mailText(lang, 'site_invite', {
            site: site.name,
            level: mailWord(lang, `level_${input.access_level}`),
          }),
        });
      }
      const [view] = await toViews([row]);
      return view!;
    },

    async updateShare(
      actor: Membership,
      siteId: string,
      shareId: string,
      level: Level,
    ): Promise<TSiteShare> {
      const resolved = await editable(actor, siteId);
      if (!canGrantSiteAccess(resolved.level, level)) {
        throw AppError.forbidden(
          'You cannot give more access than you hold.',
          'insufficient_site_access',
        );
      }
      const share = await repo.findShare(db, resolved.site.id, shareId);
      if (!share) throw AppError.notFound('Share');
      const updated = await db.transaction().execute(async (trx) => {
        const row = await repo.updateShareLevel(trx, share.id, level);
        await recordAudit(trx, actor, {
          entity: 'site_share',
          entityId: share.id,
          action: 'updated',
          before: { access_level: share.access_level },
          after: { access_level: level },
        });
        return row;
      });
      const [view] = await toViews([updated]);
      return view!;
    },

    /**
     * Removes every share of `companyId`'s sites to these people, inside the caller's
     * transaction (the workspaces module, when guests are revoked: platform-core §6 "guest
     * ... whose site access can be revoked"). Authorisation is the caller's (GuestRevoke).
     */
    async removeSharesOf(
      trx: typeof db,
      companyId: string,
      people: readonly { id: string; email: string | null }[],
    ): Promise<number> {
      return repo.deleteSharesOfPeople(trx, companyId, people);
    },

    async deleteShare(actor: Membership, siteId: string, shareId: string): Promise<void> {
      const resolved = await editable(actor, siteId);
      const share = await repo.findShare(db, resolved.site.id, shareId);
      if (!share) throw AppError.notFound('Share');
      await db.transaction().execute(async (trx) => {
        await repo.deleteShare(trx, share.id);
        await recordAudit(trx, actor, {
          entity: 'site_share',
          entityId: share.id,
          action: 'deleted',
          before: {
            site_id: share.site_id,
            user_id: share.user_id,
            email: share.email,
            access_level: share.access_level,
          },
        });
      });
    },
  };
}
