// The default bus: listeners in this process only. Right for one server process; with several,
// set REDIS_URL so an event published by one reaches sockets held by the others.
import type { FastifyBaseLogger } from 'fastify';
import { createListenerRegistry, type RealtimeBus } from './bus.ts';

export function createInProcessBus(logger: FastifyBaseLogger): RealtimeBus {
  const listeners = createListenerRegistry();
  let closed = false;
  const onError = (error: unknown) => logger.error({ err: error }, 'realtime listener failed');

  return {
    mode: 'in-process',
    publish(channel, event) {
      // Delivered on a later turn, as Redis would: a publisher never runs socket code inline.
      if (!closed) setImmediate(() => listeners.dispatch(channel, event, onError));
      return Promise.resolve();
    },
    subscribe(channel, listener) {
      listeners.add(channel, listener);
      return Promise.resolve(() => {
        listeners.remove(channel, listener);
        return Promise.resolve();
      });
    },
    status: () => ({ mode: 'in-process', state: closed ? 'down' : 'ok' }),
    close() {
      closed = true;
      listeners.clear();
      return Promise.resolve();
    },
  };
}
