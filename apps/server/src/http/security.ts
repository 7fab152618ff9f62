// Security headers. The CSP suits the Vite-built SPA with MapLibre: workers from blob:, tiles
// and imagery over https, data:/blob: images, inline style attributes set by the map library.
// 'wasm-unsafe-eval' lets the AI detection worker compile TensorFlow.js's WASM backend (decision
// 500); it allows WebAssembly compilation only, not eval() of JavaScript. `reportOrigins`: the web
// error reporter's DSN origin (decision 413), which `https:` misses when the sink is plain http.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { reportOrigins?: string[] } = {},
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'", 'https:'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:', 'https:'],
        connectSrc: [
          "'self'",
          'https:',
          'wss:',
          'ws:',
          'blob:',
          'data:',
          ...(options.reportOrigins ?? []),
        ],
        workerSrc: ["'self'", 'blob:'],
        childSrc: ["'self'", 'blob:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        frameSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}
