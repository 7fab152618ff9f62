// Confirmed dock actions (issue 11 §6) with Docks POST: the answer is the dock's reply.
import { ZDockActionBody, ZDockActionParams, ZDockActionReply } from '@sortie/domain/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CompanyGuards } from '../../../access/index.ts';
import { routePlugin, security } from '../../../http/route-plugin.ts';
import type { DockActions } from './service.ts';

export function dockActionRoutes(deps: { actions: DockActions; guards: CompanyGuards }) {
  const { actions, guards } = deps;
  return routePlugin(function routes(app) {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/company/:companyId/docks/:id/actions/:action',
      {
        onRequest: guards.requireCompanyRight('Docks', 'POST'),
        schema: {
          tags: ['docks'],
          security,
          summary:
            'Return home, cancel the return or the task, cover open/close, aircraft power on/off',
          params: ZDockActionParams,
          body: ZDockActionBody,
          response: { 200: ZDockActionReply },
        },
      },
      async (request) =>
        actions.run(
          guards.membershipOf(request),
          request.params.id,
          request.params.action,
          request.body,
        ),
    );
  });
}
