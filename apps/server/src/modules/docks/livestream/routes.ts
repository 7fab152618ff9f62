// Dock livestream routes (feature-areas §7): start and stop with Docks POST, the play token
// with Docks GET. The streams module checks its own Streams rights inside.
import {
  ZDockLive,
  ZDockLiveStart,
  ZDockLiveStop,
  ZDockLiveTokenQuery,
  ZDockParams,
} from '@sortie/domain/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CompanyGuards } from '../../../access/index.ts';
import { routePlugin, security } from '../../../http/route-plugin.ts';
import type { DockLivestreams } from './service.ts';

const tags = ['docks'];

export function dockLivestreamRoutes(deps: { live: DockLivestreams; guards: CompanyGuards }) {
  const { live, guards } = deps;
  const actor = guards.membershipOf;
  const base = '/company/:companyId/docks/:id/livestreams';

  return routePlugin(function routes(app) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post(
      `${base}/start`,
      {
        onRequest: guards.requireCompanyRight('Docks', 'POST'),
        schema: {
          tags,
          security,
          summary: 'Ask the dock to push its (or its aircraft’s) camera to a new private stream',
          params: ZDockParams,
          body: ZDockLiveStart,
          response: { 201: ZDockLive },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await live.start(actor(request), request.params.id, request.body, request.hostname),
          ),
    );

    r.get(
      `${base}/token`,
      {
        onRequest: guards.requireCompanyRight('Docks', 'GET'),
        schema: {
          tags,
          security,
          summary: 'The play URL of a dock feed (null until the push is live)',
          params: ZDockParams,
          querystring: ZDockLiveTokenQuery,
          response: { 200: ZDockLive },
        },
      },
      async (request) => live.token(actor(request), request.params.id, request.query.video_id),
    );

    r.post(
      `${base}/stop`,
      {
        onRequest: guards.requireCompanyRight('Docks', 'POST'),
        schema: {
          tags,
          security,
          summary: 'Stop one active feed of the dock (the web stops each feed in parallel)',
          params: ZDockParams,
          body: ZDockLiveStop,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await live.stop(actor(request), request.params.id, request.body.video_id);
        return reply.status(204).send(null);
      },
    );
  });
}
