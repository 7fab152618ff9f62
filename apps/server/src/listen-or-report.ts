// Listening for an embedded piece (the RTMP ingest, the MQTT broker): a port that is taken, or
// any other listen failure, leaves that piece off with a warning saying how to fix it, and the
// API runs on; /api/health then reports `state: 'off', reason: 'port_in_use'`. One place, so the
// pieces word it and report it the same way.
import type net from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

export type ListenOutcome = { state: 'listening'; port: number } | { state: 'off'; reason: string };

export type ListenOptions = {
  port: number;
  host: string;
  logger: FastifyBaseLogger;
  /** The log prefix and what is listening, e.g. 'rtmp' and 'embedded RTMP server'. */
  prefix: string;
  what: string;
  /** The warning's sentence when the port is taken: what is off and which setting frees it. */
  portInUse: (port: number) => string;
};

/** Listens on `tcp`; resolves with the port it got (port 0: a free one), or why it is off. */
export function listenOrReport(tcp: net.Server, options: ListenOptions): Promise<ListenOutcome> {
  const { logger, prefix, what } = options;
  return new Promise<ListenOutcome>((resolve) => {
    tcp.on('error', (error: NodeJS.ErrnoException) => {
      if (tcp.listening) {
        logger.error({ err: error }, `${prefix}: ${what} socket error`);
        return;
      }
      const inUse = error.code === 'EADDRINUSE';
      const reason = inUse ? 'port_in_use' : (error.code ?? 'listen_failed');
      logger.warn(
        { port: options.port, reason },
        inUse
          ? `${prefix}: ${options.portInUse(options.port)}`
          : `${prefix}: the ${what} could not listen; the API runs without it.`,
      );
      resolve({ state: 'off', reason });
    });
    tcp.listen({ port: options.port, host: options.host }, () => {
      const address = tcp.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      logger.info({ port }, `${prefix}: ${what} listening`);
      resolve({ state: 'listening', port });
    });
  });
}
