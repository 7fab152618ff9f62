// The channel bus behind the realtime socket: publish an event on a channel, and every listener
// of that channel in every server process receives it. Two implementations: in-process (one
// server, `npm start`) and Redis pub/sub (REDIS_URL, several processes behind a load balancer).
import type { THealthResponse } from '@sortie/domain/contracts';
import type { BusEvent } from './internal-events.ts';

export type BusListener = (event: BusEvent) => void;
export type BusStatus = THealthResponse['realtime'];

export type RealtimeBus = {
  readonly mode: BusStatus['mode'];
  /** Delivers `event` to the channel's listeners, asynchronously (never inside the caller). */
  publish(channel: string, event: BusEvent): Promise<void>;
  /** Adds a listener; the returned function removes it. */
  subscribe(channel: string, listener: BusListener): Promise<() => Promise<void>>;
  status(): BusStatus;
  /** Drops every listener and connection; later calls do nothing. */
  close(): Promise<void>;
};

/** Listeners per channel, shared by both buses (Redis subscribes per channel, not per listener). */
export function createListenerRegistry() {
  const byChannel = new Map<string, Set<BusListener>>();
  return {
    /** Adds the listener; true when it is the channel's first. */
    add(channel: string, listener: BusListener): boolean {
      const set = byChannel.get(channel) ?? new Set<BusListener>();
      set.add(listener);
      byChannel.set(channel, set);
      return set.size === 1;
    },
    /** Removes the listener; true when the channel has none left. */
    remove(channel: string, listener: BusListener): boolean {
      const set = byChannel.get(channel);
      if (!set || !set.delete(listener)) return false;
      if (set.size > 0) return false;
      byChannel.delete(channel);
      return true;
    },
    /** Calls each listener; one that throws does not stop the others. */
    dispatch(channel: string, event: BusEvent, onError: (error: unknown) => void): void {
      for (const listener of byChannel.get(channel) ?? []) {
        try {
          listener(event);
        } catch (error) {
          onError(error);
        }
      }
    },
    channels: () => [...byChannel.keys()],
    clear: () => byChannel.clear(),
  };
}
