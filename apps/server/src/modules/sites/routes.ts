// /company/{c}/sites: HTTP only. Each route declares its guard (workspace membership + RBAC
// right, from the workspaces module), its contract, and hands the membership to the service.
import multipart from '@fastify/multipart';
import { AppError } from '@sortie/domain';
import {
  ZCompanyParams,
  ZCompanySiteParams,
  ZCreateSiteRequest,
  ZCreateSiteShareRequest,
  ZListSiteSharesResponse,
  ZListSitesQuery,
  ZListSitesResponse,
  ZSite,
  ZSiteFeaturesQuery,
  ZSiteShare,
  ZSiteShareParams,
  ZSiteThumbnailQuery,
  ZUpdateSiteRequest,
  ZUpdateSiteShareRequest,
  ZUploadSiteFields,
} from '@sortie/domain/contracts';
import { MAX_SITE_FILE_BYTES, siteFileIssue, siteNameFromFileName } from '@sortie/flightplan';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { trustedJsonSerializer } from '../../http/trusted-json.ts';
import { siteIssueError } from './geometry.ts';
import type { SiteListCache } from './list-cache.ts';
import type { SitesService } from './service.ts';
import { readIfMatch, sendEtag, ZIfMatch } from '../../http/etag.ts';
import { sendDownload, type DownloadFile } from '../../http/file-reply.ts';
import { routePlugin, security } from '../../http/route-plugin.ts';
import { zodError } from '../../http/zod-error.ts';
import type { CompanyGuards, Membership } from '../../access/index.ts';

const tags = ['sites'];

const fileTooLarge = () =>
  siteIssueError(
    siteFileIssue('file_too_large', { reason: 'input_size', max_bytes: MAX_SITE_FILE_BYTES }),
  );

/** Exports of map features other than the site itself (GCP, Missions, Elevations). */
export type SiteFeatureExporter = (
  actor: Membership,
  siteId: string,
  query: { map_feature: string; output_format: string },
) => Promise<DownloadFile>;

export function sitesRoutes(deps: {
  sites: SitesService;
  guards: CompanyGuards;
  /** The missions module serves GCP, Missions and Elevations; this module serves Site. */
  exportOtherFeatures?: SiteFeatureExporter;
  /** List answers in memory (list-cache.ts); absent: every list reads the database. */
  listCache?: SiteListCache | undefined;
}) {
  const { sites, guards, exportOtherFeatures } = deps;
  const right = guards.requireCompanyRight;
  const actor = guards.membershipOf;

  return routePlugin(async function routes(app) {
    await app.register(multipart, {
      limits: { fileSize: MAX_SITE_FILE_BYTES, files: 1, fields: 10 },
    });
    const r = app.withTypeProvider<ZodTypeProvider>();

    /** JSON with GeoJSON geometry, or multipart with a site `file` (.kml, .kmz, .geojson/.json, zipped .shp) (feature-areas §5). */
    async function readCreate(request: FastifyRequest) {
      if (!request.isMultipart()) {
        const parsed = ZCreateSiteRequest.safeParse(request.body);
        if (!parsed.success) throw zodError(parsed.error, 'body');
        const { geometry, ...rest } = parsed.data;
        return { ...rest, shape: await sites.shapeFromGeometry(geometry, rest.name) };
      }
      let file: { bytes: Buffer; name: string } | undefined;
      const fields: Record<string, string> = {};
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          let bytes: Buffer;
          try {
            bytes = await part.toBuffer();
          } catch (error) {
            // Over the multipart limit: the same 422 and dialog text as the parser's size check.
            if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
              throw fileTooLarge();
            throw error;
          }
          if (part.file.truncated) throw fileTooLarge();
          file = { bytes, name: part.filename };
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
      if (!file)
        throw AppError.validation(
          'file: a .kml, .kmz, .geojson or .json file, or a zipped shapefile (.zip), is required.',
        );
      const parsedFields = ZUploadSiteFields.safeParse(fields);
      if (!parsedFields.success) throw zodError(parsedFields.error, 'body');
      const shape = await sites.shapeFromFile(file.bytes, file.name);
      // "Site name defaults to the file name without extension" (feature-areas §5), never the
      // Placemark's name (nor a part's "<name> 2" suffix when a multi-geometry lost a part).
      const name = parsedFields.data.name ?? siteNameFromFileName(file.name).slice(0, 120);
      return { ...parsedFields.data, name, shape };
    }

    r.post(
      '/company/:companyId/sites',
      {
        config: { idempotent: true },
        onRequest: right('Sites', 'POST'),
        schema: {
          tags,
          security,
          summary:
            'Create a site from GeoJSON, or upload a .kml, .kmz, .geojson/.json or zipped shapefile (.zip) (multipart field `file`)',
          params: ZCompanyParams,
          response: { 201: ZSite },
        },
      },
      async (request, reply) => {
        const site = await sites.create(actor(request), await readCreate(request));
        sendEtag(reply, site.etag);
        return reply.status(201).send(site);
      },
    );

    r.get(
      '/company/:companyId/sites',
      {
        onRequest: right('Sites', 'GET'),
        schema: {
          tags,
          security,
          summary: 'List sites: filters (JSON text), keyset cursor, grouping by time or status',
          params: ZCompanyParams,
          querystring: ZListSitesQuery,
          response: { 200: ZListSitesResponse },
        },
        serializerCompiler: trustedJsonSerializer,
      },
      async (request, reply) => {
        const member = actor(request);
        if (!deps.listCache) return sites.list(member, request.query);
        const body = await deps.listCache.answer(member, request.query, () =>
          sites.list(member, request.query),
        );
        // Bytes go out as they are (no serializer runs on a Buffer); they are the JSON of a
        // TListSitesResponse, which the typed reply cannot tell from a Buffer.
        return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
      },
    );

    r.get(
      '/company/:companyId/sites/:id',
      {
        onRequest: right('Sites', 'GET'),
        schema: {
          tags,
          security,
          summary: 'One site',
          params: ZCompanySiteParams,
          response: { 200: ZSite },
        },
        serializerCompiler: trustedJsonSerializer,
      },
      async (request, reply) => {
        const site = await sites.get(actor(request), request.params.id);
        sendEtag(reply, site.etag);
        return site;
      },
    );

    r.patch(
      '/company/:companyId/sites/:id',
      {
        onRequest: right('Sites', 'PATCH'),
        schema: {
          tags,
          security,
          summary: 'Update a site (edit access; If-Match required, 412 when stale)',
          params: ZCompanySiteParams,
          headers: ZIfMatch,
          body: ZUpdateSiteRequest,
          response: { 200: ZSite },
        },
      },
      async (request, reply) => {
        const site = await sites.update(
          actor(request),
          request.params.id,
          readIfMatch(request),
          request.body,
        );
        sendEtag(reply, site.etag);
        return site;
      },
    );

    r.delete(
      '/company/:companyId/sites/:id',
      {
        onRequest: right('Sites', 'DELETE'),
        schema: {
          tags,
          security,
          summary: 'Delete a site (full access); its invites expire',
          params: ZCompanySiteParams,
        },
      },
      async (request, reply) => {
        await sites.delete(actor(request), request.params.id);
        return reply.status(204).send();
      },
    );

    r.get(
      '/company/:companyId/sites/:id/thumbnail.svg',
      {
        onRequest: right('Sites', 'GET'),
        schema: {
          tags,
          security,
          summary: 'SVG thumbnail of the site geometry, in the given colour, with a scale bar',
          params: ZCompanySiteParams,
          querystring: ZSiteThumbnailQuery,
        },
      },
      async (request, reply) => {
        const { colour, units } = request.query;
        const { svg, etag } = await sites.thumbnail(
          actor(request),
          request.params.id,
          colour ? `#${colour.toLowerCase()}` : undefined,
          units,
        );
        sendEtag(reply, etag);
        return reply
          .type('image/svg+xml')
          .header('cache-control', 'private, max-age=3600')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(svg);
      },
    );

    r.get(
      '/company/:companyId/sites/:id/features',
      {
        onRequest: right('Sites', 'GET'),
        schema: {
          tags,
          security,
          summary:
            'Export map features of a site: Site as KML; GCP, Missions and Elevations via missions',
          params: ZCompanySiteParams,
          querystring: ZSiteFeaturesQuery,
        },
      },
      async (request, reply) => {
        const { query } = request;
        const file: DownloadFile =
          query.map_feature !== 'Site' && exportOtherFeatures
            ? await exportOtherFeatures(actor(request), request.params.id, query)
            : await sites.exportFeatures(actor(request), request.params.id, query);
        return sendDownload(reply, file);
      },
    );

    r.get(
      '/company/:companyId/sites/:id/shares',
      {
        onRequest: right('Sites', 'GET'),
        schema: {
          tags,
          security,
          summary: 'Who the site is shared with (members and invites)',
          params: ZCompanySiteParams,
          response: { 200: ZListSiteSharesResponse },
        },
      },
      async (request) => ({ shares: await sites.listShares(actor(request), request.params.id) }),
    );

    r.post(
      '/company/:companyId/sites/:id/shares',
      {
        onRequest: right('Sites', 'PATCH'),
        schema: {
          tags,
          security,
          summary:
            'Share a site with a member or invite someone by e-mail (409 when already shared)',
          params: ZCompanySiteParams,
          body: ZCreateSiteShareRequest,
          response: { 201: ZSiteShare },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await sites.createShare(actor(request), request.params.id, request.body)),
    );

    r.patch(
      '/company/:companyId/sites/:id/shares/:shareId',
      {
        onRequest: right('Sites', 'PATCH'),
        schema: {
          tags,
          security,
          summary: 'Change the access level of a share',
          params: ZSiteShareParams,
          body: ZUpdateSiteShareRequest,
          response: { 200: ZSiteShare },
        },
      },
      async (request) =>
        sites.updateShare(
          actor(request),
          request.params.id,
          request.params.shareId,
          request.body.access_level,
        ),
    );

    r.delete(
      '/company/:companyId/sites/:id/shares/:shareId',
      {
        onRequest: right('Sites', 'PATCH'),
        schema: {
          tags,
          security,
          summary: 'Remove a share or withdraw an invite',
          params: ZSiteShareParams,
        },
      },
      async (request, reply) => {
        await sites.deleteShare(actor(request), request.params.id, request.params.shareId);
        return reply.status(204).send();
      },
    );
  });
}
