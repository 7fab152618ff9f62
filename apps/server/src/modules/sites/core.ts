// Shared steps of every sites use-case: resolving a site for the caller (workspace gate first,
// then the per-site level, external shares included) and hydrating rows into API objects.
import { AppError, canViewSite, type RbacMethod, type SiteAccessLevel } from '@sortie/domain';
import type { TSite } from '@sortie/domain/contracts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { FeaturesService } from '../plans/index.ts';
import type { MailService } from '../mail/index.ts';
import { externalLevelFor, siteLevelFor } from './access.ts';
import type { SiteShapeReader } from './geometry.ts';
import * as repo from './repo.ts';
import type { DetailedSiteRow } from './list-query.ts';
import { toSiteView } from './view.ts';
import { assertRight, type Membership, type WorkspaceGate } from '../../access/index.ts';

export type SiteUser = {
  id: string;
  name: string;
  email: string | null;
  /** The saved language (users.language), for mails to them (decision 434). */
  language?: string | null;
};

export type SitesDeps = {
  db: Db;
  clock: Clock;
  gate: WorkspaceGate;
  features: Pick<FeaturesService, 'consume' | 'release' | 'can'>;
  users: {
    getRecord(id: string): Promise<SiteUser>;
    findByEmail(email: string): Promise<SiteUser | undefined>;
    namesOf(ids: readonly string[]): Promise<Map<string, string | null>>;
  };
  mail?: Pick<MailService, 'queue'>;
  /** Judges site files and geometry: the planning pool in the app; absent, this thread. */
  shapes?: SiteShapeReader;
};

export type ResolvedSite = {
  site: DetailedSiteRow;
  member: Membership;
  level: SiteAccessLevel;
  external: boolean;
};

export function createSiteCore(deps: SitesDeps) {
  const { db } = deps;

  /**
   * The site as the caller sees it from the workspace of `member` (the route guard already
   * answered 403 user_not_part_of_company to outsiders). A site they may not view is 404, so its
   * existence stays hidden. A site of another workspace shared with the caller resolves from
   * their personal space only, as external (an invite to their e-mail counts too).
   */
  async function resolveSite(
    member: Membership,
    siteId: string,
    method: RbacMethod,
  ): Promise<ResolvedSite> {
    assertRight(member, 'Sites', method);
    const site = await repo.findDetailedSite(db, siteId, member.userId);
    if (!site) throw AppError.notFound('Site');
    if (site.company_id === member.companyId) {
      const level = siteLevelFor(member, site, site.viewer_level);
      if (!canViewSite(level)) throw AppError.notFound('Site');
      return { site, member, level, external: false };
    }
    if (!member.personalSpace || !site.viewer_level) throw AppError.notFound('Site');
    return { site, member, level: externalLevelFor(site.viewer_level), external: true };
  }

  function viewOf(companyId: string, r: ResolvedSite): TSite {
    return toSiteView(r.site, { companyId, level: r.level, external: r.external });
  }

  return { resolveSite, viewOf };
}

export type SiteCore = ReturnType<typeof createSiteCore>;

/** 403 for a level that does not allow the action. */
export function siteAccessDenied(action: string): AppError {
  return AppError.forbidden(
    `Your access to this site does not allow you to ${action}.`,
    'insufficient_site_access',
  );
}
