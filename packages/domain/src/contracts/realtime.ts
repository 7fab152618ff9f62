// The realtime socket (GET /api/v1/realtime, docs/decisions/080-realtime-and-dock-link.md).
// The browser opens the socket, sends `auth` with its id token as the first message (never in
// the URL: proxies and access logs keep URLs), then subscribes to channels. The server answers
// `ready`, `subscribed`, `unsubscribed`, `event` and `error` messages, all JSON text frames.
// Events are invalidation hints ("sites changed"): the web refetches through the HTTP API, where
// every access rule applies. One exception carries data: `docks.state` on `docks:<id>`, a channel
// the server lets only members with the Docks right hear (docs/decisions/302).
import { z } from 'zod';
import { ZId } from './common.ts';
import { ZDockState } from './docks.ts';
import { ZStreamChannelEvents, ZStreamClientEvent } from './stream-control.ts';
import { ZRecordingState, ZRecordingStopReason } from './stream-recordings.ts';

export const REALTIME_PATH = '/api/v1/realtime';

/** WebSocket close codes the server uses (4000-4999 are free for applications). */
export const REALTIME_CLOSE = {
  /** A message that is not JSON or not one of ZRealtimeClientMessage. */
  badMessage: 4400,
  /** The id token is missing, invalid or expired, or its session ended: refresh and reconnect. */
  sessionEnded: 4401,
  /** No `auth` message arrived in time. */
  authTimeout: 4408,
} as const;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const CHANNEL = new RegExp(`^(user|company|docks|stream):(${UUID})$`, 'i');

export type TRealtimeChannelKind = 'user' | 'company' | 'docks' | 'stream';

/**
 * `user:<user id>` (the signed-in user's own), `company:<workspace id>` (members only),
 * `docks:<workspace id>` (members whose role may see docks: live dock states) or
 * `stream:<stream id>` (members of the stream's workspace who may watch: camera control,
 * decision 324).
 */
export const ZRealtimeChannel = z.string().max(80).regex(CHANNEL, 'Unknown channel');
export type TRealtimeChannel = z.infer<typeof ZRealtimeChannel>;

/**
 * Channel names, built in one place.
 * @example realtimeChannel.company('4b6f…') // 'company:4b6f…'
 */
export const realtimeChannel = {
  user: (userId: string) => `user:${userId}`,
  company: (companyId: string) => `company:${companyId}`,
  docks: (companyId: string) => `docks:${companyId}`,
  stream: (streamId: string) => `stream:${streamId}`,
};

/**
 * The kind and id of a channel name, or null when it is not one.
 * @example parseRealtimeChannel('user:4b6f…') // { kind: 'user', id: '4b6f…' }
 */
export function parseRealtimeChannel(
  channel: string,
): { kind: TRealtimeChannelKind; id: string } | null {
  const match = CHANNEL.exec(channel);
  if (!match) return null;
  return {
    kind: match[1]!.toLowerCase() as TRealtimeChannelKind,
    id: match[2]!.toLowerCase(),
  };
}

/**
 * Published on `company:<id>` when a site of that workspace is created, edited or deleted, or
 * when a flight report moved a site's progress (`progress`). It names no site, so a guest learns
 * nothing about sites hidden from them; the web refetches lists for `created` and lists plus the
 * open site's details for the others.
 */
export const ZSitesChangedEvent = z.object({
  name: z.literal('sites.changed'),
  data: z.object({ action: z.enum(['created', 'updated', 'deleted', 'progress']) }),
});
export type TSitesChangedEvent = z.infer<typeof ZSitesChangedEvent>;

/**
 * Published on `company:<id>` when a dock of the workspace is bound, unbound or edited, or one of
 * its flight tasks changed (`tasks`: the web refetches the task lists). A hint like
 * sites.changed: the web refetches GET docks/states, where the Docks right is checked. `state` is
 * no longer sent (decision 302: live states arrive as `docks.state`); kept so old tabs parse.
 */
export const ZDocksChangedEvent = z.object({
  name: z.literal('docks.changed'),
  data: z.object({ action: z.enum(['bound', 'unbound', 'updated', 'state', 'tasks']) }),
});
export type TDocksChangedEvent = z.infer<typeof ZDocksChangedEvent>;

/**
 * Published on `docks:<id>` (never `company:<id>`: guests are members without the Docks right)
 * when a bound dock's live state changed: the whole state, exactly one element of GET
 * docks/states, so the web replaces its cached copy without a refetch. Coalesced per dock on the
 * server: the latest state wins, at most one per dock per DOCK_STATE_PUSH_WINDOW_MS.
 */
export const ZDockStateEvent = z.object({
  name: z.literal('docks.state'),
  data: ZDockState,
});
export type TDockStateEvent = z.infer<typeof ZDockStateEvent>;

/** The shortest gap between two `docks.state` messages of one dock. */
export const DOCK_STATE_PUSH_WINDOW_MS = 100;

/** A stream of the workspace was created, went live, ended or was edited (issue 12). */
export const ZStreamsChangedEvent = z.object({
  name: z.literal('streams.changed'),
  data: z.object({ stream_id: ZId, status: z.enum(['waiting', 'live', 'ended']) }),
});
export type TStreamsChangedEvent = z.infer<typeof ZStreamsChangedEvent>;

/**
 * A stream's cloud recording started, stopped early (stop_reason storage_full: the store is full,
 * the stream goes on), became ready or failed (decision 321). The host's page shows it.
 */
export const ZStreamRecordingEvent = z.object({
  name: z.literal('streams.recording'),
  data: z.object({
    stream_id: ZId,
    state: ZRecordingState,
    stop_reason: ZRecordingStopReason.nullable(),
  }),
});
export type TStreamRecordingEvent = z.infer<typeof ZStreamRecordingEvent>;

export const ZRealtimeEvent = z.discriminatedUnion('name', [
  ZSitesChangedEvent,
  ZDocksChangedEvent,
  ZDockStateEvent,
  ZStreamsChangedEvent,
  ZStreamRecordingEvent,
  ...ZStreamChannelEvents,
]);
export type TRealtimeEvent = z.infer<typeof ZRealtimeEvent>;

/** Browser → server. */
export const ZRealtimeClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: z.string().min(1).max(4096) }),
  z.object({ type: z.literal('subscribe'), channel: ZRealtimeChannel }),
  z.object({ type: z.literal('unsubscribe'), channel: ZRealtimeChannel }),
  /**
   * An event for a channel's listeners (decision 324): checked per message (session, membership,
   * the sender's right to this event), then published stamped with sender and time. Answered by
   * `ack` or `error` carrying the same `ref`. Only `stream:` channels take events so far.
   */
  z.object({
    type: z.literal('send'),
    channel: ZRealtimeChannel,
    ref: z.string().regex(/^[A-Za-z0-9-]{1,40}$/),
    event: ZStreamClientEvent,
  }),
]);
export type TRealtimeClientMessage = z.infer<typeof ZRealtimeClientMessage>;

const ZRealtimeError = z.object({
  type: z.string(),
  message: z.string(),
});

/** Server → browser. */
export const ZRealtimeServerMessage = z.discriminatedUnion('type', [
  /** Signed in; already subscribed to `channels` (the user's own channel). */
  z.object({ type: z.literal('ready'), user_id: ZId, channels: z.array(ZRealtimeChannel) }),
  z.object({ type: z.literal('subscribed'), channel: ZRealtimeChannel }),
  /** The subscription ended: asked for, or the user left the workspace (`error` says so). */
  z.object({ type: z.literal('unsubscribed'), channel: ZRealtimeChannel }),
  z.object({ type: z.literal('event'), channel: ZRealtimeChannel, event: ZRealtimeEvent }),
  /** A `send` went through (its event is published). */
  z.object({ type: z.literal('ack'), ref: z.string() }),
  /** A refused request (e.g. user_not_part_of_company for another workspace's channel); `ref`
   * names the refused `send`. */
  z.object({
    type: z.literal('error'),
    channel: ZRealtimeChannel.optional(),
    ref: z.string().optional(),
    error: ZRealtimeError,
  }),
]);
export type TRealtimeServerMessage = z.infer<typeof ZRealtimeServerMessage>;
