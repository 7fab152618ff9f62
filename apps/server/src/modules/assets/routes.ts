// GET /assets/drone, /assets/sensor and /assets/battery: public (platform-core §7 lists them among the calls
// allowed without a token). The catalogue changes only with a release, so clients may cache it.
import {
  ZListBatteriesResponse,
  ZListDronesResponse,
  ZListSensorsResponse,
} from '@sortie/domain/contracts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AssetsService } from './service.ts';
import { routePlugin } from '../../http/route-plugin.ts';

const tags = ['assets'];
const CACHE = 'public, max-age=3600';

export function assetsRoutes(deps: { assets: AssetsService }) {
  const { assets } = deps;
  return routePlugin(function routes(app) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/assets/drone',
      {
        schema: {
          tags,
          summary: 'Supported drones (no token)',
          response: { 200: ZListDronesResponse },
        },
      },
      async (_request, reply) => reply.header('cache-control', CACHE).send(assets.listDrones()),
    );
    r.get(
      '/assets/sensor',
      {
        schema: {
          tags,
          summary: 'Camera models and payloads (no token)',
          response: { 200: ZListSensorsResponse },
        },
      },
      async (_request, reply) => reply.header('cache-control', CACHE).send(assets.listSensors()),
    );
    r.get(
      '/assets/battery',
      {
        schema: {
          tags,
          summary: 'Battery models (no token)',
          response: { 200: ZListBatteriesResponse },
        },
      },
      async (_request, reply) => reply.header('cache-control', CACHE).send(assets.listBatteries()),
    );
  });
}
