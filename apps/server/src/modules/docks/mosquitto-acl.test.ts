// The documented Mosquitto ACL against the machine's Mosquitto binary: a private broker on a free
// port with a password file (mosquitto_passwd) and the generated ACL file. A dock login reaches
// the operator on its own serials; its publishes on another dock's serial are dropped, and its
// subscription to another dock's commands is refused. Skipped, saying so, without mosquitto.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mosquittoAcl } from './mosquitto-acl.ts';

// Bounds, not waits: this machine runs at load averages above 20 (setup alone can take a minute).
const WAIT_MS = 90_000;
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

const which = (bin: string) => {
  try {
    return execFileSync('which', [bin]).toString().trim() || null;
  } catch {
    return null;
  }
};
const MOSQUITTO =
  which('mosquitto') ?? (fs.existsSync('/usr/sbin/mosquitto') ? '/usr/sbin/mosquitto' : null);
const PASSWD = which('mosquitto_passwd');
if (!MOSQUITTO || !PASSWD)
  console.info('mosquitto-acl.test.ts: skipped, mosquitto is not installed');

const LOGINS = { operator: 'sortie-op', a: 'dock-aaaa', b: 'dock-bbbb' } as const;
const PASSWORD = 'acl-test-password';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.skipIf(!MOSQUITTO || !PASSWD)('Mosquitto ACL file for docks', () => {
  let broker: ChildProcess;
  let port: number;
  let dir: string;
  const clients: MqttClient[] = [];
  const login = async (username: string) => {
    const c = await connectAsync(`mqtt://127.0.0.1:${port}`, {
      username,
      password: PASSWORD,
      reconnectPeriod: 0,
      protocolVersion: 4,
    });
    clients.push(c);
    return c;
  };

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sortie-mosq-'));
    port = await freePort();
    const passwd = path.join(dir, 'passwd');
    fs.writeFileSync(passwd, '');
    for (const user of Object.values(LOGINS)) execFileSync(PASSWD!, ['-b', passwd, user, PASSWORD]);
    fs.writeFileSync(
      path.join(dir, 'acl'),
      mosquittoAcl({
        operator: LOGINS.operator,
        docks: [
          { username: LOGINS.a, serials: ['DOCKA1', 'DRONEA1'] },
          { username: LOGINS.b, serials: ['DOCKB1', 'DRONEB1'] },
        ],
      }),
    );
    fs.writeFileSync(
      path.join(dir, 'mosquitto.conf'),
      [
        `listener ${port} 127.0.0.1`,
        'allow_anonymous false',
        `password_file ${passwd}`,
        `acl_file ${path.join(dir, 'acl')}`,
        'persistence false',
      ].join('\n'),
    );
    // Mosquitto started as root drops to its own user, which must be able to read the files.
    fs.chmodSync(dir, 0o755);
    for (const f of fs.readdirSync(dir)) fs.chmodSync(path.join(dir, f), 0o644);
    broker = spawn(MOSQUITTO!, ['-c', path.join(dir, 'mosquitto.conf')], { stdio: 'ignore' });
    await vi.waitFor(async () => (await login(LOGINS.operator)).endAsync(), {
      timeout: WAIT_MS,
      interval: 200,
    });
  });
  afterAll(async () => {
    for (const c of clients) await c.endAsync(true).catch(() => undefined);
    broker?.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('passes a dock its own serials only', async () => {
    const operator = await login(LOGINS.operator);
    const got: string[] = [];
    operator.on('message', (topic) => got.push(topic));
    await operator.subscribeAsync(['thing/product/+/osd', 'sys/product/+/status'], { qos: 1 });

    const a = await login(LOGINS.a);
    // Mosquitto drops a refused QoS 1 publish (MQTT 3.1.1 cannot say no), so a last allowed
    // message marks the end: everything before it has been delivered or dropped.
    await a.publishAsync('thing/product/DOCKB1/osd', '{"data":{"forged":1}}', { qos: 1 });
    await a.publishAsync('thing/product/DRONEA1/osd', '{"data":{}}', { qos: 1 });
    await a.publishAsync('sys/product/DOCKA1/status', '{"method":"update_topo"}', { qos: 1 });
    await vi.waitFor(() => expect(got).toContain('sys/product/DOCKA1/status'), {
      timeout: WAIT_MS,
    });
    expect(got).toEqual(['thing/product/DRONEA1/osd', 'sys/product/DOCKA1/status']);

    // Mosquitto's ACL file grants the SUBSCRIBE and filters delivery: B's commands reach B only.
    const b = await login(LOGINS.b);
    const seenBy = { a: [] as string[], b: [] as string[] };
    a.on('message', (topic) => seenBy.a.push(topic));
    b.on('message', (topic) => seenBy.b.push(topic));
    await a.subscribeAsync(['thing/product/DOCKB1/services', 'thing/product/DOCKA1/services'], {
      qos: 1,
    });
    await b.subscribeAsync('thing/product/DOCKB1/services', { qos: 1 });
    await operator.publishAsync('thing/product/DOCKB1/services', '{"method":"x"}', { qos: 1 });
    await operator.publishAsync('thing/product/DOCKA1/services', '{"method":"y"}', { qos: 1 });
    await vi.waitFor(
      () => {
        expect(seenBy.a).toContain('thing/product/DOCKA1/services');
        expect(seenBy.b).toContain('thing/product/DOCKB1/services');
      },
      { timeout: WAIT_MS },
    );
    expect(seenBy.a).toEqual(['thing/product/DOCKA1/services']);
  });

  it('refuses names that could widen a rule', () => {
    expect(() =>
      mosquittoAcl({ operator: 'op', docks: [{ username: 'd', serials: ['+'] }] }),
    ).toThrow();
    expect(() =>
      mosquittoAcl({ operator: 'op', docks: [{ username: 'a b', serials: [] }] }),
    ).toThrow();
  });
});
