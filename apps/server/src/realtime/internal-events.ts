// Events between server processes only, on a channel no browser can subscribe to (channel names a
// socket accepts are user:<id> and company:<id>): the read caches' "clear" (decision 260), sent
// by the process that wrote so the others forget too (http/read-caches.ts).
import type { TRealtimeEvent } from '@sortie/domain/contracts';
import { z } from 'zod';

export const INTERNAL_CACHES_CHANNEL = 'internal:caches';

export const ZCachesCleared = z.object({
  name: z.literal('caches.cleared'),
  data: z.object({
    caches: z.array(z.enum(['sessions', 'memberships', 'lists'])).max(3),
    /** The process that wrote, which cleared its own caches already. */
    origin: z.string().max(64),
  }),
});
export type TCachesCleared = z.infer<typeof ZCachesCleared>;

/** What travels on the bus: browser events, and this server-only one. */
export type BusEvent = TRealtimeEvent | TCachesCleared;

/** The events a browser may receive. */
export const isBrowserEvent = (event: BusEvent): event is TRealtimeEvent =>
  event.name !== 'caches.cleared';
