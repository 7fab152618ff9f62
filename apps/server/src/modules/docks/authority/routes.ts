// Flight authority routes (feature-areas §7): see it with Docks GET; request it, answer a
// request and release it with Docks POST (members fly docks, docs/permissions.md).
import {
  ZAuthorityAction,
  ZAuthorityActionQuery,
  ZAuthorityRequest,
  ZAuthorityRequestResponse,
  ZAuthorityState,
  ZDockParams,
} from '@sortie/domain/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CompanyGuards } from '../../../access/index.ts';
import { routePlugin, security } from '../../../http/route-plugin.ts';
import type { Authority } from './service.ts';

const tags = ['docks'];

export function authorityRoutes(deps: { authority: Authority; guards: CompanyGuards }) {
  const { authority, guards } = deps;
  const actor = guards.membershipOf;
  const base = '/company/:companyId/docks/:id';

  return routePlugin(function routes(app) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      `${base}/authority`,
      {
        onRequest: guards.requireCompanyRight('Docks', 'GET'),
        schema: {
          tags,
          security,
          summary: 'Who holds flight authority, and the requests waiting for them',
          params: ZDockParams,
          response: { 200: ZAuthorityState },
        },
      },
      async (request) => authority.state(actor(request), request.params.id),
    );

    r.post(
      `${base}/authority_request`,
      {
        onRequest: guards.requireCompanyRight('Docks', 'POST'),
        schema: {
          tags,
          security,
          summary:
            'Ask for flight (or payload) authority: granted at once when free, else it waits for the holder',
          params: ZDockParams,
          body: ZAuthorityRequest,
          response: { 200: ZAuthorityRequestResponse, 202: ZAuthorityRequestResponse },
        },
      },
      async (request, reply) => {
        const answer = await authority.request(actor(request), request.params.id, request.body);
        return reply.status(answer.accepted === null ? 202 : 200).send(answer);
      },
    );

    r.post(
      `${base}/authority_request/action`,
      {
        onRequest: guards.requireCompanyRight('Docks', 'POST'),
        schema: {
          tags,
          security,
          summary: "The holder accepts or declines a member's authority request",
          params: ZDockParams,
          querystring: ZAuthorityActionQuery,
          body: ZAuthorityAction,
          response: { 200: ZAuthorityState },
        },
      },
      async (request) =>
        authority.action(
          actor(request),
          request.params.id,
          request.query.authority_holder_id,
          request.body,
        ),
    );

    r.delete(
      `${base}/authority`,
      {
        onRequest: guards.requireCompanyRight('Docks', 'POST'),
        schema: {
          tags,
          security,
          summary: 'Release flight authority (the holder, or a manager)',
          params: ZDockParams,
          response: { 200: ZAuthorityState },
        },
      },
      async (request) => authority.release(actor(request), request.params.id),
    );
  });
}
