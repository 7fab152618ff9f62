// The browser's end of the realtime socket (protocol: @sortie/domain contracts/realtime.ts),
// free of React so it can be tested with a fake socket. It signs in with the first message,
// keeps the wanted channels subscribed, reconnects with capped exponential backoff and jitter,
// and says when it reconnected (events may have been missed meanwhile, so callers refetch).
import {
  REALTIME_CLOSE,
  ZRealtimeServerMessage,
  type TRealtimeEvent,
  type TStreamClientEvent,
} from '@sortie/domain/contracts';

/** The server's answer to one `send` (decision 324): published, or refused with a sentence. */
export type SendResult = { ok: true } | { ok: false; type: string; message: string };

const OFFLINE: SendResult = {
  ok: false,
  type: 'offline',
  message: 'Not connected to the live channel; try again in a moment.',
};

/** The part of the browser's WebSocket this module uses. */
export type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

export type RealtimeConnectionDeps = {
  url: string;
  /** The id token to sign in with; `refresh` asks for a new one (the last was refused). Null:
   * signed out, so stop. */
  getToken: (refresh: boolean) => Promise<string | null>;
  onEvent: (channel: string, event: TRealtimeEvent) => void;
  /** Signed in again after a drop: events may have been missed. */
  onReconnected?: () => void;
  createSocket?: (url: string) => SocketLike;
  /** 0 ≤ random() < 1, for jitter. */
  random?: () => number;
};

const OPEN = 1;
export const BACKOFF_FIRST_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;

/** Delay before reconnect attempt `attempt` (0-based): doubling, capped, 50-100 % jittered so
 * a restarted server is not hit by every browser at the same instant. */
export function backoffDelay(attempt: number, random: number): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.min(attempt, 10));
  return Math.round(base * (0.5 + random / 2));
}

export function createRealtimeConnection(deps: RealtimeConnectionDeps) {
  const createSocket: (url: string) => SocketLike =
    deps.createSocket ?? ((url: string) => new WebSocket(url));
  const random = deps.random ?? Math.random;
  let wanted = new Set<string>();
  let socket: SocketLike | null = null;
  let signedIn = false;
  let everSignedIn = false;
  let attempt = 0;
  let refreshToken = false;
  let currentToken: string | null = null;
  let stopped = true;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Sends waiting for their ack or error, by ref; answered OFFLINE when the socket drops. */
  const pending = new Map<string, (result: SendResult) => void>();
  let nextRef = 0;
  const settleAll = () => {
    for (const resolve of pending.values()) resolve(OFFLINE);
    pending.clear();
  };

  const send = (message: object) => {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(message));
  };

  function scheduleReconnect(): void {
    if (stopped) return;
    const delay = backoffDelay(attempt, random());
    attempt += 1;
    timer = setTimeout(connect, delay);
  }

  function connect(): void {
    timer = null;
    if (stopped) return;
    const ws = createSocket(deps.url);
    socket = ws;
    signedIn = false;
    ws.onopen = () => {
      const refresh = refreshToken;
      refreshToken = false;
      deps.getToken(refresh).then(
        (token) => {
          if (socket !== ws) return;
          if (token === null) return stop();
          currentToken = token;
          send({ type: 'auth', token });
        },
        // No token now (offline, refresh failed): drop this socket and try again later.
        () => ws.close(),
      );
    };
    ws.onmessage = (event) => {
      if (socket !== ws || typeof event.data !== 'string') return;
      let json: unknown;
      try {
        json = JSON.parse(event.data);
      } catch {
        return;
      }
      const parsed = ZRealtimeServerMessage.safeParse(json);
      // A newer server may send messages this build does not know yet.
      if (!parsed.success) return;
      const message = parsed.data;
      if (message.type === 'ready') {
        signedIn = true;
        attempt = 0;
        for (const channel of wanted) send({ type: 'subscribe', channel });
        if (everSignedIn) deps.onReconnected?.();
        everSignedIn = true;
      } else if (message.type === 'event') {
        deps.onEvent(message.channel, message.event);
      } else if (message.type === 'ack' || (message.type === 'error' && message.ref)) {
        const ref = message.ref ?? '';
        const resolve = pending.get(ref);
        pending.delete(ref);
        resolve?.(message.type === 'ack' ? { ok: true } : { ok: false, ...message.error });
      }
    };
    ws.onclose = (event) => {
      if (socket !== ws) return;
      socket = null;
      signedIn = false;
      settleAll();
      // The token was refused or expired: ask for a fresh one next time.
      if (event.code === REALTIME_CLOSE.sessionEnded) refreshToken = true;
      scheduleReconnect();
    };
    ws.onerror = () => undefined;
  }

  function stop(): void {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
    const ws = socket;
    socket = null;
    signedIn = false;
    ws?.close(1000, 'signed out');
    settleAll();
  }

  return {
    start(): void {
      if (!stopped) return;
      stopped = false;
      attempt = 0;
      connect();
    },
    stop,
    /** The channels to listen to; subscribes and unsubscribes the difference. */
    setChannels(channels: readonly string[]): void {
      const next = new Set(channels);
      if (signedIn) {
        for (const channel of wanted) {
          if (!next.has(channel)) send({ type: 'unsubscribe', channel });
        }
        for (const channel of next) {
          if (!wanted.has(channel)) send({ type: 'subscribe', channel });
        }
      }
      wanted = next;
    },
    /** A refreshed id token: the open socket carries on with it (the server re-checks tokens). */
    renewToken(token: string): void {
      if (!signedIn || token === currentToken) return;
      currentToken = token;
      send({ type: 'auth', token });
    },
    isSignedIn: () => signedIn,
    /** Sends an event to a channel's listeners; resolves with the server's ack or refusal. */
    sendEvent(channel: string, event: TStreamClientEvent): Promise<SendResult> {
      if (!signedIn) return Promise.resolve(OFFLINE);
      nextRef += 1;
      const ref = `r${nextRef}`;
      return new Promise<SendResult>((resolve) => {
        pending.set(ref, resolve);
        send({ type: 'send', channel, ref, event });
      });
    },
  };
}

export type RealtimeConnection = ReturnType<typeof createRealtimeConnection>;
