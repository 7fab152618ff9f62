// Missions use-cases (feature-areas §3, §5, §6, §8). Who may do what: the workspace role's
// 'Missions' right first, then the level on the mission's site: view may preview and export,
// edit may save, change and split, only full_access deletes. What is stored is always what the
// engine produces: a save re-runs the planner from the parameters (stats sent are ignored).
import { randomUUID } from 'node:crypto';
import { AppError, canDeleteSite, canEditSite } from '@sortie/domain';
import type {
  TCreateMissionRequest,
  TGeneratePreviewRequest,
  TMission,
  TMissionPreviewResponse,
  TPlannedMission,
  TSite,
  TSplitMissionRequest,
  TUpdateMissionRequest,
} from '@sortie/domain/contracts';
import { createMissionCore, siteAccessDenied, type MissionsDeps } from './core.ts';
import { parseParams, type PlanGeometry, type PlanRequest } from './engine.ts';
import { createMissionFiles } from './files.ts';
import { createGcpService } from './gcps.ts';
import * as repo from './repo.ts';
import { createSiteFeatures } from './site-features.ts';
import { splitParts } from './split.ts';
import type { MissionRow, NewMissionRow } from './table.ts';
import { siteGeometry, statsColumns, toMissionView } from './view.ts';
import { assertRight, type Membership } from '../../access/index.ts';
import { recordAudit } from '../audit/index.ts';

export type MissionsService = ReturnType<typeof createMissionsService>;

/** A mission as the audit log keeps it: what was asked for and its size, not the waypoints. */
function auditedFields(row: MissionRow) {
  return {
    name: row.name,
    kind: row.kind,
    site_id: row.site_id,
    params: row.params,
    drone_id: row.drone_id,
    camera_id: row.camera_id,
    distance_m: row.distance_m,
    photo_count: row.photo_count,
  };
}

export function createMissionsService(deps: MissionsDeps) {
  const { db, clock, features, sites } = deps;
  const core = createMissionCore(deps);
  const files = createMissionFiles(deps, core);
  const gcps = createGcpService(deps);

  async function geometryFor(
    actor: Membership,
    body: Pick<TGeneratePreviewRequest, 'site_id' | 'geometry' | 'name'>,
  ): Promise<PlanGeometry> {
    if (body.site_id) return siteGeometry(await sites.get(actor, body.site_id));
    if (!body.geometry) {
      throw AppError.validation('body: give site_id or geometry.', {
        issues: [{ path: 'body.site_id', message: 'Give site_id or geometry.' }],
      });
    }
    const shape = await sites.shapeFromGeometry(body.geometry, body.name ?? 'Mission');
    return {
      geometry: shape.geometry,
      location: shape.centroid,
      corridor_width_m: null,
      name: body.name ?? 'Mission',
      ground: null,
    };
  }

  function requestOf(row: MissionRow, patch: TUpdateMissionRequest = {}): PlanRequest {
    return {
      ...parseParams(row.kind, patch.params ?? row.params),
      name: patch.name ?? row.name,
      drone_id: patch.drone_id !== undefined ? patch.drone_id : row.drone_id,
      camera_id: patch.camera_id !== undefined ? patch.camera_id : row.camera_id,
      camera: patch.camera !== undefined ? patch.camera : row.camera,
    };
  }

  /**
   * Whether a change needs the planner (parameters, drone or camera). Parts of a split mission
   * cannot be re-planned: the planner would give back the whole mission.
   */
  function replans(row: MissionRow, patch: TUpdateMissionRequest): boolean {
    const changes =
      patch.params !== undefined ||
      patch.drone_id !== undefined ||
      patch.camera_id !== undefined ||
      patch.camera !== undefined;
    if (changes && row.part_index !== null) {
      throw AppError.rule(
        'mission_is_split_part',
        'This mission is a part of a split mission; only its name can change.',
        { field: 'params' },
      );
    }
    return changes;
  }

  const previewOf = (mission: TPlannedMission): TMissionPreviewResponse => ({
    kind: mission.kind,
    mission,
    stats: mission.stats,
  });

  return {
    ...core,
    ...files,
    ...createSiteFeatures(deps, gcps),
    gcps,

    /** generatepreview, mapping/generate, video/generate: plan, store nothing (view access). */
    async preview(
      actor: Membership,
      body: TGeneratePreviewRequest,
    ): Promise<TMissionPreviewResponse> {
      assertRight(actor, 'Missions', 'POST');
      return previewOf(await core.plan(actor, body, await geometryFor(actor, body)));
    },

    /** /missions/preview: a saved mission re-planned with changes, nothing stored. */
    async previewSaved(
      actor: Membership,
      missionId: string,
      patch: TUpdateMissionRequest,
    ): Promise<TMissionPreviewResponse> {
      const { row, site } = await core.resolveMission(actor, missionId, 'GET');
      if (!replans(row, patch)) return previewOf({ ...row.mission, name: patch.name ?? row.name });
      return previewOf(await core.plan(actor, requestOf(row, patch), siteGeometry(site)));
    },

    async create(actor: Membership, body: TCreateMissionRequest): Promise<TMission> {
      assertRight(actor, 'Missions', 'POST');
      const site = await sites.get(actor, body.site_id);
      if (!canEditSite(site.access_level)) throw siteAccessDenied('save missions on it');
      const mission = await core.plan(actor, body, siteGeometry(site));
      const now = clock.now();
      const row = await db.transaction().execute(async (trx) => {
        await features.consume(trx, actor.companyId, 'max_missions', 1);
        const inserted = await repo.insertMission(trx, {
          id: randomUUID(),
          company_id: actor.companyId,
          site_id: site.id,
          name: mission.name,
          kind: body.kind,
          params: JSON.stringify(body.params),
          mission: JSON.stringify(mission),
          ...statsColumns(mission),
          drone_id: body.drone_id ?? null,
          camera_id: body.camera ? null : (body.camera_id ?? null),
          camera: body.camera ? JSON.stringify(body.camera) : null,
          part_index: null,
          part_count: null,
          created_by: actor.userId,
          created_at: now,
          updated_at: now,
          etag: randomUUID(),
        });
        await recordAudit(trx, actor, {
          entity: 'mission',
          entityId: inserted.id,
          action: 'created',
          after: auditedFields(inserted),
        });
        return inserted;
      });
      return toMissionView(row);
    },

    async get(actor: Membership, id: string): Promise<TMission> {
      return toMissionView((await core.resolveMission(actor, id, 'GET')).row);
    },

    async listForSite(actor: Membership, siteId: string): Promise<TMission[]> {
      assertRight(actor, 'Missions', 'GET');
      const site = await sites.get(actor, siteId);
      return (await repo.findMissionsBySite(db, site.id)).map(toMissionView);
    },

    /** Rename, or new parameters/drone/camera (re-planned); If-Match required, 412 when stale. */
    async update(
      actor: Membership,
      id: string,
      ifMatch: string | undefined,
      patch: TUpdateMissionRequest,
    ): Promise<TMission> {
      const { row, site } = await core.resolveMission(actor, id, 'PATCH');
      if (!canEditSite(site.access_level)) throw siteAccessDenied('change its missions');
      if (!ifMatch) throw AppError.preconditionRequired();
      if (ifMatch !== row.etag) throw AppError.preconditionFailed();
      const req = replans(row, patch) ? requestOf(row, patch) : null;
      const name = patch.name ?? row.name;
      const mission = req
        ? await core.plan(actor, req, siteGeometry(site))
        : { ...row.mission, name };
      const updated = await db.transaction().execute(async (trx) => {
        const changed = await repo.updateMission(trx, row.id, ifMatch, {
          name,
          mission: JSON.stringify(mission),
          ...statsColumns(mission),
          ...(req
            ? {
                params: JSON.stringify(req.params),
                drone_id: req.drone_id ?? null,
                camera_id: req.camera ? null : (req.camera_id ?? null),
                camera: req.camera ? JSON.stringify(req.camera) : null,
              }
            : {}),
          updated_at: clock.now(),
          etag: randomUUID(),
        });
        if (changed) {
          await recordAudit(trx, actor, {
            entity: 'mission',
            entityId: row.id,
            action: 'updated',
            before: auditedFields(row),
            after: auditedFields(changed),
          });
        }
        return changed;
      });
      if (!updated) throw AppError.preconditionFailed();
      return toMissionView(updated);
    },

    async delete(actor: Membership, id: string): Promise<void> {
      const { row, site } = await core.resolveMission(actor, id, 'DELETE');
      if (!canDeleteSite(site.access_level)) throw siteAccessDenied('delete its missions');
      // max_missions counts generations (feature-areas §8), so deleting gives nothing back.
      await db.transaction().execute(async (trx) => {
        await repo.deleteMissions(trx, [row.id]);
        await recordAudit(trx, actor, {
          entity: 'mission',
          entityId: row.id,
          action: 'deleted',
          before: auditedFields(row),
        });
      });
    },

    /** All or nothing: one mission that is unknown or not deletable refuses the whole call. */
    async bulkDelete(actor: Membership, ids: readonly string[]): Promise<string[]> {
      assertRight(actor, 'Missions', 'DELETE');
      const unique = [...new Set(ids)];
      const rows = await repo.findMissionsByIds(db, unique);
      const found = new Map(rows.map((r) => [r.id, r]));
      const levels = new Map<string, TSite>();
      for (const id of unique) {
        const row = found.get(id);
        if (!row) throw AppError.notFound('Mission');
        const site =
          levels.get(row.site_id) ?? (await core.resolveMission(actor, id, 'DELETE')).site;
        levels.set(row.site_id, site);
        if (!canDeleteSite(site.access_level)) throw siteAccessDenied('delete its missions');
      }
      await db.transaction().execute(async (trx) => {
        await repo.deleteMissions(trx, unique);
        for (const id of unique) {
          await recordAudit(trx, actor, {
            entity: 'mission',
            entityId: id,
            action: 'deleted',
            before: auditedFields(found.get(id)!),
          });
        }
      });
      return unique;
    },

    /** Replaces a mission by its parts (one transaction); each starts where the last ended. */
    async split(actor: Membership, id: string, body: TSplitMissionRequest): Promise<TMission[]> {
      const { row, site } = await core.resolveMission(actor, id, 'PATCH');
      if (!canEditSite(site.access_level)) throw siteAccessDenied('split its missions');
      const parts = splitParts(row, body);
      const now = clock.now();
      const rows = await db.transaction().execute(async (trx) => {
        await features.consume(trx, actor.companyId, 'max_missions', parts.length - 1);
        await repo.deleteMissions(trx, [row.id]);
        const inserted: MissionRow[] = [];
        for (const [i, part] of parts.entries()) {
          const name = `${row.name} (${i + 1}/${parts.length})`;
          const values: NewMissionRow = {
            ...row,
            id: randomUUID(),
            name,
            params: JSON.stringify(row.params),
            mission: JSON.stringify({ ...part, name }),
            ...statsColumns(part),
            camera: row.camera ? JSON.stringify(row.camera) : null,
            part_index: i + 1,
            part_count: parts.length,
            created_by: actor.userId,
            created_at: now,
            updated_at: now,
            etag: randomUUID(),
          };
          inserted.push(await repo.insertMission(trx, values));
        }
        return inserted;
      });
      return rows.map(toMissionView);
    },

    /** Missions per workspace, for the staff usage overview. */
    countByCompany: () => repo.countByCompany(db),
  };
}
