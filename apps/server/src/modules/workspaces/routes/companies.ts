// /company: create, read, update (If-Match), delete, logo, recent cameras, leave.
import multipart from '@fastify/multipart';
import { AppError } from '@sortie/domain';
import {
  COMPANY_LOGO_MAX_BYTES,
  ZAddRecentCameraRequest,
  ZCompany,
  ZCompanyParams,
  ZCreateCompanyRequest,
  ZRecentCamerasResponse,
  ZUpdateCompanyRequest,
} from '@sortie/domain/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../../http/auth.ts';
import type { FileStorage } from '../../../storage/index.ts';
import { logoContentType } from '../service/companies.ts';
import type { WorkspacesService } from '../service.ts';
import { readIfMatch, sendEtag } from '../../../http/etag.ts';
import { routePlugin, security } from '../../../http/route-plugin.ts';
import { membershipOf, type AccessGuards } from '../../../access/index.ts';

const tags = ['company'];

export function companyRoutes(deps: {
  workspaces: WorkspacesService;
  access: AccessGuards;
  logos: FileStorage;
}) {
  const { workspaces, access } = deps;
  const { companies, members } = workspaces;
  return routePlugin(async function routes(app) {
    await app.register(multipart, { limits: { fileSize: COMPANY_LOGO_MAX_BYTES, files: 1 } });
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/company',
      {
        onRequest: access.requireUser(),
        schema: {
          tags,
          security,
          summary: 'Create a company workspace (only while you have at most one workspace)',
          body: ZCreateCompanyRequest,
          response: { 201: ZCompany },
        },
      },
      async (request, reply) => {
        const company = await companies.create(authOf(request).userId, request.body);
        sendEtag(reply, company.etag);
        return reply.status(201).send(company);
      },
    );

    r.get(
      '/company/:companyId',
      {
        onRequest: access.requireCompanyRight('Organization', 'GET'),
        schema: {
          tags,
          security,
          summary: 'A workspace with its plan and feature limits (ETag)',
          params: ZCompanyParams,
          response: { 200: ZCompany },
        },
      },
      async (request, reply) => {
        const company = await companies.get(membershipOf(request));
        sendEtag(reply, company.etag);
        return company;
      },
    );

    r.patch(
      '/company/:companyId',
      {
        onRequest: access.requireCompanyRight('Settings', 'PATCH'),
        schema: {
          tags,
          security,
          summary: 'Rename (owner) or change settings (owner, admin); If-Match required',
          params: ZCompanyParams,
          headers: z.object({ 'if-match': z.string().optional() }),
          body: ZUpdateCompanyRequest,
          response: { 200: ZCompany },
        },
      },
      async (request, reply) => {
        const company = await companies.update(
          membershipOf(request),
          readIfMatch(request),
          request.body,
        );
        sendEtag(reply, company.etag);
        return company;
      },
    );

    r.delete(
      '/company/:companyId',
      {
        onRequest: access.requireCompanyRight('Organization', 'DELETE'),
        schema: {
          tags,
          security,
          summary: 'Delete the workspace (owner); every member is moved out',
          params: ZCompanyParams,
        },
      },
      async (request, reply) => {
        await companies.delete(membershipOf(request));
        return reply.status(204).send();
      },
    );

    r.post(
      '/company/:companyId/logo',
      {
        onRequest: access.requireCompanyRight('Organization', 'PATCH'),
        schema: {
          tags,
          security,
          summary: 'Upload the logo: multipart field "file", PNG, JPEG or WebP, up to 2 MB',
          consumes: ['multipart/form-data'],
          params: ZCompanyParams,
          response: { 200: ZCompany },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) {
          throw new AppError(
            'unsupported_media_type',
            415,
            'Send the logo as multipart/form-data.',
          );
        }
        const file = await request.file();
        if (!file) throw AppError.validation('Attach the logo as a file.');
        const bytes = await file.toBuffer();
        const company = await companies.setLogo(membershipOf(request), readIfMatch(request), bytes);
        sendEtag(reply, company.etag);
        return company;
      },
    );

    r.post(
      '/company/:companyId/recent_cameras',
      {
        onRequest: access.requireCompanyRight('Streams', 'GET'),
        schema: {
          tags,
          security,
          summary: 'Put a camera first in the workspace’s recent cameras (at most five)',
          params: ZCompanyParams,
          body: ZAddRecentCameraRequest,
          response: { 200: ZRecentCamerasResponse },
        },
      },
      async (request) => ({
        recent_cameras: await companies.addRecentCamera(
          membershipOf(request),
          request.body.camera_id,
        ),
      }),
    );

    r.post(
      '/company/:companyId/leave',
      {
        onRequest: access.requireCompanyRight('Organization', 'GET'),
        schema: {
          tags,
          security,
          summary: 'Leave the workspace (the last owner must hand over first)',
          params: ZCompanyParams,
        },
      },
      async (request, reply) => {
        await members.leave(membershipOf(request));
        return reply.status(204).send();
      },
    );

    // Logos are public at unguessable URLs: <img> tags send no id token.
    r.get(
      '/files/logos/:name',
      {
        schema: {
          tags,
          summary: 'A workspace logo (public)',
          params: z.object({ name: z.string().max(64) }),
        },
      },
      async (request, reply) => {
        const type = logoContentType(request.params.name);
        const body = type ? await deps.logos.getStream(request.params.name) : undefined;
        if (!type || !body) throw AppError.notFound('Logo');
        return reply
          .type(type)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(body);
      },
    );
  });
}
