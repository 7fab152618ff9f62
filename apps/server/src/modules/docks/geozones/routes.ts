// Custom flight area routes (issue 11 §4): read with Docks GET, create/edit/delete with Docks
// PATCH (fleet administration, docs/permissions.md), and the dock's signed file download.
import {
  ZDockParams,
  ZGeozone,
  ZGeozoneInput,
  ZGeozoneParams,
  ZGeozonePatch,
  ZGeozonesResponse,
} from '@sortie/domain/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CompanyGuards } from '../../../access/index.ts';
import { routePlugin, security } from '../../../http/route-plugin.ts';
import type { Geozones } from './service.ts';

const tags = ['docks'];

export function geozoneRoutes(deps: { geozones: Geozones; guards: CompanyGuards }) {
  const { geozones, guards } = deps;
  const actor = guards.membershipOf;
  const url = '/company/:companyId/docks/:id/geozones';

  return routePlugin(function routes(app) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      url,
      {
        onRequest: guards.requireCompanyRight('Docks', 'GET'),
        schema: {
          tags,
          security,
          summary: "The workspace's custom flight areas and this dock's last sync",
          params: ZDockParams,
          response: { 200: ZGeozonesResponse },
        },
      },
      async (request) => geozones.list(actor(request), request.params.id),
    );

    r.post(
      url,
      {
        onRequest: guards.requireCompanyRight('Docks', 'PATCH'),
        schema: {
          tags,
          security,
          summary: 'Add a custom flight area (synced to every dock of the workspace)',
          params: ZDockParams,
          body: ZGeozoneInput,
          response: { 201: ZGeozone },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await geozones.create(actor(request), request.params.id, request.body)),
    );

    r.patch(
      `${url}/:zoneId`,
      {
        onRequest: guards.requireCompanyRight('Docks', 'PATCH'),
        schema: {
          tags,
          security,
          summary: 'Edit a custom flight area (synced to every dock of the workspace)',
          params: ZGeozoneParams,
          body: ZGeozonePatch,
          response: { 200: ZGeozone },
        },
      },
      async (request) =>
        geozones.patch(actor(request), request.params.id, request.params.zoneId, request.body),
    );

    r.delete(
      `${url}/:zoneId`,
      {
        onRequest: guards.requireCompanyRight('Docks', 'PATCH'),
        schema: {
          tags,
          security,
          summary: 'Delete a custom flight area (synced to every dock of the workspace)',
          params: ZGeozoneParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await geozones.remove(actor(request), request.params.id, request.params.zoneId);
        return reply.status(204).send(null);
      },
    );

    // The dock downloads the file here: the signature is the access check (no session).
    r.get(
      '/dock-files/flight-areas/:companyId/:name',
      {
        schema: {
          tags,
          summary: 'A custom flight area file for a dock (signed, expiring link)',
          params: z.object({
            companyId: z.string().max(64),
            name: z.string().regex(/^geofence_[0-9a-f]{32}\.json$/),
          }),
          querystring: z.object({ exp: z.coerce.number().int(), sig: z.string().max(100) }),
        },
      },
      async (request, reply) => {
        const { companyId, name } = request.params;
        const file = await geozones.download(companyId, name, request.query.exp, request.query.sig);
        if (!file)
          return reply
            .status(404)
            .send({ type: 'not_found', message: 'No such file (or the link expired).' });
        return reply
          .header('content-type', 'application/json')
          .header('cache-control', 'no-store')
          .send(file.content);
      },
    );
  });
}
