// One simulated DJI Dock 2 with a Matrice 3TD (0-91-1), a real MQTT client of the broker
// (dji-cloud-api.md §1, §7): topology, the licence/config request and organisation binding,
// then dock and aircraft OSD at 1 Hz (× speedup) in several partial messages, state on change,
// and an answer to every service it receives.
import { randomUUID } from 'node:crypto';
import { connectAsync, type MqttClient } from 'mqtt';
import { installCockpitServices } from './cockpit-services.ts';
import { installFlightServices } from './flight-services.ts';
import type { SimFlight } from './flight.ts';

export type SimDockOptions = {
  /** mqtt://host:port; credentials may be in the URL or given below. */
  broker: string;
  username?: string;
  password?: string;
  code: string;
  /** The workspace id (organization_id); optional, the server knows it from the code. */
  organizationId?: string;
  sn: string;
  droneSn: string;
  callSign?: string;
  /** OSD rate and flight time multiplier: 1 = 1 Hz OSD and real-time flight. */
  speedup?: number;
  /** Bind at start (default true). */
  bind?: boolean;
  /**
   * The dock's clock in ms (default Date.now), against which a conditional task's window is
   * judged: a real dock's is the cloud's, through the NTP server the config reply names.
   */
  now?: () => number;
};

export type Json = Record<string, unknown>;
export type Reply = { method: string; data: Json; tid: string; bid: string };

/** The Dock 2 and M3TD model keys (§1.4). */
export const DOCK2 = { domain: 3, type: 2, sub_type: 0 } as const;
export const M3TD = { domain: 0, type: 91, sub_type: 1 } as const;

export class SimulatedDock {
  readonly sn: string;
  readonly droneSn: string;
  /** Flight time multiplier; a test may change it between flights (the OSD rate stays). */
  speedup: number;
  client: MqttClient | null = null;
  /** The dock's and the aircraft's properties, as a real dock would hold them. */
  readonly dock: Json = {
    mode_code: 0,
    rainfall: 0,
    wind_speed: 2.5,
    environment_temperature: 18,
    temperature: 24,
    humidity: 40,
    drone_in_dock: 1,
    drone_charge_state: { state: 1, capacity_percent: 86 },
    backup_battery: { switch: 0, voltage: 0, temperature: 21 },
    cover_state: 0,
    latitude: 12.9716,
    longitude: 77.5946,
    height: 920.5,
    network_state: { type: 2, quality: 5, rate: 1200 },
    storage: { total: 64_000_000, used: 1_200_000 },
    sub_device: {
      device_sn: '',
      device_model_key: '0-91-1',
      device_online_status: 1,
      device_paired: 1,
    },
  };
  readonly drone: Json = {
    mode_code: 0,
    wind_speed: 0,
    battery: { capacity_percent: 86, remain_flight_time: 2400 },
    low_battery_warning_threshold: 25,
    latitude: 12.9716,
    longitude: 77.5946,
    height: 920.5,
    elevation: 0,
  };
  droneOnline = true;
  /** Service answers by method (cockpit-services.ts); others get result 0. */
  readonly services = new Map<string, (request: Reply) => Promise<Json>>();
  /** The custom flight-area file it last synchronised (cockpit-services.ts). */
  flightAreas: { name: string; checksum: string; content: Json } | null = null;
  /** Run by stop() (ffmpeg pushes, timers). */
  readonly cleanups: (() => void)[] = [];
  /** The wayline flight under way or last flown, and every one flown (flight-services.ts). */
  flight: SimFlight | null = null;
  readonly flights: SimFlight[] = [];
  readonly received: Reply[] = [];
  /** How often a KMZ link had expired and a fresh one was asked for (flighttask_resource_get). */
  renewedLinks = 0;
  /** Run after every OSD push (a conditional task's check, flight-services.ts). */
  readonly onOsd: (() => void)[] = [];
  private readonly waiting = new Map<string, (reply: Reply) => void>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: SimDockOptions) {
    this.sn = options.sn;
    this.droneSn = options.droneSn;
    this.speedup = Math.max(0.1, options.speedup ?? 1);
    (this.dock.sub_device as Json).device_sn = options.droneSn;
    installCockpitServices(this);
    // After the cockpit's: flight tasks take over return_home and flighttask_undo mid-wayline.
    installFlightServices(this);
  }

  private topic(kind: string, sn = this.sn) {
    return kind === 'status' ? `sys/product/${sn}/status` : `thing/product/${sn}/${kind}`;
  }

  async connect(): Promise<void> {
    this.client = await connectAsync(this.options.broker, {
      username: this.options.username,
      password: this.options.password,
      clientId: `sim-${this.sn}`,
      reconnectPeriod: 0,
      connectTimeout: 10_000,
    });
    this.client.on('message', (topic, payload) => this.onMessage(topic, payload));
    await this.client.subscribeAsync(
      ['services', 'events_reply', 'requests_reply', 'property/set']
        .map((k) => this.topic(k))
        .concat(`sys/product/${this.sn}/status_reply`),
      { qos: 1 },
    );
  }

  private onMessage(topic: string, payload: Buffer): void {
    let message: Json;
    try {
      message = JSON.parse(payload.toString('utf8')) as Json;
    } catch {
      return;
    }
    const reply: Reply = {
      method: typeof message.method === 'string' ? message.method : '',
      data: (message.data as Json) ?? {},
      tid: typeof message.tid === 'string' ? message.tid : '',
      bid: typeof message.bid === 'string' ? message.bid : '',
    };
    this.received.push(reply);
    if (this.received.length > 200) this.received.shift();
    const waiter = this.waiting.get(reply.tid);
    if (waiter) {
      this.waiting.delete(reply.tid);
      waiter(reply);
      return;
    }
    if (topic.endsWith('/services')) this.answerService(reply).catch(() => undefined);
  }

  /** Every service gets an answer: the dock accepts it (status ok). */
  private async answerService(request: Reply): Promise<void> {
    const handler = this.services.get(request.method);
    const data = handler
      ? await handler(request).catch(() => ({ result: 514100, output: {} }))
      : { result: 0, output: { status: 'ok' } };
    await this.publish('services_reply', {
      tid: request.tid,
      bid: request.bid,
      timestamp: Date.now(),
      method: request.method,
      data,
    });
  }

  async publish(kind: string, message: Json, sn = this.sn): Promise<void> {
    await this.client?.publishAsync(this.topic(kind, sn), JSON.stringify(message), { qos: 1 });
  }

  /** Publishes and waits for the `_reply` with the same tid. */
  async ask(
    kind: 'requests' | 'status' | 'events',
    method: string,
    data: Json,
    timeoutMs = 60_000,
  ): Promise<Reply> {
    const tid = randomUUID();
    const replied = new Promise<Reply>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(tid);
        reject(new Error(`${this.sn}: no reply to ${method}`));
      }, timeoutMs);
      this.waiting.set(tid, (reply) => {
        clearTimeout(timer);
        resolve(reply);
      });
    });
    await this.publish(kind, {
      tid,
      bid: randomUUID(),
      timestamp: Date.now(),
      gateway: this.sn,
      method,
      data,
      ...(kind === 'events' ? { need_reply: 1 } : {}),
    });
    return replied;
  }

  /** update_topo: the dock and, when powered, its aircraft (§1.5). */
  announceTopology(): Promise<Reply> {
    return this.ask('status', 'update_topo', {
      ...DOCK2,
      device_secret: 'sim',
      nonce: 'sim',
      thing_version: '1.3.1',
      sub_devices: this.droneOnline
        ? [
            {
              sn: this.droneSn,
              ...M3TD,
              index: 'A',
              device_secret: 'sim',
              nonce: 'sim',
              thing_version: '1.3.1',
            },
          ]
        : [],
    });
  }

  /** §7.1-7.2: config, bind status, organisation name, bind. Resolves with the bind result. */
  async bind(): Promise<{ result: number; errInfos: { sn: string; err_code: number }[] }> {
    await this.ask('requests', 'config', { config_type: 'json', config_scope: 'product' });
    const status = await this.ask('requests', 'airport_bind_status', {
      devices: [{ sn: this.sn }, { sn: this.droneSn }],
    });
    const list = ((status.data.output as Json | undefined)?.bind_status ?? []) as Json[];
    if (list.some((d) => d.sn === this.sn && d.is_device_bind_organization === true))
      return { result: 0, errInfos: [] };
    const org = this.options.organizationId ?? '';
    const named = await this.ask('requests', 'airport_organization_get', {
      device_binding_code: this.options.code,
      organization_id: org,
    });
    if (named.data.result !== 0) return { result: Number(named.data.result), errInfos: [] };
    const bound = await this.ask('requests', 'airport_organization_bind', {
      bind_devices: [
        {
          device_binding_code: this.options.code,
          organization_id: org,
          device_callsign: this.options.callSign ?? `Sim dock ${this.sn.slice(-4)}`,
          sn: this.sn,
          device_model_key: '3-2-0',
        },
        {
          device_binding_code: this.options.code,
          organization_id: org,
          device_callsign: `Sim drone ${this.droneSn.slice(-4)}`,
          sn: this.droneSn,
          device_model_key: '0-91-1',
        },
      ],
    });
    const output = (bound.data.output ?? {}) as Json;
    return {
      result: Number(bound.data.result),
      errInfos: (output.err_infos ?? []) as { sn: string; err_code: number }[],
    };
  }

  /** The dock OSD in three partial messages (§1.6), then the aircraft's. */
  async publishOsd(): Promise<void> {
    const d = this.dock;
    const groups: Json[] = [
      {
        drone_charge_state: d.drone_charge_state,
        backup_battery: d.backup_battery,
        drone_in_dock: d.drone_in_dock,
      },
      { mode_code: d.mode_code, network_state: d.network_state, storage: d.storage },
    ];
    const rest = Object.fromEntries(Object.entries(d).filter(([k]) => !groups.some((g) => k in g)));
    for (const data of [...groups, rest]) {
      await this.publish('osd', {
        tid: randomUUID(),
        bid: randomUUID(),
        timestamp: Date.now(),
        gateway: this.sn,
        data,
      });
    }
    await this.publishDroneOsd();
    for (const hook of this.onOsd) hook();
  }

  /** The dock's clock (ms). */
  now(): number {
    return this.options.now?.() ?? Date.now();
  }

  async publishDroneOsd(): Promise<void> {
    if (!this.droneOnline) return;
    await this.publish(
      'osd',
      {
        tid: randomUUID(),
        bid: randomUUID(),
        timestamp: Date.now(),
        gateway: this.sn,
        data: this.drone,
      },
      this.droneSn,
    );
  }

  /** flighttask_progress (§6.2): need_reply, fields under data.output. */
  async progress(output: Json, result = 0, timestamp = Date.now()): Promise<void> {
    await this.publish('events', {
      tid: randomUUID(),
      bid: randomUUID(),
      timestamp,
      gateway: this.sn,
      need_reply: 1,
      method: 'flighttask_progress',
      data: { result, output },
    });
  }

  /** Changes properties (a test's or the CLI's scenario) and pushes them at once. */
  async set(change: { dock?: Json; drone?: Json }): Promise<void> {
    Object.assign(this.dock, change.dock ?? {});
    Object.assign(this.drone, change.drone ?? {});
    await this.publishOsd();
  }

  async start(): Promise<{ result: number; errInfos: { sn: string; err_code: number }[] }> {
    await this.connect();
    await this.announceTopology();
    const bound = this.options.bind === false ? { result: 0, errInfos: [] } : await this.bind();
    await this.publishOsd();
    // At most 10 Hz however fast flights run: the broker is shared by many docks.
    const interval = Math.max(100, 1000 / Math.max(0.1, this.options.speedup ?? 1));
    this.timer = setInterval(() => {
      this.publishOsd().catch(() => undefined);
    }, interval);
    this.timer.unref();
    return bound;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    const client = this.client;
    this.client = null;
    // Forced: a connection the broker already closed has no one to say goodbye to.
    await client?.endAsync(true);
  }
}
