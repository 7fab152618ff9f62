// /airspace: the advisory and forecast of a point and the zones of a box are public (the
// AirspaceAdvisory page works signed out); a site's airspace needs the site; zone files are for
// platform staff (meta right AirspaceZones).
import type { TAirspaceRules } from '@sortie/domain/airspace';
import {
  ZAdvisory,
  ZAerodromeZonesResponse,
  ZAdvisoryQuery,
  ZCompanySiteParams,
  ZForecast,
  ZForecastQuery,
  ZImportZoneFileRequest,
  ZListZoneFilesResponse,
  ZMissionAirspaceParams,
  ZMissionAirspaceResponse,
  ZPathCheckRequest,
  ZPathCheckResponse,
  ZSiteAirspaceQuery,
  ZSiteAirspaceResponse,
  ZZoneFile,
  ZZoneFileParams,
  ZZonesQuery,
  ZZonesResponse,
} from '@sortie/domain/contracts';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AirspaceService } from './service.ts';
import { DEFAULT_RULES } from './advisory.ts';
import { MAX_ZONE_FILE_BYTES } from './parse-zones.ts';
import { routePlugin, security } from '../../http/route-plugin.ts';
import { authOf } from '../../http/auth.ts';
import { metaRolesOf, type AccessGuards, type CompanyGuards } from '../../access/index.ts';

const tags = ['airspace'];

export function airspaceRoutes(deps: {
  airspace: AirspaceService;
  access: AccessGuards & CompanyGuards;
  /** The zone rules of the request's brand (brand.json `airspace`), if it has any. */
  rulesOf: (request: FastifyRequest) => TAirspaceRules | undefined;
}) {
  const { airspace, access } = deps;
  const rules = (request: FastifyRequest) => deps.rulesOf(request) ?? DEFAULT_RULES;

  return routePlugin(function routes(app) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/airspace/advisory',
      {
        schema: {
          tags,
          summary: 'Airspace advisory for a point (no token)',
          querystring: ZAdvisoryQuery,
          response: { 200: ZAdvisory },
        },
      },
      async (request) => {
        const q = request.query;
        return airspace.pointAdvisory(rules(request), [q.lng, q.lat], q.height_m);
      },
    );
    r.get(
      '/airspace/forecast',
      {
        schema: {
          tags,
          summary: '48 h of weather, daylight and go/no-go for a point (no token)',
          querystring: ZForecastQuery,
          response: { 200: ZForecast },
        },
      },
      async (request) => {
        const q = request.query;
        return airspace.pointForecast(rules(request), [q.lng, q.lat], q.height_m, q.drone_id);
      },
    );
    r.get(
      '/airspace/zones',
      {
        schema: {
          tags,
          summary: 'Imported zones meeting a box, for the map (no token)',
          querystring: ZZonesQuery,
          response: { 200: ZZonesResponse },
        },
      },
      async (request) => airspace.zonesIn(request.query.bbox),
    );
    r.get(
      '/airspace/aerodrome-zones',
      {
        schema: {
          tags,
          summary: 'Zones the brand’s rules draw around aerodromes meeting a box (no token)',
          querystring: ZZonesQuery,
          response: { 200: ZAerodromeZonesResponse },
        },
      },
      (request) => airspace.aerodromeZonesIn(rules(request), request.query.bbox),
    );
    r.get(
      '/company/:companyId/sites/:id/airspace',
      {
        onRequest: access.requireCompanyRight('Sites', 'GET'),
        schema: {
          tags,
          security,
          summary: 'Advisory, forecast and go/no-go of a site',
          params: ZCompanySiteParams,
          querystring: ZSiteAirspaceQuery,
          response: { 200: ZSiteAirspaceResponse },
        },
      },
      async (request) =>
        airspace.siteAirspace(
          access.membershipOf(request),
          rules(request),
          request.params.id,
          request.query.height_m,
          request.query.drone_id,
        ),
    );
    r.post(
      '/company/:companyId/sites/:id/airspace/path',
      {
        onRequest: access.requireCompanyRight('Sites', 'GET'),
        schema: {
          tags,
          security,
          summary: 'The planner: zones a path enters and ceilings it climbs above',
          params: ZCompanySiteParams,
          body: ZPathCheckRequest,
          response: { 200: ZPathCheckResponse },
        },
      },
      async (request) =>
        airspace.pathCheck(
          access.membershipOf(request),
          rules(request),
          request.params.id,
          request.body.path,
          request.body.height_m,
        ),
    );
    r.get(
      '/company/:companyId/missions/:id/airspace',
      {
        onRequest: access.requireCompanyRight('Missions', 'GET'),
        schema: {
          tags,
          security,
          summary: 'Go/no-go of a saved mission, at its height and with its drone',
          params: ZMissionAirspaceParams,
          response: { 200: ZMissionAirspaceResponse },
        },
      },
      async (request) =>
        airspace.missionAirspace(access.membershipOf(request), rules(request), request.params.id),
    );
    r.get(
      '/airspace/zone-files',
      {
        onRequest: access.requireMetaRight('AirspaceZones', 'GET'),
        schema: {
          tags,
          security,
          summary: 'Imported zone files',
          response: { 200: ZListZoneFilesResponse },
        },
      },
      async (request) => airspace.listFiles(metaRolesOf(request)),
    );
    r.post(
      '/airspace/zone-files',
      {
        onRequest: access.requireMetaRight('AirspaceZones', 'POST'),
        bodyLimit: MAX_ZONE_FILE_BYTES + 64 * 1024,
        schema: {
          tags,
          security,
          summary:
            'Import a zone file (GeoJSON, KML, openAIP); a file of the same name is replaced',
          body: ZImportZoneFileRequest,
          response: { 201: ZZoneFile.extend({ skipped: z.number() }) },
        },
      },
      async (request, reply) => {
        const file = await airspace.importFile(
          { userId: authOf(request).userId, metaRoles: metaRolesOf(request) },
          request.body,
        );
        return reply.code(201).send(file);
      },
    );
    r.delete(
      '/airspace/zone-files/:fileId',
      {
        onRequest: access.requireMetaRight('AirspaceZones', 'DELETE'),
        schema: {
          tags,
          security,
          summary: 'Delete a zone file and its zones',
          params: ZZoneFileParams,
        },
      },
      async (request, reply) => {
        await airspace.deleteFile(metaRolesOf(request), request.params.fileId);
        return reply.code(204).send();
      },
    );
  });
}
