// Which unknown paths get the single-page app (issue 10 §8). Client routes (`/company/x/home`,
// `/whatsnew/2025.9`) get index.html; paths that look like an API, a probe or a file get the 404
// envelope, so monitoring, scanners and broken asset links see a real 404 instead of HTML + 200.
import type { FastifyInstance } from 'fastify';
import { notFoundEnvelope } from './errors.ts';

/** First path segments that are never client routes: APIs, health and metrics, common probes. */
const NOT_CLIENT_ROOTS = new Set([
  'api',
  'brands',
  'metrics',
  'health',
  'healthz',
  'readyz',
  'livez',
  'status',
  'graphql',
  'actuator',
  'server-status',
  'cgi-bin',
  'wp-admin',
  'wp-content',
  'wp-includes',
  'phpmyadmin',
  'vendor',
]);

// A file name's extension: a dot, then a letter and up to 7 letters or digits ("app.js",
// ".env", "wp-login.php"), but not a version number ("2025.9").
const FILE_EXTENSION = /\.[a-z][a-z0-9]{0,7}$/i;

/** Whether a GET for an unknown path should get the web app's index.html. */
export function isClientRoute(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0]?.toLowerCase();
  if (first === undefined) return true;
  if (NOT_CLIENT_ROOTS.has(first) || first.startsWith('api')) return false;
  // Hidden files and folders (/.env, /.git/config) and anything named like a file.
  if (segments.some((segment) => segment.startsWith('.'))) return false;
  return !FILE_EXTENSION.test(segments[segments.length - 1] ?? '');
}

/** Unknown API-looking and file-like paths get the 404 envelope; other GETs get index.html. */
export function installSpaFallback(app: FastifyInstance, options: { hasWeb: boolean }): void {
  const { hasWeb } = options;
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send(notFoundEnvelope(request.method, url).toEnvelope());
    }
    if (!isClientRoute(url)) {
      return reply.status(404).send(notFoundEnvelope(request.method, url).toEnvelope());
    }
    if (hasWeb)
      return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
    return reply
      .type('text/plain; charset=utf-8')
      .send(
        'Sortie API server is running, but the web app has not been built.\n' +
          'Run `npm run build` (or `npm start`, which builds first) from the repository root.\n' +
          'API documentation: /api/docs\n',
      );
  });
}
