// Graceful close for keep-alive clients. Once close() starts, Node stops accepting connections
// and drops idle ones, but a request already in flight on a keep-alive socket would leave that
// socket open after its response and hold the process until the keep-alive timeout. Answering it
// with `Connection: close` lets the socket, and then the server, close right after.
import type { FastifyInstance } from 'fastify';

export function closeConnectionsOnShutdown(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
}
