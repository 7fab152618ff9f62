// /news: the public list and view counter, the staff CMS, and the thumbnails of news and tips.
// A brand with 'news' in disabledFeatures gets 404 feature_disabled from every /news route, so
// the news is hidden from its API as well as its screens.
import multipart from '@fastify/multipart';
import { AppError } from '@sortie/domain';
import {
  NEWS_THUMBNAIL_MAX_BYTES,
  ZIdParams,
  ZNewsItem,
  ZNewsListQuery,
  ZNewsListResponse,
  ZNewsPatchRequest,
  ZNewsRequest,
  ZThumbnailResponse,
} from '@sortie/domain/contracts';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { metaRolesOf, type AccessGuards } from '../../access/index.ts';
import { authOf } from '../../http/auth.ts';
import { routePlugin, security } from '../../http/route-plugin.ts';
import type { FileStorage } from '../../storage/index.ts';
import type { NewsService } from './service.ts';
import { isThumbnailName } from './thumbnail.ts';

const tags = ['news'];

export function newsRoutes(deps: {
  news: NewsService;
  access: AccessGuards;
  thumbnails: FileStorage;
  /** True when the brand serving this request lists news in disabledFeatures. */
  newsDisabled: (request: FastifyRequest) => boolean;
}) {
  const { news, access } = deps;
  const cmsRead = access.requireMetaRight('News', 'PATCH');
  /** Runs first on every /news route: a brand without news has no news API. */
  const brandHasNews = (request: FastifyRequest) => {
    if (deps.newsDisabled(request)) {
      return Promise.reject(
        new AppError('feature_disabled', 404, 'News is not available on this site.'),
      );
    }
    return Promise.resolve();
  };

  return routePlugin(async function routes(app) {
    await app.register(multipart, { limits: { fileSize: NEWS_THUMBNAIL_MAX_BYTES, files: 1 } });
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/news',
      {
        onRequest: brandHasNews,
        schema: {
          tags,
          summary: 'Published news, newest first (public); exclude_draft=false for staff',
          querystring: ZNewsListQuery,
          response: { 200: ZNewsListResponse },
        },
      },
      async function list(request, reply) {
        // Drafts are for the CMS: the same guard as its writes, called only when asked for them.
        if (!request.query.exclude_draft) await cmsRead.call(this, request, reply);
        return news.list(request.query);
      },
    );
    r.get(
      '/news/:id',
      {
        onRequest: brandHasNews,
        schema: {
          tags,
          summary: 'One published news item, for a deep link (public)',
          params: ZIdParams,
          response: { 200: ZNewsItem },
        },
      },
      async (request) => news.get(request.params.id, false),
    );
    r.patch(
      '/news/views/:id',
      {
        onRequest: brandHasNews,
        schema: {
          tags,
          summary: 'Count a view of a news item (public)',
          params: ZIdParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await news.markViewed(request.params.id);
        return reply.code(204).send(null);
      },
    );
    r.post(
      '/news/publish',
      {
        onRequest: [brandHasNews, access.requireMetaRight('News', 'POST')],
        schema: {
          tags,
          security,
          summary: 'Create a news item, as a draft or published (platform staff)',
          body: ZNewsRequest,
          response: { 201: ZNewsItem },
        },
      },
      async (request, reply) => {
        const item = await news.create(metaRolesOf(request), authOf(request).userId, request.body);
        return reply.code(201).send(item);
      },
    );
    r.patch(
      '/news/:id',
      {
        onRequest: [brandHasNews, access.requireMetaRight('News', 'PATCH')],
        schema: {
          tags,
          security,
          summary: 'Edit, publish or feature a news item (platform staff)',
          params: ZIdParams,
          body: ZNewsPatchRequest,
          response: { 200: ZNewsItem },
        },
      },
      async (request) => news.update(metaRolesOf(request), request.params.id, request.body),
    );
    r.delete(
      '/news/:id',
      {
        onRequest: [brandHasNews, access.requireMetaRight('News', 'DELETE')],
        schema: {
          tags,
          security,
          summary: 'Delete a news item (platform staff)',
          params: ZIdParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await news.remove(metaRolesOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );

    r.post(
      '/content/thumbnail',
      {
        onRequest: access.requireMetaRight('News', 'POST'),
        schema: {
          tags,
          security,
          summary: 'Upload a news or tip thumbnail: multipart "file", PNG/JPEG/WebP, ≤ 2 MB',
          consumes: ['multipart/form-data'],
          response: { 201: ZThumbnailResponse },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) {
          throw new AppError(
            'unsupported_media_type',
            415,
            'Send the thumbnail as multipart/form-data.',
          );
        }
        const file = await request.file();
        if (!file) throw AppError.validation('Attach the thumbnail as a file.');
        const url = await news.uploadThumbnail(metaRolesOf(request), await file.toBuffer());
        return reply.code(201).send({ url });
      },
    );
    // Public at unguessable names: <img> tags send no id token.
    r.get(
      '/files/content/:name',
      {
        schema: {
          tags,
          summary: 'A news or tip thumbnail (public)',
          params: z.object({ name: z.string().max(64) }),
        },
      },
      async (request, reply) => {
        const name = request.params.name;
        const body = isThumbnailName(name) ? await deps.thumbnails.getStream(name) : undefined;
        if (!body) throw AppError.notFound('Thumbnail');
        return reply
          .type('image/webp')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(body);
      },
    );
  });
}
