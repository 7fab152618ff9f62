// /company/{c}/missions and the mission calls under /company/{c}/sites/{id} (platform-core §7,
// feature-areas §7): HTTP only. Each route declares its guard (membership + the role's
// 'Missions' right), its contract, and hands the membership to the service, which checks the
// site access level.
import {
  ZBulkDeleteMissionsRequest,
  ZBulkDeleteMissionsResponse,
  ZCompanyMissionParams,
  ZCompanyParams,
  ZCompanySiteParams,
  ZCreateMissionRequest,
  ZGcpLayout,
  ZGenerateGcpsQuery,
  ZGenerateGcpsResponse,
  ZGeneratePreviewRequest,
  ZListMissionsResponse,
  ZListSiteMissionsQuery,
  ZMappingGenerateRequest,
  ZMission,
  ZMissionElevationsRequest,
  ZMissionElevationsResponse,
  ZMissionFeaturesQuery,
  ZMissionPreviewRequest,
  ZMissionPreviewResponse,
  ZSaveGcpsRequest,
  ZSiteGcpsResponse,
  ZSplitMissionRequest,
  ZUpdateMissionRequest,
  ZVideoGenerateRequest,
} from '@sortie/domain/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { MissionsService } from './service.ts';
import { readIfMatch, sendEtag, ZIfMatch } from '../../http/etag.ts';
import { sendDownload } from '../../http/file-reply.ts';
import { routePlugin, security } from '../../http/route-plugin.ts';
import type { CompanyGuards } from '../../access/index.ts';

const tags = ['missions'];

export function missionsRoutes(deps: { missions: MissionsService; guards: CompanyGuards }) {
  const { missions, guards } = deps;
  const files = missions;
  const right = guards.requireCompanyRight;
  const actor = guards.membershipOf;

  return routePlugin(function routes(app) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = '/company/:companyId/missions';

    const previews = [
      ['generatepreview', ZGeneratePreviewRequest, 'Plan any mission kind; nothing is stored'],
      ['mapping/generate', ZMappingGenerateRequest, 'Plan an area or corridor mapping mission'],
      ['video/generate', ZVideoGenerateRequest, 'Plan a corridor video mission'],
    ] as const;
    for (const [path, body, summary] of previews) {
      r.post(
        `${base}/${path}`,
        {
          onRequest: right('Missions', 'POST'),
          schema: {
            tags,
            security,
            summary: `${summary} (site_id or GeoJSON geometry; 422 with the planner's refusal)`,
            params: ZCompanyParams,
            body,
            response: { 200: ZMissionPreviewResponse },
          },
        },
        async (request) => missions.preview(actor(request), request.body),
      );
    }

    r.post(
      `${base}/preview`,
      {
        onRequest: right('Missions', 'POST'),
        schema: {
          tags,
          security,
          summary: 'Re-plan a saved mission with changed parameters; nothing is stored',
          params: ZCompanyParams,
          body: ZMissionPreviewRequest,
          response: { 200: ZMissionPreviewResponse },
        },
      },
      async (request) => {
        const { mission_id, ...patch } = request.body;
        return missions.previewSaved(actor(request), mission_id, patch);
      },
    );

    r.post(
      `${base}/elevations`,
      {
        onRequest: right('Missions', 'GET'),
        schema: {
          tags,
          security,
          summary: "Ground elevation profile along a mission or a path, from the site's source",
          params: ZCompanyParams,
          body: ZMissionElevationsRequest,
          response: { 200: ZMissionElevationsResponse },
        },
      },
      async (request) => files.elevations(actor(request), request.body),
    );

    r.post(
      base,
      {
        config: { idempotent: true },
        onRequest: right('Missions', 'POST'),
        schema: {
          tags,
          security,
          summary: 'Save a mission: the server re-plans it from the parameters (edit access)',
          params: ZCompanyParams,
          body: ZCreateMissionRequest,
          response: { 201: ZMission },
        },
      },
      async (request, reply) => {
        const mission = await missions.create(actor(request), request.body);
        sendEtag(reply, mission.etag);
        return reply.status(201).send(mission);
      },
    );

    r.delete(
      `${base}/bulk`,
      {
        onRequest: right('Missions', 'DELETE'),
        schema: {
          tags,
          security,
          summary: 'Delete several missions, all or nothing (full access to their sites)',
          params: ZCompanyParams,
          body: ZBulkDeleteMissionsRequest,
          response: { 200: ZBulkDeleteMissionsResponse },
        },
      },
      async (request) => ({
        deleted: await missions.bulkDelete(actor(request), request.body.mission_ids),
      }),
    );

    r.get(
      `${base}/:id`,
      {
        onRequest: right('Missions', 'GET'),
        schema: {
          tags,
          security,
          summary: 'One mission',
          params: ZCompanyMissionParams,
          response: { 200: ZMission },
        },
      },
      async (request, reply) => {
        const mission = await missions.get(actor(request), request.params.id);
        sendEtag(reply, mission.etag);
        return mission;
      },
    );

    r.patch(
      `${base}/:id`,
      {
        onRequest: right('Missions', 'PATCH'),
        schema: {
          tags,
          security,
          summary: 'Rename or re-plan a mission (edit access; If-Match required, 412 when stale)',
          params: ZCompanyMissionParams,
          headers: ZIfMatch,
          body: ZUpdateMissionRequest,
          response: { 200: ZMission },
        },
      },
      async (request, reply) => {
        const mission = await missions.update(
          actor(request),
          request.params.id,
          readIfMatch(request),
          request.body,
        );
        sendEtag(reply, mission.etag);
        return mission;
      },
    );

    r.delete(
      `${base}/:id`,
      {
        onRequest: right('Missions', 'DELETE'),
        schema: {
          tags,
          security,
          summary: 'Delete a mission (full access to its site)',
          params: ZCompanyMissionParams,
        },
      },
      async (request, reply) => {
        await missions.delete(actor(request), request.params.id);
        return reply.status(204).send();
      },
    );

    r.post(
      `${base}/:id/split`,
      {
        onRequest: right('Missions', 'PATCH'),
        schema: {
          tags,
          security,
          summary: 'Split a mission at a waypoint or per battery; the parts replace it',
          params: ZCompanyMissionParams,
          body: ZSplitMissionRequest,
          response: { 201: ZListMissionsResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          missions: await missions.split(actor(request), request.params.id, request.body),
        }),
    );

    r.get(
      `${base}/:id/features`,
      {
        onRequest: right('Missions', 'GET'),
        schema: {
          tags,
          security,
          summary:
            'Export a mission: csv/litchi, waypoints/mission_planner, kml/google_earth, wpml/dji, plan/qgroundcontrol',
          params: ZCompanyMissionParams,
          querystring: ZMissionFeaturesQuery,
        },
      },
      async (request, reply) =>
        sendDownload(
          reply,
          await files.exportMission(actor(request), request.params.id, request.query),
        ),
    );

    r.get(
      '/company/:companyId/sites/:id/missions',
      {
        onRequest: right('Missions', 'GET'),
        schema: {
          tags,
          security,
          summary: "A site's missions (use_new_model=true; the only model served)",
          params: ZCompanySiteParams,
          querystring: ZListSiteMissionsQuery,
          response: { 200: ZListMissionsResponse },
        },
      },
      async (request) => ({
        missions: await missions.listForSite(actor(request), request.params.id),
      }),
    );

    r.get(
      '/company/:companyId/sites/:id/generategcps',
      {
        onRequest: right('Missions', 'GET'),
        schema: {
          tags,
          security,
          summary:
            'Preview a ground control point layout (spacing ≤ 1000 m); nothing is stored (POST …/gcps stores one)',
          params: ZCompanySiteParams,
          querystring: ZGenerateGcpsQuery,
          response: { 200: ZGenerateGcpsResponse },
        },
      },
      async (request) => missions.gcps.preview(actor(request), request.params.id, request.query),
    );

    const gcpsPath = '/company/:companyId/sites/:id/gcps';
    r.get(
      gcpsPath,
      {
        onRequest: right('Missions', 'GET'),
        schema: {
          tags,
          security,
          summary: "The site's stored ground control points (null before any were generated)",
          params: ZCompanySiteParams,
          response: { 200: ZSiteGcpsResponse },
        },
      },
      async (request) => ({ layout: await missions.gcps.get(actor(request), request.params.id) }),
    );

    r.post(
      gcpsPath,
      {
        onRequest: right('Missions', 'POST'),
        schema: {
          tags,
          security,
          summary:
            'Generate and store ground control points with this spacing (edit access); exports use them',
          params: ZCompanySiteParams,
          body: ZSaveGcpsRequest,
          response: { 201: ZGcpLayout },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await missions.gcps.save(actor(request), request.params.id, request.body)),
    );

    r.delete(
      gcpsPath,
      {
        onRequest: right('Missions', 'POST'),
        schema: {
          tags,
          security,
          summary: "Remove the site's ground control points (edit access)",
          params: ZCompanySiteParams,
        },
      },
      async (request, reply) => {
        await missions.gcps.remove(actor(request), request.params.id);
        return reply.status(204).send();
      },
    );
  });
}
