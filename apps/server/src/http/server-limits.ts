// HTTP server limits (issue 10 §9): a request whose headers or body never finish arriving, or a
// socket left idle, is closed after its timeout, and the number of open connections is capped,
// so slow or abandoned clients cannot hold the server's sockets. Fastify disables Node's request
// timeout by default; these settings turn the limits back on, from config.
import type { Server } from 'node:http';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/index.ts';

/** Fastify's server options for the limits. */
export function serverLimitOptions(limits: AppConfig['http']): FastifyHttpOptions<Server> {
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      // Node checks the request and headers timeouts on this interval (30 s by default), so a
      // short timeout needs a shorter interval to be felt.
      connectionsCheckingInterval: Math.max(
        50,
        Math.min(30_000, Math.floor(limits.headersTimeoutMs / 4)),
      ),
    },
  };
}

/** Caps open connections: past it, Node closes new sockets at once. */
export function capConnections(app: FastifyInstance, limits: AppConfig['http']): void {
  app.server.maxConnections = limits.maxConnections;
}
