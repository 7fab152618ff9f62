// The gateway on a real embedded broker with a raw MQTT client in the dock's place: commands
// matched by tid (bid mismatches tolerated), re-sent with a new tid after a timeout, 504 after the
// bounded retries; the silence sweep on the injected clock; replies to status, requests, events.
import Fastify from 'fastify';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../../clock.ts';
import { createEmbeddedBroker } from '../../dock-link/embedded-broker.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createBinding } from './binding.ts';
import { createGateway, type Gateway } from './gateway.ts';

// Bounds, not waits: this machine runs at load averages above 20 (setup alone can take a minute).
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

const logger = Fastify({ logger: false }).log;
const CREDENTIALS = { username: 'operator', password: 'gateway-test-password' };
const SN = 'GWTESTDOCK1';

let t: TestApp;
let broker: ReturnType<typeof createEmbeddedBroker>;
let gateway: Gateway;
let dock: MqttClient;
const clock = createManualClock();
const changed: string[] = [];

type Json = Record<string, unknown>;

beforeAll(async () => {
  t = await buildTestApp();
  broker = createEmbeddedBroker({ host: '127.0.0.1', port: 0, ...CREDENTIALS, logger });
  await broker.start();
  gateway = createGateway({
    link: broker,
    clock,
    logger,
    binding: createBinding({
      db: t.db,
      clock,
      companyName: () => Promise.resolve(null),
      acl: null,
      onBound: () => undefined,
    }),
    settings: { silenceMs: 30_000, sweepMs: 60_000, commands: { timeoutMs: 500, retries: 1 } },
    onChange: (sn) => changed.push(sn),
  });
  await gateway.start();
  dock = await connectAsync(`mqtt://127.0.0.1:${broker.status().port}`, {
    ...CREDENTIALS,
    reconnectPeriod: 0,
  });
  await dock.subscribeAsync([
    `thing/product/${SN}/services`,
    `thing/product/${SN}/requests_reply`,
    `thing/product/${SN}/events_reply`,
    `sys/product/${SN}/status_reply`,
  ]);
});
afterAll(async () => {
  await dock?.endAsync(true);
  await gateway?.close();
  await broker?.close();
  await t?.close();
});

/** The next message the dock receives on a topic ending with `suffix`. */
function next(suffix: string): Promise<Json> {
  return new Promise((resolve) => {
    const on = (topic: string, payload: Buffer) => {
      if (!topic.endsWith(suffix)) return;
      dock.off('message', on);
      resolve(JSON.parse(payload.toString()) as Json);
    };
    dock.on('message', on);
  });
}

describe('docks gateway', () => {
  it('answers status, requests and need_reply events at once, echoing tid, bid and method', async () => {
    const status = next('/status_reply');
    await dock.publishAsync(
      `sys/product/${SN}/status`,
      JSON.stringify({
        tid: 't1',
        bid: 'b1',
        method: 'update_topo',
        data: { domain: 3, type: 2, sub_type: 0, sub_devices: [] },
      }),
    );
    expect(await status).toMatchObject({
      tid: 't1',
      bid: 'b1',
      method: 'update_topo',
      data: { result: 0 },
    });

    const request = next('/requests_reply');
    await dock.publishAsync(
      `thing/product/${SN}/requests`,
      JSON.stringify({ tid: 't2', bid: 'b2', method: 'config', data: { config_type: 'json' } }),
    );
    expect(await request).toMatchObject({
      tid: 't2',
      method: 'config',
      data: { ntp_server_port: 123 },
    });

    const event = next('/events_reply');
    await dock.publishAsync(
      `thing/product/${SN}/events`,
      JSON.stringify({
        tid: 't3',
        bid: 'b3',
        method: 'never_heard_of_it',
        need_reply: '1',
        data: {},
      }),
    );
    expect(await event).toMatchObject({ tid: 't3', bid: 'b3', data: { result: 0 } });
    expect(gateway.eventsOf(SN).map((e) => e.method)).toContain('never_heard_of_it');
  });

  it('matches a reply by tid, re-sends with a new tid after a timeout, and tolerates another bid', async () => {
    const seen: Json[] = [];
    const answer = (_topic: string, payload: Buffer) => {
      const command = JSON.parse(payload.toString()) as Json;
      seen.push(command);
      // The first attempt goes unanswered; the re-send is answered with a wrong bid.
      if (seen.length < 2) return;
      void dock.publishAsync(
        `thing/product/${SN}/services_reply`,
        JSON.stringify({
          tid: command.tid,
          bid: 'not-the-bid',
          method: command.method,
          data: { result: '0', output: { status: 'ok' } },
        }),
      );
    };
    dock.on('message', answer);
    const result = await gateway.commands.send(SN, 'debug_mode_open', {}, { timeoutMs: 2_000 });
    dock.off('message', answer);
    expect(result).toMatchObject({ result: 0, output: { status: 'ok' } });
    expect(seen).toHaveLength(2);
    expect(seen[0]!.tid).not.toBe(seen[1]!.tid);
    expect(seen[0]!.bid).toBe(seen[1]!.bid);
    expect(gateway.commands.pendingCount()).toBe(0);
  });

  it('gives up with 504 after the bounded retries', async () => {
    let sent = 0;
    const count = (topic: string) => {
      if (topic.endsWith('/services')) sent += 1;
    };
    dock.on('message', count);
    await expect(gateway.commands.send(SN, 'return_home')).rejects.toMatchObject({ status: 504 });
    dock.off('message', count);
    expect(sent).toBe(2);
  });

  it('merges partial OSD, keeps last_seen, and the sweep takes a silent dock offline', async () => {
    const merged = new Promise<void>((resolve) => {
      const wait = setInterval(() => {
        if (gateway.store.get(SN)?.properties.b === 2) {
          clearInterval(wait);
          resolve();
        }
      }, 20);
    });
    await dock.publishAsync(`thing/product/${SN}/osd`, JSON.stringify({ data: { a: { x: 1 } } }));
    await dock.publishAsync(
      `thing/product/${SN}/osd`,
      JSON.stringify({ data: { a: { y: 2 }, b: 2 } }),
    );
    await merged;
    expect(gateway.store.get(SN)?.properties).toMatchObject({ a: { x: 1, y: 2 }, b: 2 });
    expect(gateway.store.isOnline(SN, clock.now())).toBe(true);
    changed.length = 0;
    clock.advance(31_000);
    gateway.sweep();
    expect(changed).toContain(SN);
    expect(gateway.store.isOnline(SN, clock.now())).toBe(false);
  });
});
