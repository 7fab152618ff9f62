// Client → server events (decision 324): a channel kind whose listeners may also talk registers
// a handler here; the socket session does the rest (rate budget, per-message sign-in check,
// zod validation, ack/error with the client's ref). The handler decides who may listen, what a
// new listener is told first, and whether one event from one user goes through, and publishes
// it itself (stamped with sender and time) so every process's listeners get it.
import type { TRealtimeEvent, TStreamClientEvent } from '@sortie/domain/contracts';

export type Verdict = 'ok' | 'forbidden' | 'not_member';

export type ReceiveResult = { ok: true } | { ok: false; type: string; message: string };

export type ChannelHandler = {
  /** Whether `userId` may listen to the channel `<kind>:<id>` now. */
  mayListen(id: string, userId: string): Promise<Verdict>;
  /** Events for a new listener only (the channel's current state), sent after `subscribed`. */
  onSubscribe?(id: string, userId: string): Promise<TRealtimeEvent[]>;
  /** Checks one event from `userId` (membership and rights read fresh) and publishes it. */
  receive(id: string, userId: string, event: TStreamClientEvent): Promise<ReceiveResult>;
};

/** The channel kinds that take events. Only streams so far; the dock cockpit and AI come next. */
export type ChannelHandlers = Partial<Record<'stream', ChannelHandler>>;

/**
 * A token bucket: `perSecond` refill, `burst` capacity. Per socket, so one tab (or one pilot
 * app) cannot flood a channel; a refused message is answered, the socket stays open.
 */
export function createTokenBucket(
  perSecond: number,
  burst: number,
  now: () => number = () => performance.now(),
) {
  let tokens = burst;
  let last = now();
  return {
    take(): boolean {
      const t = now();
      tokens = Math.min(burst, tokens + ((t - last) / 1000) * perSecond);
      last = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
