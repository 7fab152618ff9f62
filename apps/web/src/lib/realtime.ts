// Live updates for the signed-in app (docs/decisions/080-realtime-and-dock-link.md): one
// realtime socket per signed-in tab, listening to the active workspace's channel. An event
// invalidates the TanStack Query answers it concerns, so open lists refetch through the HTTP
// API (where every access rule applies); a reconnect invalidates them too, since events may
// have been missed while the socket was down. Dock states are the one event with data: the
// docks feature applies them to its cache itself (useRealtimeEvent, decision 302).
import { TOKEN_REFRESH_MARGIN_MS } from '@sortie/domain';
import {
  REALTIME_PATH,
  realtimeChannel,
  type TRealtimeEvent,
  type TStreamClientEvent,
} from '@sortie/domain/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { env } from '../config/env.ts';
import { api } from './api-client.ts';
import { authStorage } from './auth-storage.ts';
import { siteKeys, streamKeys } from './query-keys.ts';
import {
  createRealtimeConnection,
  type RealtimeConnection,
  type SendResult,
} from './realtime-connection.ts';

/** ws(s)://<api origin>/api/v1/realtime; the page's own origin when the API serves the app. */
export function realtimeUrl(apiOrigin: string, pageOrigin: string): string {
  return `${(apiOrigin || pageOrigin).replace(/^http/, 'ws')}${REALTIME_PATH}`;
}

/**
 * The query-key prefixes an event makes stale (lib/query-keys.ts). Events name no site, so a
 * created site refreshes the lists only (not the open site's missions, GCPs, shares and elevation
 * model, which it cannot have changed); an edit, delete or flight report refreshes the lists and
 * the open site's details (an inactive detail is only marked stale).
 */
export function staleKeysFor(companyId: string, event: TRealtimeEvent): readonly unknown[][] {
  switch (event.name) {
    case 'sites.changed': {
      const lists = siteKeys.lists(companyId).map((key) => [...key]);
      return event.data.action === 'created' ? lists : [...lists, [...siteKeys.details(companyId)]];
    }
    case 'docks.changed':
      // The docks list and their states (the dock card's query keys).
      return [['docks', companyId]];
    case 'docks.state':
      // Carries the state itself: the docks feature writes it into its cache, nothing refetches.
      return [];
    case 'streams.changed':
    case 'streams.recording':
      return [[...streamKeys.all(companyId)]];
    case 'stream.drone_state':
    case 'stream.drone_camera_state':
    case 'stream.weather_state':
    case 'stream.weather_request':
    case 'stream.drone_camera_command':
    case 'stream.drone_camera_command_result':
    case 'stream.camera_control':
    case 'stream.annotations_state':
      // Events of `stream:<id>` channels carry their data (useRealtimeChannel).
      return [];
  }
}

/**
 * The tab's one connection and the channels features asked for beyond the active workspace's
 * (a stream's channel while its page is open), reference-counted.
 */
let currentConnection: RealtimeConnection | null = null;
let baseChannels: string[] = [];
const extraChannels = new Map<string, number>();
type ChannelListener = (event: TRealtimeEvent) => void;
const channelListeners = new Map<string, Set<ChannelListener>>();

function applyChannels(): void {
  currentConnection?.setChannels([...baseChannels, ...extraChannels.keys()]);
}

/**
 * Listens to `channel` (e.g. `stream:<id>`) while mounted: subscribes, and calls `listener` with
 * each of its events, the channel's current state first (the server sends it on subscribe).
 */
export function useRealtimeChannel(channel: string | null, listener: ChannelListener): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    if (!channel) return undefined;
    const call: ChannelListener = (event) => latest.current(event);
    const set = channelListeners.get(channel) ?? new Set<ChannelListener>();
    set.add(call);
    channelListeners.set(channel, set);
    extraChannels.set(channel, (extraChannels.get(channel) ?? 0) + 1);
    applyChannels();
    return () => {
      set.delete(call);
      if (set.size === 0) channelListeners.delete(channel);
      const left = (extraChannels.get(channel) ?? 1) - 1;
      if (left > 0) extraChannels.set(channel, left);
      else extraChannels.delete(channel);
      applyChannels();
    };
  }, [channel]);
}

/** Sends an event on a channel (decision 324); the server acknowledges or refuses it. */
export function sendRealtimeEvent(channel: string, event: TStreamClientEvent): Promise<SendResult> {
  if (!currentConnection) {
    return Promise.resolve({
      ok: false,
      type: 'offline',
      message: 'Sign in to control the camera.',
    });
  }
  return currentConnection.sendEvent(channel, event);
}

type EventListener = (companyId: string, event: TRealtimeEvent) => void;
const eventListeners = new Set<EventListener>();

/** Hands an event of the workspace to the features listening (useRealtimeEvent). */
export function emitRealtimeEvent(companyId: string, event: TRealtimeEvent): void {
  for (const listener of eventListeners) listener(companyId, event);
}

/**
 * Calls `listener` with each realtime event of any workspace while the component is mounted, for
 * a feature that acts on the event's data (lib cannot know the features' caches).
 */
export function useRealtimeEvent(listener: EventListener): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    const call: EventListener = (companyId, event) => latest.current(companyId, event);
    eventListeners.add(call);
    return () => {
      eventListeners.delete(call);
    };
  }, []);
}

/** After a reconnect, anything may have changed while the socket was down. */
const MISSED: readonly TRealtimeEvent[] = [{ name: 'sites.changed', data: { action: 'updated' } }];

/** A usable id token: refreshed first when it is close to expiry or the server refused it. */
async function tokenForSocket(refresh: boolean): Promise<string | null> {
  if (!authStorage.getIdToken()) return null;
  const expiresAt = authStorage.getExpiresAt();
  if (refresh || (expiresAt !== null && expiresAt - Date.now() < TOKEN_REFRESH_MARGIN_MS)) {
    // A refresh_error signs the user out (api-client); the socket then stops with the session.
    await api.refresh();
  }
  return authStorage.getIdToken();
}

function invalidate(
  queryClient: QueryClient,
  companyId: string,
  events: readonly TRealtimeEvent[],
): void {
  for (const event of events) {
    for (const queryKey of staleKeysFor(companyId, event)) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }
}

/**
 * Keeps the tab's socket open while someone is signed in and listening to `companyId` (the
 * active workspace). Mounted once, in the app shell.
 */
export function useRealtimeSync(userId: string | null, companyId: string | null): void {
  const queryClient = useQueryClient();
  const connection = useRef<RealtimeConnection | null>(null);
  const activeCompany = useRef<string | null>(null);

  useEffect(() => {
    if (!userId || typeof WebSocket === 'undefined') return undefined;
    const conn = createRealtimeConnection({
      url: realtimeUrl(env.apiOrigin, window.location.origin),
      getToken: tokenForSocket,
      onEvent: (channel, event) => {
        const [kind, id] = channel.split(':');
        if (kind === 'stream') {
          for (const listener of channelListeners.get(channel) ?? []) listener(event);
          return;
        }
        if ((kind !== 'company' && kind !== 'docks') || !id) return;
        invalidate(queryClient, id, [event]);
        emitRealtimeEvent(id, event);
      },
      onReconnected: () => {
        const id = activeCompany.current;
        if (id) invalidate(queryClient, id, MISSED);
      },
    });
    connection.current = conn;
    currentConnection = conn;
    applyChannels();
    conn.start();
    // A refreshed token goes to the open socket, so it is not dropped when the old one expires.
    const unsubscribe = authStorage.subscribe(() => {
      const token = authStorage.getIdToken();
      if (token) conn.renewToken(token);
    });
    return () => {
      unsubscribe();
      conn.stop();
      connection.current = null;
      if (currentConnection === conn) currentConnection = null;
    };
  }, [userId, queryClient]);

  // After the effect above, so a new connection gets the channel too.
  useEffect(() => {
    activeCompany.current = companyId;
    // The docks channel refuses members without the Docks right (an ignored error message).
    baseChannels = companyId
      ? [realtimeChannel.company(companyId), realtimeChannel.docks(companyId)]
      : [];
    applyChannels();
  }, [userId, companyId]);
}
