// The one shape of a module's routes: `xRoutes(deps)` returns `routePlugin(function routes(app) {...})`,
// registered by wiring/<area>.ts under its prefix. The body may be async (to register multipart
// first).
import type { FastifyInstance } from 'fastify';

export type RoutePlugin = (app: FastifyInstance) => Promise<void>;

export function routePlugin(body: (app: FastifyInstance) => void | Promise<void>): RoutePlugin {
  return async function plugin(app) {
    await body(app);
  };
}

/** OpenAPI: the route needs the id token (the `idToken` scheme of http/openapi.ts). */
export const security = [{ idToken: [] }];
