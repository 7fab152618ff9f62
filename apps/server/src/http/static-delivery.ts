// How the built web app is sent (issue 18 §1, decision 410). The build writes .br and .gz twins of
// every compressible file (apps/web/vite.config.js); @fastify/static picks the twin the client
// accepts, so no request spends CPU on compression. Vite's hashed files under /assets never
// change under one name: a year, immutable. Everything else (index.html, favicons) must be
// revalidated, or a deploy would leave browsers on an index.html that names deleted chunks.
import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** @fastify/static `setHeaders`: cache rules by folder, and Vary for the compressed twins. */
export function staticHeaders(distDir: string) {
  const root = path.resolve(distDir) + path.sep;
  const assetsDir = path.join(root, 'assets') + path.sep;
  return (res: { setHeader(name: string, value: string): unknown }, filePath: string): void => {
    // Brand images and the basemap go through sendFile too; their routes set their own rules.
    if (!filePath.startsWith(root)) return;
    res.setHeader('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
    // A cache between us and the browser must not hand a brotli body to a client without brotli.
    res.setHeader('vary', 'accept-encoding');
  };
}
