// The dock link against real MQTT: the embedded broker (always) with a real `mqtt` client, the
// app's wiring of it, and a client link to an external broker (Mosquitto on this machine) when
// MQTT_URL is set (CI's second pass: mqtt://127.0.0.1:1883); skipped, saying so, otherwise.
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import Fastify from 'fastify';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-test-app.ts';
import { createEmbeddedBroker } from './embedded-broker.ts';
import { createExternalBrokerLink } from './external-broker.ts';
import type { DockLink } from './link.ts';
import { djiTopic, DJI_UPLINK_FILTERS, topicMatches } from './topics.ts';

const MQTT_URL = process.env.MQTT_URL;
if (!MQTT_URL)
  console.info('dock-link.test.ts: external broker tests skipped, MQTT_URL is not set');

const logger = Fastify({ logger: false }).log;
const CREDENTIALS = { username: 'sortie', password: 'dock-link-test-password' };

/** Resolves with the first message `link` hands to a handler of `filter`. */
function firstMessage(link: DockLink, filter: string) {
  return new Promise<{ topic: string; payload: string }>((resolve) => {
    void link.subscribe(filter, (topic, payload) =>
      resolve({ topic, payload: payload.toString() }),
    );
  });
}

describe('dock link: embedded broker', () => {
  const open: { close(): Promise<unknown> }[] = [];
  afterEach(async () => {
    for (const item of open.splice(0).reverse()) await item.close();
  });

  const startBroker = async (port = 0) => {
    const link = createEmbeddedBroker({ host: '127.0.0.1', port, ...CREDENTIALS, logger });
    open.push(link);
    await link.start();
    return link;
  };
  const client = async (port: number, password = CREDENTIALS.password): Promise<MqttClient> => {
    const c = await connectAsync(`mqtt://127.0.0.1:${port}`, {
      username: CREDENTIALS.username,
      password,
      reconnectPeriod: 0,
    });
    open.push({ close: () => c.endAsync() });
    return c;
  };

  it('lets a dock publish telemetry to the server and receive its commands', async () => {
    const link = await startBroker();
    const status = link.status();
    expect(status).toMatchObject({ mode: 'embedded', state: 'listening' });
    const dock = await client(status.port!);

    const osd = firstMessage(link, 'thing/product/+/osd');
    await dock.publishAsync(djiTopic.osd('DOCK1SN'), JSON.stringify({ tid: 't1', data: {} }));
    expect(await osd).toEqual({
      topic: 'thing/product/DOCK1SN/osd',
      payload: '{"tid":"t1","data":{}}',
    });

    await dock.subscribeAsync(djiTopic.services('DOCK1SN'));
    const command = new Promise<string>((resolve) =>
      dock.once('message', (_topic, payload) => resolve(payload.toString())),
    );
    await link.publish(djiTopic.services('DOCK1SN'), '{"method":"debug_mode_open"}', { qos: 1 });
    expect(await command).toBe('{"method":"debug_mode_open"}');
  });

  it('refuses a client with the wrong password', async () => {
    const link = await startBroker();
    await expect(client(link.status().port!, 'wrong')).rejects.toThrow(/user ?name or password/i);
  });

  it('stays off with a warning, without throwing, when the port is taken', async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    open.push({ close: () => new Promise((resolve) => holder.close(resolve)) });
    const port = (holder.address() as net.AddressInfo).port;
    const link = await startBroker(port);
    expect(link.status()).toEqual({ mode: 'embedded', state: 'off', reason: 'port_in_use' });
  });

  it('is started by the app, reported in /api/health and stopped on close', async () => {
    const t = await buildTestApp();
    const health = (await t.app.inject({ method: 'GET', url: '/api/health' })).json<{
      mqtt: { state: string; port: number };
    }>();
    expect(health.mqtt).toMatchObject({ mode: 'embedded', state: 'listening' });
    const dock = await connectAsync(`mqtt://127.0.0.1:${health.mqtt.port}`, {
      username: t.config.mqtt.username,
      password: t.config.mqtt.password,
      reconnectPeriod: 0,
    });
    const gone = new Promise<void>((resolve) => dock.once('close', () => resolve()));
    await t.close();
    await gone;
    await dock.endAsync(true);
  });
});

describe('dock link: external broker that cannot be reached', () => {
  it('starts without throwing and reports that it is retrying', async () => {
    // Port 9 (discard) on loopback: nothing listens there.
    const link = createExternalBrokerLink('mqtt://user:secret@127.0.0.1:9', logger);
    await link.start();
    await expect.poll(() => link.status().state, { timeout: 10_000 }).toBe('down');
    expect(JSON.stringify(link.status())).not.toContain('secret');
    await link.close();
    expect(link.status()).toMatchObject({ state: 'off' });
  });
});

describe.skipIf(!MQTT_URL)(
  MQTT_URL
    ? 'dock link: external broker (MQTT_URL)'
    : 'dock link: external broker: skipped, MQTT_URL is not set (e.g. mqtt://127.0.0.1:1883)',
  () => {
    let link: DockLink;
    afterAll(async () => link?.close());

    it('connects, and round-trips messages with another client of the broker', async () => {
      link = createExternalBrokerLink(MQTT_URL!, logger);
      await link.start();
      await expect.poll(() => link.status().state, { timeout: 10_000 }).toBe('connected');

      // A serial of our own, so parallel runs on one broker do not see each other.
      const sn = `TEST${randomUUID().replace(/-/g, '').slice(0, 12)}`;
      const state = firstMessage(link, 'thing/product/+/state');
      const dock = await connectAsync(MQTT_URL!, { reconnectPeriod: 0 });
      await dock.publishAsync(djiTopic.state(sn), '{"data":{"mode_code":0}}', { qos: 1 });
      expect(await state).toEqual({
        topic: djiTopic.state(sn),
        payload: '{"data":{"mode_code":0}}',
      });

      await dock.subscribeAsync(djiTopic.services(sn), { qos: 1 });
      const command = new Promise<string>((resolve) =>
        dock.once('message', (_topic, payload) => resolve(payload.toString())),
      );
      await link.publish(djiTopic.services(sn), '{"method":"return_home"}', { qos: 1 });
      expect(await command).toBe('{"method":"return_home"}');
      await dock.endAsync();
    });

    it('is what the app uses when MQTT_URL is set', async () => {
      const t = await buildTestApp({ env: { MQTT_URL } });
      await expect
        .poll(
          async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).json<unknown>(),
          { timeout: 10_000 },
        )
        .toMatchObject({ mqtt: { mode: 'external', state: 'connected' } });
      await t.close();
    });
  },
);

describe('DJI topic helpers', () => {
  it('builds topics from serial numbers and refuses anything that could widen a filter', () => {
    expect(djiTopic.servicesReply('1581F5BK')).toBe('thing/product/1581F5BK/services_reply');
    expect(djiTopic.status('DOCK9')).toBe('sys/product/DOCK9/status');
    expect(() => djiTopic.osd('+')).toThrow();
    expect(() => djiTopic.osd('a/b')).toThrow();
    expect(DJI_UPLINK_FILTERS).not.toContain('thing/product/+/#');
  });

  it('matches MQTT filters as MQTT 3.1.1 §4.7 says', () => {
    expect(topicMatches('thing/product/+/osd', 'thing/product/SN1/osd')).toBe(true);
    expect(topicMatches('thing/product/+/osd', 'thing/product/SN1/state')).toBe(false);
    expect(topicMatches('thing/#', 'thing/product/SN1/osd')).toBe(true);
    expect(topicMatches('thing/product/#', 'thing/product')).toBe(true);
    expect(topicMatches('thing/+', 'thing/product/SN1')).toBe(false);
    expect(topicMatches('#', '$SYS/broker/uptime')).toBe(false);
    expect(topicMatches('$share/sortie/thing/+/osd', 'thing/SN1/osd')).toBe(true);
  });
});
