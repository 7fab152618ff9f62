// /plans: the public pricing page and the Free limits shown while signed out (platform-core §7).
import { ZGetFreeFclResponse, ZGetPlansResponse } from '@sortie/domain/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { PlansService } from './service.ts';
import { routePlugin } from '../../http/route-plugin.ts';

export function plansRoutes(deps: { plans: PlansService }) {
  const { plans } = deps;
  return routePlugin(function routes(app) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/plans/general',
      {
        schema: {
          tags: ['plans'],
          summary: 'The public plans (no token)',
          response: { 200: ZGetPlansResponse },
        },
      },
      async () => ({ plans: await plans.listPublicPlans() }),
    );
    r.get(
      '/plans/free_fcl',
      {
        schema: {
          tags: ['plans'],
          summary: 'The Free plan feature limits (no token)',
          response: { 200: ZGetFreeFclResponse },
        },
      },
      async () => ({ fcl: await plans.freeFcl() }),
    );
  });
}
