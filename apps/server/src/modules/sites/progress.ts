// Flight progress and the elevation source as other modules write them inside their own
// transactions (flights: the pilot app's reports; elevations: a custom DEM upload). The status
// rule (docs/decisions/040): a status set by hand holds until the derived status changes.
import { randomUUID } from 'node:crypto';
import { AppError } from '@sortie/domain';
import type { TSite, TSiteStatus } from '@sortie/domain/contracts';
import type { Db } from '../../db/database.ts';
import type { SitesDeps } from './core.ts';
import * as repo from './repo.ts';
import { deriveSiteStatus } from './view.ts';

type Progress = { progress: number; goal: number | null };

/**
 * The status after progress or goal change. The derived status (nothing flown: new; goal
 * reached: complete; else in progress) replaces the stored one only when it differs from what
 * was derived before the change, so a status toggled by hand survives flights and edits that
 * do not move the site into another derived state.
 */
export function nextSiteStatus(current: TSiteStatus, before: Progress, after: Progress) {
  const was = deriveSiteStatus(before.progress, before.goal);
  const now = deriveSiteStatus(after.progress, after.goal);
  return was === now ? current : now;
}

export type SiteProgress = {
  id: string;
  goal: number | null;
  progress: number;
  remaining_time: number | null;
  status: TSiteStatus;
  pending_sync: boolean;
};

async function lockSite(executor: Db, siteId: string) {
  const site = await executor
    .selectFrom('sites')
    .selectAll()
    .where('id', '=', siteId)
    .forUpdate()
    .executeTakeFirst();
  if (!site) throw AppError.notFound('Site');
  return site;
}

export function createSiteProgress(deps: Pick<SitesDeps, 'clock' | 'features'>) {
  const { clock, features } = deps;

  return {
    /**
     * Inside the caller's transaction: adds `seconds` of flying to the site (0 for a flight that
     * only started), records the pilot, and moves the count of flights awaiting their completion
     * report by `pendingDelta`. The row is locked, so concurrent reports add up.
     */
    async recordFlight(
      executor: Db,
      input: { siteId: string; pilotId: string; seconds: number; pendingDelta: -1 | 0 | 1 },
    ): Promise<SiteProgress> {
      const site = await lockSite(executor, input.siteId);
      const progress = site.progress_s + Math.max(0, input.seconds);
      const pending = Math.max(0, site.pending_flights + input.pendingDelta);
      const now = clock.now();
      await repo.upsertPilot(executor, site.id, input.pilotId, now);
      const status = nextSiteStatus(
        site.status,
        { progress: site.progress_s, goal: site.goal_s },
        { progress, goal: site.goal_s },
      );
      await repo.updateSite(executor, site.id, site.etag, {
        progress_s: progress,
        pending_flights: pending,
        status,
        etag: randomUUID(),
        updated_at: now,
      });
      return {
        id: site.id,
        goal: site.goal_s,
        progress,
        remaining_time: site.goal_s === null ? null : Math.max(0, site.goal_s - progress),
        status,
        pending_sync: pending > 0,
      };
    },

    /**
     * Inside the caller's transaction: sets the site's elevation source (a Custom source consumes
     * the plan's custom_elevation feature when the site did not have it already).
     */
    async setElevationSource(
      executor: Db,
      siteId: string,
      source: TSite['elevation_source'],
    ): Promise<void> {
      const site = await lockSite(executor, siteId);
      if (site.elevation_source === source) return;
      if (source === 'Custom')
        await features.consume(executor, site.company_id, 'custom_elevation', 1);
      await repo.updateSite(executor, site.id, site.etag, {
        elevation_source: source,
        etag: randomUUID(),
        updated_at: clock.now(),
      });
    },
  };
}
