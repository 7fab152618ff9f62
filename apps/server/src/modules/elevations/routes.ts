// /company/{c}/sites/{id}/elevation_model, heatmapelevations and /sites/verifyelevationgrid: HTTP
// only. Each route declares its guard (membership + the role's 'Sites' right) and its contract;
// the service checks the per-site level (view reads, edit changes the model).
import multipart from '@fastify/multipart';
import { AppError } from '@sortie/domain';
import {
  ELEVATION_MODEL_MAX_BYTES,
  ZCompanyParams,
  ZCompanySiteParams,
  ZElevationModel,
  ZElevationModelResponse,
  ZHeatmapElevationsQuery,
  ZHeatmapElevationsResponse,
  ZVerifyElevationGridRequest,
  ZVerifyElevationGridResponse,
} from '@sortie/domain/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardFilePart } from '../../http/multipart-errors.ts';
import type { ElevationsService } from './service.ts';
import { routePlugin, security } from '../../http/route-plugin.ts';
import type { CompanyGuards } from '../../access/index.ts';

const tags = ['elevations'];

export function elevationsRoutes(deps: { elevations: ElevationsService; guards: CompanyGuards }) {
  const { elevations, guards } = deps;
  const right = guards.requireCompanyRight;
  const actor = guards.membershipOf;

  return routePlugin(async function routes(app) {
    // Over the limit the part is cut off and flagged `truncated`; the service answers 413.
    await app.register(multipart, {
      limits: { fileSize: ELEVATION_MODEL_MAX_BYTES, files: 1, fields: 5 },
      throwFileSizeLimit: false,
    });
    const r = app.withTypeProvider<ZodTypeProvider>();
    const model = '/company/:companyId/sites/:id/elevation_model';

    r.get(
      model,
      {
        onRequest: right('Sites', 'GET'),
        schema: {
          tags,
          security,
          summary: "The site's custom elevation model (GeoTIFF DEM), or null",
          params: ZCompanySiteParams,
          response: { 200: ZElevationModelResponse },
        },
      },
      async (request) => ({
        model: await elevations.getModel(actor(request), request.params.id),
      }),
    );

    r.post(
      model,
      {
        onRequest: right('Sites', 'PATCH'),
        schema: {
          tags,
          security,
          summary:
            'Upload or replace the custom elevation model: multipart field "file", a GeoTIFF in EPSG:4326 or UTM up to 200 MB covering part of the site (edit access); sets the source to Custom',
          consumes: ['multipart/form-data'],
          params: ZCompanySiteParams,
          response: { 201: ZElevationModel },
        },
      },
      async (request, reply) => {
        // The service checks access first and only then reads the body.
        const saved = await elevations.upload(actor(request), request.params.id, async () => {
          if (!request.isMultipart()) {
            throw new AppError(
              'unsupported_media_type',
              415,
              'Send the elevation model as multipart/form-data.',
            );
          }
          const part = await request.file();
          // Guarded at once: a body the parser gives up on answers 400 instead of hanging.
          return part ? { filename: part.filename, file: guardFilePart(part.file) } : undefined;
        });
        return reply.status(201).send(saved);
      },
    );

    r.delete(
      model,
      {
        onRequest: right('Sites', 'PATCH'),
        schema: {
          tags,
          security,
          summary: 'Remove the custom elevation model; a Custom source becomes None (edit access)',
          params: ZCompanySiteParams,
        },
      },
      async (request, reply) => {
        await elevations.deleteModel(actor(request), request.params.id);
        return reply.status(204).send();
      },
    );

    r.get(
      '/company/:companyId/sites/:id/heatmapelevations',
      {
        onRequest: right('Sites', 'GET'),
        schema: {
          tags,
          security,
          summary:
            'A grid of ground heights over the site from its elevation source, for a heat map',
          params: ZCompanySiteParams,
          querystring: ZHeatmapElevationsQuery,
          response: { 200: ZHeatmapElevationsResponse },
        },
      },
      async (request) => elevations.heatmap(actor(request), request.params.id, request.query.cells),
    );

    r.post(
      '/company/:companyId/sites/verifyelevationgrid',
      {
        onRequest: right('Sites', 'GET'),
        schema: {
          tags,
          security,
          summary:
            "Gaps of the site's elevation data over the site (or a geometry): coverage and a sentence",
          params: ZCompanyParams,
          body: ZVerifyElevationGridRequest,
          response: { 200: ZVerifyElevationGridResponse },
        },
      },
      async (request) => elevations.verify(actor(request), request.body),
    );
  });
}
