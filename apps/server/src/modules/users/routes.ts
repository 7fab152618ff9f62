// /users: profile read and update, profile picture, and the public identifier look-up.
import multipart from '@fastify/multipart';
import { AppError } from '@sortie/domain';
import {
  PROFILE_PICTURE_MAX_BYTES,
  ZIdParams,
  ZFindUserParams,
  ZFindUserResponse,
  ZGetUserResponse,
  ZUpdateUserRequest,
} from '@sortie/domain/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, type Guards } from '../../http/auth.ts';
import type { FileStorage } from '../../storage/index.ts';
import { pictureContentType } from './picture-files.ts';
import type { UsersService } from './service.ts';
import { routePlugin } from '../../http/route-plugin.ts';

export function usersRoutes(deps: {
  users: UsersService;
  guards: Guards;
  pictures: FileStorage;
  /** The public look-up tells whether an address has an account: capped per IP. */
  lookupRateLimit: { max: number; timeWindow: number };
}) {
  const { users, guards } = deps;
  return routePlugin(async function routes(app) {
    await app.register(multipart, { limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1 } });
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/users/find/:type/:value',
      {
        config: { rateLimit: { ...deps.lookupRateLimit } },
        schema: {
          tags: ['users'],
          summary: 'Is there an account with this e-mail or phone number? (public)',
          params: ZFindUserParams,
          querystring: z.object({
            country_code: z
              .string()
              .regex(/^\d{1,4}$/)
              .optional(),
          }),
          response: { 200: ZFindUserResponse },
        },
      },
      async (request) => ({
        user_found: await users.exists(
          request.params.type,
          request.params.value,
          request.query.country_code,
        ),
      }),
    );

    r.get(
      '/users/:id',
      {
        preHandler: guards.requireUser,
        schema: {
          tags: ['users'],
          summary: 'A user (self, or any user for a Super Admin)',
          security: [{ idToken: [] }],
          params: ZIdParams,
          response: { 200: ZGetUserResponse },
        },
      },
      async (request) => users.getView(authOf(request).userId, request.params.id),
    );

    r.patch(
      '/users/:id',
      {
        preHandler: guards.requireUser,
        schema: {
          tags: ['users'],
          summary: 'Update your profile and preferences',
          security: [{ idToken: [] }],
          params: ZIdParams,
          body: ZUpdateUserRequest,
          response: { 200: ZGetUserResponse },
        },
      },
      async (request) => users.update(authOf(request).userId, request.params.id, request.body),
    );

    r.post(
      '/users/:id/picture',
      {
        preHandler: guards.requireUser,
        schema: {
          tags: ['users'],
          summary: 'Upload your profile picture: multipart field "file", PNG, JPEG or WebP, ≤ 2 MB',
          security: [{ idToken: [] }],
          consumes: ['multipart/form-data'],
          params: ZIdParams,
          response: { 200: ZGetUserResponse },
        },
      },
      async (request) => {
        const actorId = authOf(request).userId;
        // Refused before the body is read: nobody uploads into someone else's profile.
        if (actorId !== request.params.id) {
          throw AppError.forbidden('You can only change your own picture.');
        }
        if (!request.isMultipart()) {
          throw new AppError(
            'unsupported_media_type',
            415,
            'Send the picture as multipart/form-data.',
          );
        }
        const file = await request.file();
        if (!file) throw AppError.validation('Attach the picture as a file.');
        return users.setPicture(actorId, request.params.id, await file.toBuffer());
      },
    );

    // Public at unguessable names, like logos: <img> tags send no id token.
    r.get(
      '/files/pictures/:name',
      {
        schema: {
          tags: ['users'],
          summary: 'A profile picture (public)',
          params: z.object({ name: z.string().max(64) }),
        },
      },
      async (request, reply) => {
        const type = pictureContentType(request.params.name);
        const body = type ? await deps.pictures.getStream(request.params.name) : undefined;
        if (!type || !body) throw AppError.notFound('Picture');
        return reply
          .type(type)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(body);
      },
    );
  });
}
