// /company/:companyId/members and /guests: list, role change, removal, guest revocation.
import {
  ZCompanyParams,
  ZListMembersQuery,
  ZListMembersResponse,
  ZMemberParams,
  ZRevokeGuestsResponse,
  ZUpdateMemberRequest,
} from '@sortie/domain/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { WorkspacesService } from '../service.ts';
import { routePlugin, security } from '../../../http/route-plugin.ts';
import { membershipOf, type AccessGuards } from '../../../access/index.ts';

const tags = ['members'];

export function memberRoutes(deps: { workspaces: WorkspacesService; access: AccessGuards }) {
  const { access } = deps;
  const { members } = deps.workspaces;
  return routePlugin(function routes(app) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/company/:companyId/members',
      {
        onRequest: access.requireCompanyRight('Members', 'GET'),
        schema: {
          tags,
          security,
          summary: 'Members, sorted; removed ones too with include_removed=true',
          params: ZCompanyParams,
          querystring: ZListMembersQuery,
          response: { 200: ZListMembersResponse },
        },
      },
      async (request) => members.list(membershipOf(request), request.query),
    );

    r.patch(
      '/company/:companyId/members/:userId',
      {
        onRequest: access.requireCompanyRight('Members', 'PATCH'),
        schema: {
          tags,
          security,
          summary: 'Change a member’s role (never your own; owners and admins only by an owner)',
          params: ZMemberParams,
          body: ZUpdateMemberRequest,
        },
      },
      async (request, reply) => {
        await members.updateRole(membershipOf(request), request.params.userId, request.body.role);
        return reply.status(204).send();
      },
    );

    r.delete(
      '/company/:companyId/members/:userId',
      {
        onRequest: access.requireCompanyRight('Members', 'DELETE'),
        schema: {
          tags,
          security,
          summary: 'Remove a member (sets leaving_date)',
          params: ZMemberParams,
        },
      },
      async (request, reply) => {
        await members.remove(membershipOf(request), request.params.userId);
        return reply.status(204).send();
      },
    );

    r.delete(
      '/company/:companyId/guests/:userId',
      {
        onRequest: access.requireCompanyRight('GuestRevoke', 'DELETE'),
        schema: { tags, security, summary: 'Revoke one guest', params: ZMemberParams },
      },
      async (request, reply) => {
        await members.revokeGuest(membershipOf(request), request.params.userId);
        return reply.status(204).send();
      },
    );

    r.delete(
      '/company/:companyId/guests',
      {
        onRequest: access.requireCompanyRight('GuestRevoke', 'DELETE'),
        schema: {
          tags,
          security,
          summary: 'Revoke every guest at once',
          params: ZCompanyParams,
          response: { 200: ZRevokeGuestsResponse },
        },
      },
      async (request) => ({ revoked: await members.revokeAllGuests(membershipOf(request)) }),
    );
  });
}
