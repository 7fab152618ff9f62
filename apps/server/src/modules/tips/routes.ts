// /tips: the list and tip of the day for signed-in users, votes, and the staff CMS.
import {
  ZIdParams,
  ZTip,
  ZTipOfTheDayQuery,
  ZTipOfTheDayResponse,
  ZTipPatchRequest,
  ZTipRequest,
  ZTipsListQuery,
  ZTipsListResponse,
  ZTipVoteResponse,
} from '@sortie/domain/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { metaRolesOf, type AccessGuards } from '../../access/index.ts';
import { authOf } from '../../http/auth.ts';
import { routePlugin, security } from '../../http/route-plugin.ts';
import type { TipsService } from './service.ts';

const tags = ['tips'];

export function tipsRoutes(deps: { tips: TipsService; access: AccessGuards }) {
  const { tips, access } = deps;
  const cmsRead = access.requireMetaRight('Tips', 'GET');
  return routePlugin(function routes(app) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/tips',
      {
        onRequest: access.requireUser(),
        schema: {
          tags,
          security,
          summary: 'Published tips; exclude_draft=false lists drafts too (platform staff)',
          querystring: ZTipsListQuery,
          response: { 200: ZTipsListResponse },
        },
      },
      async function list(request, reply) {
        // Drafts are for the CMS: its guard runs only when they are asked for.
        if (!request.query.exclude_draft) await cmsRead.call(this, request, reply);
        const roles = request.query.exclude_draft ? [] : metaRolesOf(request);
        return tips.list(authOf(request).userId, roles, request.query);
      },
    );
    r.get(
      '/tips/tip_of_the_day',
      {
        onRequest: access.requireUser(),
        schema: {
          tags,
          security,
          summary: "Today's tip: the same for everyone on one day",
          querystring: ZTipOfTheDayQuery,
          response: { 200: ZTipOfTheDayResponse },
        },
      },
      async (request) => ({
        tip: await tips.tipOfTheDay(authOf(request).userId, request.query.client),
      }),
    );
    for (const vote of ['up', 'down'] as const) {
      r.patch(
        `/tips/:id/${vote}vote`,
        {
          onRequest: access.requireUser(),
          schema: {
            tags,
            security,
            summary: `Vote a tip ${vote}: one vote per user, a new vote replaces the old`,
            params: ZIdParams,
            response: { 200: ZTipVoteResponse },
          },
        },
        async (request) => tips.vote(authOf(request).userId, request.params.id, vote),
      );
    }
    r.post(
      '/tips/publish',
      {
        onRequest: access.requireMetaRight('Tips', 'POST'),
        schema: {
          tags,
          security,
          summary: 'Create a tip, as a draft or published (platform staff)',
          body: ZTipRequest,
          response: { 201: ZTip },
        },
      },
      async (request, reply) => {
        const tip = await tips.create(metaRolesOf(request), authOf(request).userId, request.body);
        return reply.code(201).send(tip);
      },
    );
    r.patch(
      '/tips/:id',
      {
        onRequest: access.requireMetaRight('Tips', 'PATCH'),
        schema: {
          tags,
          security,
          summary: 'Edit or publish a tip (platform staff)',
          params: ZIdParams,
          body: ZTipPatchRequest,
          response: { 200: ZTip },
        },
      },
      async (request) =>
        tips.update(metaRolesOf(request), authOf(request).userId, request.params.id, request.body),
    );
    r.delete(
      '/tips/:id',
      {
        onRequest: access.requireMetaRight('Tips', 'DELETE'),
        schema: {
          tags,
          security,
          summary: 'Delete a tip (platform staff)',
          params: ZIdParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await tips.remove(metaRolesOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
  });
}
