// Invites: /company/:companyId/invites (managers) and /users/invites (the invitee).
import {
  ZCompany,
  ZCompanyInviteParams,
  ZCompanyParams,
  ZCreateInviteRequest,
  ZCsvImportRequest,
  ZCsvImportResponse,
  ZInvite,
  ZInviteParams,
  ZListInvitesResponse,
} from '@sortie/domain/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf } from '../../../http/auth.ts';
import type { WorkspacesService } from '../service.ts';
import { routePlugin, security } from '../../../http/route-plugin.ts';
import { membershipOf, type AccessGuards } from '../../../access/index.ts';

const tags = ['invites'];

export function inviteRoutes(deps: { workspaces: WorkspacesService; access: AccessGuards }) {
  const { access } = deps;
  const { invites } = deps.workspaces;
  return routePlugin(function routes(app) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/company/:companyId/invites',
      {
        onRequest: access.requireCompanyRight('Invites', 'GET'),
        schema: {
          tags,
          security,
          summary: 'Pending invites of the workspace',
          params: ZCompanyParams,
          response: { 200: ZListInvitesResponse },
        },
      },
      async (request) => ({ invites: await invites.listForCompany(membershipOf(request)) }),
    );

    r.post(
      '/company/:companyId/invites',
      {
        config: { idempotent: true },
        onRequest: access.requireCompanyRight('Invites', 'POST'),
        schema: {
          tags,
          security,
          summary: 'Invite by e-mail or phone number with a role (409 when one is pending)',
          params: ZCompanyParams,
          body: ZCreateInviteRequest,
          response: { 201: ZInvite },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await invites.create(membershipOf(request), request.body)),
    );

    // Members by CSV (decision 353): commit false previews; any error sends no invite at all.
    r.post(
      '/company/:companyId/invites/import',
      {
        onRequest: access.requireCompanyRight('Invites', 'POST'),
        schema: {
          tags,
          security,
          summary: 'Preview or send invites from a CSV file (email or phone, role): all or none',
          params: ZCompanyParams,
          body: ZCsvImportRequest,
          response: { 200: ZCsvImportResponse },
        },
      },
      async (request) =>
        deps.workspaces.inviteCsv.importCsv(
          membershipOf(request),
          request.body.csv,
          request.body.commit,
        ),
    );

    r.delete(
      '/company/:companyId/invites/:inviteId',
      {
        onRequest: access.requireCompanyRight('Invites', 'DELETE'),
        schema: {
          tags,
          security,
          summary: 'Cancel a pending invite',
          params: ZCompanyInviteParams,
        },
      },
      async (request, reply) => {
        await invites.cancel(membershipOf(request), request.params.inviteId);
        return reply.status(204).send();
      },
    );

    r.get(
      '/users/invites',
      {
        onRequest: access.requireUser(),
        schema: {
          tags,
          security,
          summary: 'Your pending workspace invites (by your e-mail address and phone number)',
          response: { 200: ZListInvitesResponse },
        },
      },
      async (request) => ({ invites: await invites.listForUser(authOf(request).userId) }),
    );

    r.post(
      '/users/invites/:inviteId/accept',
      {
        onRequest: access.requireUser(),
        schema: {
          tags,
          security,
          summary: 'Accept an invite: membership begins now (one company workspace at a time)',
          params: ZInviteParams,
          response: { 200: ZCompany },
        },
      },
      async (request) => invites.accept(authOf(request).userId, request.params.inviteId),
    );

    r.post(
      '/users/invites/:inviteId/decline',
      {
        onRequest: access.requireUser(),
        schema: { tags, security, summary: 'Decline an invite', params: ZInviteParams },
      },
      async (request, reply) => {
        await invites.decline(authOf(request).userId, request.params.inviteId);
        return reply.status(204).send();
      },
    );
  });
}
