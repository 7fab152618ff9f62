// The route catalogue: every method + URL registered on the app, collected by an onRoute hook
// installed first in buildApp. The table-driven access test compares it with its table, so no
// route ships without a stated access rule.
import type { FastifyInstance } from 'fastify';

export type RouteEntry = { method: string; url: string };

const catalogues = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Starts recording routes; call before any route or plugin is registered. */
export function trackRoutes(app: FastifyInstance): void {
  const list: RouteEntry[] = [];
  catalogues.set(app, list);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds a HEAD twin to every GET, with the GET's hooks; the GET stands for both.
      if (method === 'HEAD') continue;
      list.push({ method, url: route.url });
    }
  });
}

/** Every route recorded for `app` (empty when trackRoutes was not called). */
export function routeCatalogue(app: FastifyInstance): readonly RouteEntry[] {
  return catalogues.get(app) ?? [];
}
