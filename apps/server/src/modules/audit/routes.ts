// The audit log's routes: a workspace's log for its managers (RBAC AuditLog GET) and every
// workspace's for the Super Admin (meta AuditLog GET), each as JSON pages and as CSV.
import { ZAuditLogPage, ZAuditLogQuery, ZCompanyParams } from '@sortie/domain/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { metaRolesOf, type AccessGuards } from '../../access/index.ts';
import { sendDownload } from '../../http/file-reply.ts';
import { routePlugin, security } from '../../http/route-plugin.ts';
import type { AuditService } from './service.ts';

const tags = ['audit'];
const CSV = 'text/csv; charset=utf-8';

export function auditRoutes(deps: { audit: AuditService; access: AccessGuards }) {
  const { audit, access } = deps;
  return routePlugin(function routes(app) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/company/:companyId/audit-log',
      {
        onRequest: access.requireCompanyRight('AuditLog', 'GET'),
        schema: {
          tags,
          security,
          summary: "The workspace's audit log, newest first (owners and admins)",
          params: ZCompanyParams,
          querystring: ZAuditLogQuery,
          response: { 200: ZAuditLogPage },
        },
      },
      async (request) => audit.listForWorkspace(access.membershipOf(request), request.query),
    );
    r.get(
      '/company/:companyId/audit-log/csv',
      {
        onRequest: access.requireCompanyRight('AuditLog', 'GET'),
        schema: {
          tags,
          security,
          summary: "The workspace's audit log as CSV, with the same filters",
          params: ZCompanyParams,
          querystring: ZAuditLogQuery,
        },
      },
      async (request, reply) =>
        sendDownload(reply, {
          fileName: 'audit-log.csv',
          contentType: CSV,
          body: await audit.csvForWorkspace(access.membershipOf(request), request.query),
        }),
    );
    r.get(
      '/audit-log',
      {
        onRequest: access.requireMetaRight('AuditLog', 'GET'),
        schema: {
          tags,
          security,
          summary: 'Every workspace’s audit log, newest first (platform staff)',
          querystring: ZAuditLogQuery,
          response: { 200: ZAuditLogPage },
        },
      },
      async (request) => audit.listForStaff(metaRolesOf(request), request.query),
    );
    r.get(
      '/audit-log/csv',
      {
        onRequest: access.requireMetaRight('AuditLog', 'GET'),
        schema: {
          tags,
          security,
          summary: 'Every workspace’s audit log as CSV (platform staff)',
          querystring: ZAuditLogQuery,
        },
      },
      async (request, reply) =>
        sendDownload(reply, {
          fileName: 'audit-log-all.csv',
          contentType: CSV,
          body: await audit.csvForStaff(metaRolesOf(request), request.query),
        }),
    );
  });
}
