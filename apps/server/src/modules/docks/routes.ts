// Dock routes (feature-areas §7, issue 11 items 3-4). HTTP only: guard, zod contract, service.
// Paths carry the workspace (/company/{c}/docks/...), so the one company guard checks sign-in,
// membership and the role's Docks right (docs/decisions/300).
import {
  ZBindCodeResponse,
  ZCompanyParams,
  ZDock,
  ZDockParams,
  ZDocksResponse,
  ZDockStatesQuery,
  ZDockStatesResponse,
  ZGenerateBindCodeRequest,
  ZPatchDockRequest,
} from '@sortie/domain/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CompanyGuards } from '../../access/index.ts';
import { answerWithEtag, patchWithIfMatch, ZIfMatch } from '../../http/etag.ts';
import { routePlugin, security } from '../../http/route-plugin.ts';
import type { DocksService } from './service.ts';

const tags = ['docks'];

export function docksRoutes(deps: { docks: DocksService; guards: CompanyGuards }) {
  const { docks, guards } = deps;
  const actor = guards.membershipOf;

  return routePlugin(function routes(app) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/company/:companyId/generate_bind_code',
      {
        onRequest: guards.requireCompanyRight('Settings', 'POST'),
        schema: {
          tags,
          security,
          summary:
            'A binding code for Settings → Dock (15 minutes, for dock_count docks) and the MQTT login docks use (admins)',
          params: ZCompanyParams,
          body: ZGenerateBindCodeRequest.nullish(),
          response: { 201: ZBindCodeResponse },
        },
      },
      async (request, reply) => {
        const code = await docks.generateBindCode(actor(request), request.body?.dock_count ?? 1);
        return reply.status(201).send(code);
      },
    );

    r.get(
      '/company/:companyId/docks',
      {
        onRequest: guards.requireCompanyRight('Docks', 'GET'),
        schema: {
          tags,
          security,
          summary: 'The docks bound to the workspace',
          params: ZCompanyParams,
          response: { 200: ZDocksResponse },
        },
      },
      async (request) => ({ docks: await docks.list(actor(request)) }),
    );

    r.get(
      '/company/:companyId/docks/states',
      {
        onRequest: guards.requireCompanyRight('Docks', 'GET'),
        schema: {
          tags,
          security,
          summary:
            'Live state of the named docks (device_sn_list: a JSON array, at most 100); others are left out',
          params: ZCompanyParams,
          querystring: ZDockStatesQuery,
          response: { 200: ZDockStatesResponse },
        },
      },
      async (request) => ({
        docks: await docks.states(actor(request), request.query.device_sn_list),
      }),
    );

    r.get(
      '/company/:companyId/docks/:id',
      {
        onRequest: guards.requireCompanyRight('Docks', 'GET'),
        schema: {
          tags,
          security,
          summary: 'One dock, with its ETag',
          params: ZDockParams,
          response: { 200: ZDock },
        },
      },
      answerWithEtag((request) => docks.get(actor(request), request.params.id)),
    );

    r.patch(
      '/company/:companyId/docks/:id',
      {
        onRequest: guards.requireCompanyRight('Docks', 'PATCH'),
        schema: {
          tags,
          security,
          summary: 'Edit the call sign or location (If-Match; 412 when stale)',
          params: ZDockParams,
          headers: ZIfMatch,
          body: ZPatchDockRequest,
          response: { 200: ZDock },
        },
      },
      patchWithIfMatch((request, ifMatch) =>
        docks.patch(actor(request), request.params.id, ifMatch, request.body),
      ),
    );

    r.delete(
      '/company/:companyId/docks/:id',
      {
        onRequest: guards.requireCompanyRight('Docks', 'DELETE'),
        schema: {
          tags,
          security,
          summary: 'Unbind the dock: it leaves the workspace and is shown to no one',
          params: ZDockParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await docks.unbind(actor(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  });
}
