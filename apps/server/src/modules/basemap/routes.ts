// The self-hosted basemap (issue 10 §6): the PMTiles archive named by BASEMAP_PMTILES, served
// whole with HTTP range requests (the pmtiles client reads a header, a directory and then single
// tiles by byte range). Public like the brand: tiles of a map are not workspace data.
import path from 'node:path';
import { AppError } from '@sortie/domain';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routePlugin } from '../../http/route-plugin.ts';

/** Where the web finds the archive, or null when none is configured. */
export function basemapUrl(file: string | undefined): string | null {
  return file ? `/api/v4/basemap/${encodeURIComponent(path.basename(file))}` : null;
}

/** GET /api/v4/basemap/:file (registered under the api/v4 prefix). */
export function basemapRoutes(file: string | undefined) {
  return routePlugin(function routes(app) {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/basemap/:file',
      {
        schema: {
          hide: true,
          params: z.object({ file: z.string().max(255) }),
        },
      },
      async (request, reply) => {
        if (!file || request.params.file !== path.basename(file))
          throw AppError.notFound('Basemap');
        // Tiles change only when the operator replaces the file; a day of caching is safe.
        reply.header('cache-control', 'public, max-age=86400');
        reply.type('application/vnd.pmtiles');
        return reply.sendFile(path.basename(file), path.dirname(file), { acceptRanges: true });
      },
    );
  });
}
