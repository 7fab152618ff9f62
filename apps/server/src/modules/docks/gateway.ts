// The DJI Cloud API gateway over the dock link (issue 11 item 1): subscribes to the uplink
// topics, keeps per-serial state and topology, answers every request, every need_reply event and
// every status message at once on its `_reply` topic, and settles commands by tid. Unknown
// methods, fields and enum values are stored (the last few per serial) and never rejected.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import { djiTopic, DJI_UPLINK_FILTERS, type DockLink } from '../../dock-link/index.ts';
import { configReply, type Binding } from './binding.ts';
import { createCommands, type CommandOptions } from './commands.ts';
import { parseEnvelope, parseTopic, replyTo, type Envelope } from './envelope.ts';
import { createStateStore } from './state-store.ts';
import { applyTopology, parseTopology } from './topology.ts';

export type GatewaySettings = {
  /** A serial not heard from for this long is offline (reference §1.5: 30–60 s). */
  silenceMs: number;
  /** How often the silence check runs. */
  sweepMs: number;
  commands: CommandOptions;
};

export const DEFAULT_GATEWAY_SETTINGS: GatewaySettings = {
  silenceMs: 60_000,
  sweepMs: 5_000,
  commands: { timeoutMs: 3_000, retries: 2 },
};

/** Events kept per serial, newest last (unknown methods among them, for the cockpit). */
const EVENTS_KEPT = 20;

export type StoredEvent = { method: string; data: Record<string, unknown>; at: Date };

/** A request answered by another part of the module (cockpit: flight_areas_get). */
export type RequestHandler = (sn: string, data: Record<string, unknown>) => Promise<object>;
export type EventListener = (sn: string, data: Record<string, unknown>) => void;

export function createGateway(deps: {
  link: DockLink;
  clock: Clock;
  logger: FastifyBaseLogger;
  binding: Binding;
  settings: GatewaySettings;
  /** A serial's live state or online state changed. */
  onChange: (sn: string) => void;
}) {
  const { link, clock, logger, binding, settings } = deps;
  const store = createStateStore({ silenceMs: settings.silenceMs });
  const events = new Map<string, StoredEvent[]>();
  const hms = new Map<string, unknown[]>();
  const requestHandlers = new Map<string, RequestHandler>();
  const eventListeners = new Map<string, EventListener[]>();
  const unsubscribers: (() => Promise<void>)[] = [];
  let sweeper: NodeJS.Timeout | null = null;

  const commands = createCommands({
    publish: (gatewaySn, payload) =>
      link.publish(djiTopic.services(gatewaySn), payload, { qos: 1 }),
    clock,
    logger,
    defaults: settings.commands,
  });

  const reply = (topic: string, message: Envelope, data: Record<string, unknown>) =>
    link.publish(topic, replyTo(message, data, clock.now()), { qos: 1 }).catch((error: unknown) => {
      logger.warn({ err: error, topic }, 'docks: reply not sent');
    });

  function remember(sn: string, message: Envelope): void {
    const list = events.get(sn) ?? [];
    list.push({ method: message.method ?? '(none)', data: message.data, at: clock.now() });
    if (list.length > EVENTS_KEPT) list.splice(0, list.length - EVENTS_KEPT);
    events.set(sn, list);
  }

  async function onRequest(sn: string, message: Envelope): Promise<void> {
    const topic = djiTopic.requestsReply(sn);
    switch (message.method) {
      case 'config':
        return reply(topic, message, configReply());
      case 'airport_bind_status':
        return reply(topic, message, await binding.bindStatus(message.data));
      case 'airport_organization_get': {
        const answer = await binding.organizationGet(message.data);
        return answer ? reply(topic, message, answer) : undefined;
      }
      case 'airport_organization_bind': {
        const answer = await binding.organizationBind(sn, message.data);
        return answer ? reply(topic, message, answer) : undefined;
      }
      case null:
      default: {
        if (!(await binding.answersFor(sn))) return;
        // flight_areas_get without the geozones part: an empty list means no custom areas.
        if (message.method === 'flight_areas_get' && !requestHandlers.has(message.method))
          return reply(topic, message, { result: 0, output: { files: [] } });
        const handler = message.method ? requestHandlers.get(message.method) : undefined;
        if (handler) return reply(topic, message, { ...(await handler(sn, message.data)) });
        // Answered so the dock does not wait; kept so the cockpit can show it.
        remember(sn, message);
        return reply(topic, message, { result: 0, output: {} });
      }
    }
  }

  function onEvent(sn: string, message: Envelope): void {
    if (message.needReply) void reply(djiTopic.eventsReply(sn), message, { result: 0 });
    store.touch(sn, clock.now());
    if (message.method === 'hms') {
      // Each hms event is the complete current alarm set (§3).
      hms.set(sn, Array.isArray(message.data.list) ? message.data.list.slice(0, 100) : []);
      deps.onChange(sn);
      return;
    }
    for (const listener of eventListeners.get(message.method ?? '') ?? [])
      listener(sn, message.data);
    remember(sn, message);
  }

  function onStatus(sn: string, message: Envelope): void {
    void reply(djiTopic.statusReply(sn), message, { result: 0 });
    if (message.method !== 'update_topo') return remember(sn, message);
    for (const changed of applyTopology(store, parseTopology(sn, message.data), clock.now()))
      deps.onChange(changed);
  }

  function onPush(sn: string, message: Envelope): void {
    // The body's gateway says who relays it; a dock's own push names itself.
    const gateway = message.gateway ?? store.get(sn)?.gateway ?? sn;
    if (store.merge(sn, gateway, message.data, clock.now())) deps.onChange(sn);
  }

  function dispatch(topic: string, payload: Buffer): void {
    const where = parseTopic(topic);
    const message = parseEnvelope(payload);
    if (!where || !message) {
      logger.debug({ topic }, 'docks: not a DJI message; ignored');
      return;
    }
    switch (where.kind) {
      case 'osd':
      case 'state':
        return onPush(where.sn, message);
      case 'services_reply':
      case 'property_set_reply':
        store.touch(where.sn, clock.now());
        if (!commands.settle(message)) remember(where.sn, message);
        return;
      case 'events':
        return onEvent(where.sn, message);
      case 'requests':
        void onRequest(where.sn, message).catch((error: unknown) =>
          logger.error({ err: error, topic }, 'docks: request not answered'),
        );
        return;
      case 'status':
        return onStatus(where.sn, message);
    }
  }

  /** Marks silent serials offline (also run by the timer). */
  function sweep(): void {
    for (const sn of store.expireSilent(clock.now())) deps.onChange(sn);
  }

  return {
    store,
    commands,
    async start(): Promise<void> {
      for (const filter of DJI_UPLINK_FILTERS)
        unsubscribers.push(await link.subscribe(filter, dispatch));
      sweeper = setInterval(sweep, settings.sweepMs);
      sweeper.unref();
    },
    sweep,
    /** A gateway's broker connection dropped. */
    gatewayGone(sn: string): void {
      store.dropGateway(sn);
      for (const record of store.all())
        if (record.sn === sn || record.gateway === sn) deps.onChange(record.sn);
    },
    eventsOf: (sn: string) => events.get(sn) ?? [],
    /** Answers a dock request method (instead of the empty default). */
    handleRequest(method: string, handler: RequestHandler): void {
      requestHandlers.set(method, handler);
    },
    /** Hears an event method (it is still kept in eventsOf). */
    onEvent(method: string, listener: EventListener): void {
      eventListeners.set(method, [...(eventListeners.get(method) ?? []), listener]);
    },
    /** Tells the workspace a serial's shown state changed (authority, sync status…). */
    changed: (sn: string) => deps.onChange(sn),
    /** Who holds flight authority per dock serial, as Sortie granted it (authority/). */
    authority: new Map<string, { name: string; profile_picture: string | null }>(),
    hmsOf: (sn: string) => hms.get(sn) ?? [],
    async close(): Promise<void> {
      if (sweeper) clearInterval(sweeper);
      commands.close();
      for (const off of unsubscribers.splice(0)) await off().catch(() => undefined);
    },
  };
}

export type Gateway = ReturnType<typeof createGateway>;
