// Sites use-cases (feature-areas §2, §3, §5, §6): create from GeoJSON or an uploaded KML/KMZ,
// read, patch with If-Match, delete (full_access only), thumbnail and KML export. The first
// statement of each method is its authorisation check (resolveSite / assertRight).
import { randomUUID } from 'node:crypto';
import {
  AppError,
  DEFAULT_CORRIDOR_WIDTH_M,
  canDeleteSite,
  canEditSite,
  canViewSite,
  exportFileName,
} from '@sortie/domain';
import type { TCreateSiteRequest, TSite, TUpdateSiteRequest } from '@sortie/domain/contracts';
import { exportSiteKml } from '@sortie/flightplan';
import { siteLevelFor } from './access.ts';
import { createSiteCore, siteAccessDenied, type SitesDeps } from './core.ts';
import { shapesHere, type SiteShape } from './geometry.ts';
import { createListSites } from './list.ts';
import { siteOutline } from './outline.ts';
import { createSiteProgress, nextSiteStatus } from './progress.ts';
import * as repo from './repo.ts';
import { createSiteShares } from './shares.ts';
import type { Db } from '../../db/database.ts';
import type { SiteUpdate } from './table.ts';
import { siteThumbnailSvg } from './thumbnail.ts';
import { thumbnailUrl } from './view.ts';
import { assertRight, type Membership } from '../../access/index.ts';
import { recordAudit } from '../audit/index.ts';

export type SitesService = ReturnType<typeof createSitesService>;

export type SiteChange = {
  companyId: string;
  siteId: string;
  action: 'created' | 'updated' | 'deleted';
};
export type SiteChangeListener = (change: SiteChange) => void;

export type NewSiteInput = Omit<TCreateSiteRequest, 'geometry'> & {
  shape: SiteShape;
  sampleData?: boolean;
};

function shapeColumns(shape: SiteShape) {
  return {
    site_type: shape.site_type,
    geometry: JSON.stringify(shape.geometry),
    outline: JSON.stringify(siteOutline(shape.geometry)),
    area_m2: shape.area_m2,
    length_m: shape.length_m,
    centroid_lng: shape.centroid[0],
    centroid_lat: shape.centroid[1],
    bbox_west: shape.bbox[0],
    bbox_south: shape.bbox[1],
    bbox_east: shape.bbox[2],
    bbox_north: shape.bbox[3],
  };
}

/**
 * A site's fields as the audit log keeps them: the shape as its type and size, not the geometry
 * (the log records that it changed, not a copy of every vertex).
 */
function auditedFields(site: {
  name: string;
  site_type: string;
  area_m2: number | null;
  length_m: number | null;
  corridor_width_m: number | null;
  goal_s: unknown;
  progress_s?: unknown;
  status?: unknown;
  elevation_source: string;
  gcp_count?: unknown;
  stakeholders: unknown;
}) {
  return {
    name: site.name,
    site_type: site.site_type,
    area_m2: site.area_m2,
    length_m: site.length_m,
    corridor_width_m: site.corridor_width_m,
    goal: site.goal_s,
    progress: site.progress_s,
    status: site.status,
    elevation_source: site.elevation_source,
    gcp_count: site.gcp_count,
    stakeholders: site.stakeholders,
  };
}

export function createSitesService(deps: SitesDeps) {
  const { db, clock, features } = deps;
  const core = createSiteCore(deps);
  const shapes = deps.shapes ?? shapesHere;
  // Other modules' clean-up inside a site's delete transaction (elevations gives the storage of
  // the site's DEM back); registered at wiring time, like usage counters.
  const deleteHooks: ((trx: Db, siteId: string) => Promise<void>)[] = [];
  // Told after each committed create, edit or delete (the realtime `sites.changed` event).
  const changeListeners: SiteChangeListener[] = [];
  const changed = (change: SiteChange) => {
    for (const listener of changeListeners) listener(change);
  };

  /** Inserts a site inside `trx`; the max_sites limit is consumed unless it is sample data. */
  async function insert(trx: typeof db, companyId: string, userId: string, input: NewSiteInput) {
    const now = clock.now();
    if (!input.sampleData) await features.consume(trx, companyId, 'max_sites', 1);
    if (input.elevation_source === 'Custom')
      await features.consume(trx, companyId, 'custom_elevation', 1);
    return repo.insertSite(trx, {
      id: randomUUID(),
      company_id: companyId,
      name: input.name,
      ...shapeColumns(input.shape),
      corridor_width_m:
        input.shape.site_type === 'corridor'
          ? (input.corridor_width_m ?? DEFAULT_CORRIDOR_WIDTH_M)
          : null,
      goal_s: input.goal ?? null,
      elevation_source: input.elevation_source ?? 'None',
      stakeholders: JSON.stringify(input.stakeholders ?? []),
      sample_data: input.sampleData ?? false,
      created_by: userId,
      created_at: now,
      updated_at: now,
      etag: randomUUID(),
    });
  }

  return {
    ...createListSites(deps),
    ...createSiteShares(deps, core),
    // recordFlight and setElevationSource, inside the flights and elevations transactions.
    ...createSiteProgress(deps),

    /**
     * Judges submitted geometry exactly like an upload (422 with the dialog text), off the request
     * thread; nothing stored on refusal. Every caller (create, PATCH, mission preview, elevation
     * checks, sample sites) comes through here, so all get the work budgets and the deadline.
     */
    shapeFromGeometry: (geometry: unknown, name: string) => shapes.fromGeometry(geometry, name),
    /** Reads and judges an uploaded site file, off the request thread like shapeFromGeometry. */
    shapeFromFile: (bytes: Uint8Array, name: string) => shapes.fromFile(bytes, name),

    async create(actor: Membership, input: NewSiteInput): Promise<TSite> {
      assertRight(actor, 'Sites', 'POST');
      const row = await db.transaction().execute(async (trx) => {
        const site = await insert(trx, actor.companyId, actor.userId, input);
        await recordAudit(trx, actor, {
          entity: 'site',
          entityId: site.id,
          action: 'created',
          after: auditedFields(site),
        });
        return site;
      });
      changed({ companyId: row.company_id, siteId: row.id, action: 'created' });
      return core.viewOf(actor.companyId, await core.resolveSite(actor, row.id, 'GET'));
    },

    /** Creates sites inside the caller's transaction (sample data); the caller checked access. */
    insertInTransaction: insert,

    async get(actor: Membership, siteId: string): Promise<TSite> {
      return core.viewOf(actor.companyId, await core.resolveSite(actor, siteId, 'GET'));
    },

    async update(
      actor: Membership,
      siteId: string,
      ifMatch: string | undefined,
      patch: TUpdateSiteRequest,
    ): Promise<TSite> {
      const resolved = await core.resolveSite(actor, siteId, 'PATCH');
      if (!canEditSite(resolved.level)) throw siteAccessDenied('edit it');
      if (!ifMatch) throw AppError.preconditionRequired();
      const { site } = resolved;
      if (ifMatch !== site.etag) throw AppError.preconditionFailed();
      const set: SiteUpdate = { updated_at: clock.now(), etag: randomUUID() };
      if (patch.name !== undefined) set.name = patch.name;
      if (patch.geometry !== undefined) {
        const shape = await shapes.fromGeometry(patch.geometry, patch.name ?? site.name);
        Object.assign(set, shapeColumns(shape));
        if (shape.site_type !== 'corridor') set.corridor_width_m = null;
        else if (site.corridor_width_m === null) set.corridor_width_m = DEFAULT_CORRIDOR_WIDTH_M;
      }
      const isCorridor = (set.site_type ?? site.site_type) === 'corridor';
      if (patch.corridor_width_m !== undefined && isCorridor)
        set.corridor_width_m = patch.corridor_width_m;
      if (patch.goal !== undefined) set.goal_s = patch.goal;
      if (patch.progress !== undefined) set.progress_s = patch.progress;
      if (patch.goal !== undefined || patch.progress !== undefined) {
        set.status = nextSiteStatus(
          site.status,
          { progress: site.progress_s, goal: site.goal_s },
          {
            progress: patch.progress ?? site.progress_s,
            goal: patch.goal !== undefined ? patch.goal : site.goal_s,
          },
        );
      }
      if (patch.status !== undefined) set.status = patch.status;
      if (patch.gcp_count !== undefined) set.gcp_count = patch.gcp_count;
      if (patch.stakeholders !== undefined) set.stakeholders = JSON.stringify(patch.stakeholders);
      const updated = await db.transaction().execute(async (trx) => {
        if (patch.elevation_source === 'Custom' && site.elevation_source !== 'Custom') {
          await features.consume(trx, site.company_id, 'custom_elevation', 1);
        }
        if (patch.elevation_source !== undefined) set.elevation_source = patch.elevation_source;
        const row = await repo.updateSite(trx, site.id, ifMatch, set);
        if (row) {
          await recordAudit(trx, actor, {
            entity: 'site',
            entityId: site.id,
            action: 'updated',
            before: auditedFields(site),
            after: auditedFields(row),
          });
        }
        return row;
      });
      if (!updated) throw AppError.preconditionFailed();
      changed({ companyId: site.company_id, siteId: site.id, action: 'updated' });
      const fresh = await repo.findDetailedSite(db, updated.id, actor.userId);
      return core.viewOf(actor.companyId, { ...resolved, site: fresh! });
    },

    /** Calls `listener` after every committed create, edit or delete of a site. */
    onChanged(listener: SiteChangeListener): void {
      changeListeners.push(listener);
    },

    /** Runs `hook` inside every site delete transaction, before the site row goes. */
    onDelete(hook: (trx: Db, siteId: string) => Promise<void>): void {
      deleteHooks.push(hook);
    },

    async delete(actor: Membership, siteId: string): Promise<void> {
      const { site, level, external } = await core.resolveSite(actor, siteId, 'DELETE');
      if (external || !canDeleteSite(level)) throw siteAccessDenied('delete it');
      // Shares and invites go with the site (ON DELETE CASCADE): "site invites expire when the
      // site is deleted" (platform-core §4).
      await db.transaction().execute(async (trx) => {
        for (const hook of deleteHooks) await hook(trx, site.id);
        await repo.deleteSite(trx, site.id);
        await recordAudit(trx, actor, {
          entity: 'site',
          entityId: site.id,
          action: 'deleted',
          before: auditedFields(site),
        });
        if (!site.sample_data) await features.release(trx, site.company_id, 'max_sites', 1);
      });
      changed({ companyId: site.company_id, siteId: site.id, action: 'deleted' });
    },

    /** The card thumbnail, drawn from the outline in `colour` (the brand's, from the web). */
    async thumbnail(
      actor: Membership,
      siteId: string,
      colour: string | undefined,
      units: 'metric' | 'imperial' = 'metric',
    ): Promise<{ svg: string; etag: string }> {
      const { site } = await core.resolveSite(actor, siteId, 'GET');
      const svg = siteThumbnailSvg(site.outline, {
        colour,
        corridorWidthM: site.corridor_width_m,
        units,
      });
      return { svg, etag: `${site.etag}-${colour ?? 'default'}-${units}` };
    },

    /** GET .../features: the site as KML (view access is enough to export, feature-areas §6). */
    async exportFeatures(
      actor: Membership,
      siteId: string,
      query: { map_feature: string; output_format: string },
    ): Promise<{ fileName: string; contentType: string; body: string }> {
      const { site } = await core.resolveSite(actor, siteId, 'GET');
      if (query.map_feature !== 'Site' || query.output_format.toUpperCase() !== 'KML') {
        throw AppError.rule(
          'unsupported_export',
          `Export of ${query.map_feature} as ${query.output_format} is not available.`,
          {
            map_feature: query.map_feature,
            output_format: query.output_format,
          },
        );
      }
      return {
        fileName: exportFileName({
          siteName: site.name,
          kind: 'site',
          ext: 'kml',
          date: clock.now(),
        }),
        contentType: 'application/vnd.google-earth.kml+xml; charset=utf-8',
        body: exportSiteKml(site.name, site.geometry),
      };
    },

    /** Name, thumbnail URL and bounding box of sites, for collections (callers check access). */
    async summarise(companyId: string, siteIds: readonly string[]) {
      const rows = await repo.findSitesByIds(db, siteIds);
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        thumbnail: thumbnailUrl(companyId, r),
        bbox: [r.bbox_west, r.bbox_south, r.bbox_east, r.bbox_north] as [
          number,
          number,
          number,
          number,
        ],
      }));
    },

    /** Of `siteIds`, those in the caller's workspace that the caller may view. */
    async visibleSiteIds(actor: Membership, siteIds: readonly string[]): Promise<Set<string>> {
      const [rows, own] = await Promise.all([
        repo.findSitesByIds(db, siteIds),
        repo.findUserSharesInCompany(db, actor.companyId, actor.userId),
      ]);
      return new Set(
        rows
          .filter((r) => r.company_id === actor.companyId)
          .filter((r) => canViewSite(siteLevelFor(actor, r, own.get(r.id))))
          .map((r) => r.id),
      );
    },

    /** Display names of users (created_by of collections). */
    async userNames(userIds: readonly string[]) {
      return deps.users.namesOf(userIds);
    },

    /** Sites per workspace, for the staff usage overview (usage.registerCounter). */
    async countByCompany(): Promise<Map<string, number>> {
      return repo.countSitesByCompany(db);
    },

    /** Sample-data sites of a workspace, oldest first (inside the caller's transaction). */
    async findSamples(executor: Db, companyId: string) {
      return repo.findSamples(executor, companyId);
    },

    /** The sites as the caller sees them (the sample-data answer). */
    async viewsFor(actor: Membership, siteIds: readonly string[]): Promise<TSite[]> {
      const views: TSite[] = [];
      for (const id of siteIds) {
        views.push(core.viewOf(actor.companyId, await core.resolveSite(actor, id, 'GET')));
      }
      return views;
    },
  };
}
