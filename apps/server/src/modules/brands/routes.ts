// Public brand endpoints: the brand of the request, its images and the favicon.
import path from 'node:path';
import { AppError, BRAND_HEADER } from '@sortie/domain';
import { ZGetBrandResponse, type TBrand } from '@sortie/domain/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BrandsService, LoadedBrand } from './service.ts';
import { routePlugin } from '../../http/route-plugin.ts';

export function brandOfRequest(brands: BrandsService, request: FastifyRequest): LoadedBrand {
  const header = request.headers[BRAND_HEADER];
  return brands.resolve({
    host: request.headers.host,
    brandKey: typeof header === 'string' ? header : undefined,
  });
}

/** GET /api/v4/brand (registered under the api/v4 prefix). */
export function brandApiRoutes(
  brands: BrandsService,
  opts: { basemapUrl?: string | null; errorReports?: TBrand['errorReports'] } = {},
) {
  const selfHostedBasemap = opts.basemapUrl ? { pmtilesUrl: opts.basemapUrl } : null;
  // The server's setting always wins over a brand file's: a brand cannot send reports elsewhere.
  const errorReports = opts.errorReports ?? undefined;
  return routePlugin(function routes(app) {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/brand',
      {
        schema: {
          tags: ['brand'],
          summary: 'The brand serving this host (public)',
          querystring: z.object({ key: z.string().max(64).optional() }),
          response: { 200: ZGetBrandResponse },
        },
      },
      async (request, reply) => {
        const loaded = brands.findByKey(request.query.key) ?? brandOfRequest(brands, request);
        reply.header('cache-control', 'public, max-age=300');
        return { ...loaded.brand, selfHostedBasemap, errorReports };
      },
    );
  });
}

/** Brand images at /brands/<key>/<file> and the favicon at /favicon.ico (no prefix). */
export function brandAssetRoutes(brands: BrandsService) {
  return routePlugin(function routes(app) {
    const sendImage = async (reply: FastifyReply, b: LoadedBrand, file: string) => {
      if (!b.images.has(file)) throw AppError.notFound('Brand image');
      reply.header('cache-control', 'public, max-age=86400');
      if (file.endsWith('.svg')) reply.type('image/svg+xml');
      return reply.sendFile(file, b.dir);
    };
    app.withTypeProvider<ZodTypeProvider>().get(
      '/brands/:key/:file',
      {
        schema: {
          hide: true,
          params: z.object({ key: z.string().max(64), file: z.string().max(128) }),
        },
      },
      async (request, reply) => {
        const b = brands.findByKey(request.params.key);
        if (!b || path.basename(request.params.file) !== request.params.file)
          throw AppError.notFound('Brand image');
        return sendImage(reply, b, request.params.file);
      },
    );
    app.get('/favicon.ico', { schema: { hide: true } }, async (request, reply) => {
      const b = brandOfRequest(brands, request);
      return sendImage(reply, b, b.faviconFile);
    });
  });
}
