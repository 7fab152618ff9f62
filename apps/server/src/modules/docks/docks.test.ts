// Docks end to end with the dock simulator (tools/dock-sim), a real MQTT client: on the embedded
// broker, or on MQTT_URL's broker (CI's second pass on Mosquitto). Binding, online and the state
// pill, refused codes, per-dock topic ACLs (embedded only: Mosquitto's ACL file is documented in
// docs/docks-mqtt-acl.md and tested in mosquitto-acl.test.ts), unknown input, PATCH with
// If-Match, unbinding.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { TBindCodeResponse, TDock } from '@sortie/domain/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { realtimeUrl, signedInSocket } from '../../realtime/test-socket.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import type { Roster } from '../../test/roster.ts';
import { MQTT_URL, startDockHarness, WAIT_MS, type DockHarness } from './dock-test-harness.ts';

// Bounds, not waits: this machine runs at load averages above 20 (setup alone can take a minute).
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

const ROOT = path.resolve(import.meta.dirname, '../../../../..');

let h: DockHarness;
let t: TestApp;
let roster: Roster;
beforeAll(async () => {
  h = await startDockHarness();
  ({ t, roster } = h);
});
afterEach(async () => h.stopSims());
afterAll(async () => h?.close());

const owner = () => h.as('owner');
/** An unstarted simulated dock with `code`'s login, binding with `bindWith`. */
const sim = (code: TBindCodeResponse, bindWith = code.bind_code) =>
  h.simulatedDock(code, { bindWith });

async function docks(): Promise<TDock[]> {
  return (await h.api<{ docks: TDock[] }>('GET', '/docks')).docks;
}

describe('docks: binding with the simulator', () => {
  it('binds a dock with its code: listed, online, Ready To Fly, visible to staff only', async () => {
    const code = await h.bindCode();
    expect(code.bind_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(code.mqtt.username).toMatch(/^dock-/);
    const dock = await sim(code);
    const bound = await dock.start();
    expect(bound.result).toBe(0);
    expect(bound.errInfos.every((e) => e.err_code === 0)).toBe(true);

    const listed = (await docks()).find((d) => d.sn === dock.sn);
    expect(listed).toMatchObject({
      call_sign: `Sim dock ${dock.sn.slice(-4)}`,
      model_name: 'DJI Dock 2',
      location: null,
      drone: { sn: dock.droneSn, model_name: 'Matrice 3TD' },
    });
    await expect
      .poll(async () => (await h.stateOf(dock.sn, 'member'))?.pill, { timeout: WAIT_MS })
      .toEqual({ kind: 'ready', label: 'Ready To Fly', color: 'green' });
    // The pill can turn Ready before the drone's battery push lands: wait for that state too.
    await expect
      .poll(async () => await h.stateOf(dock.sn), { timeout: WAIT_MS })
      .toMatchObject({ online: true, drone_battery_percent: 86, drone_charging: true });
    const state = (await h.stateOf(dock.sn))!;
    expect(state.drone).toMatchObject({ sn: dock.droneSn, online: true, mode_code: 0 });
    // Partial OSD messages were merged, not replaced.
    expect(state.properties).toMatchObject({ cover_state: 0, storage: { total: 64_000_000 } });

    for (const actor of ['guest', 'outsider'] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${h.base}/docks`,
        headers: h.as(actor),
      });
      expect(res.statusCode).toBe(403);
    }
    // The outsider's own workspace has no docks, and cannot ask for this one's state.
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/v4/company/${roster.outsiderCompanyId}/docks/states`,
      query: { device_sn_list: JSON.stringify([dock.sn]) },
      headers: h.as('outsider'),
    });
    expect(theirs.json<{ docks: unknown[] }>().docks).toEqual([]);
  });

  it('tells the workspace over the realtime socket: bound, then the pushed live state', async () => {
    const socket = await signedInSocket(realtimeUrl(t.app), roster.people.member.token);
    const channel = `company:${roster.companyId}`;
    const docksChannel = `docks:${roster.companyId}`;
    for (const c of [channel, docksChannel]) {
      socket.send({ type: 'subscribe', channel: c });
      await socket.next((m) => m.type === 'subscribed' && m.channel === c, `subscribed ${c}`);
    }
    // An outsider hears their own workspace's docks, and is refused this one's; a guest is a
    // member without the Docks right, refused too.
    const outsider = await signedInSocket(realtimeUrl(t.app), roster.people.outsider.token);
    const theirs = `docks:${roster.outsiderCompanyId}`;
    outsider.send({ type: 'subscribe', channel: theirs });
    await outsider.next((m) => m.type === 'subscribed' && m.channel === theirs, 'own docks');
    outsider.send({ type: 'subscribe', channel: docksChannel });
    await outsider.next(
      (m) => m.type === 'error' && m.error.type === 'user_not_part_of_company',
      'outsider refused',
    );
    const guest = await signedInSocket(realtimeUrl(t.app), roster.people.guest.token);
    guest.send({ type: 'subscribe', channel: docksChannel });
    await guest.next((m) => m.type === 'error' && m.error.type === 'forbidden', 'guest refused');

    const dock = await sim(await h.bindCode());
    expect((await dock.start()).result).toBe(0);
    await socket.next(
      (m) =>
        m.type === 'event' && m.event.name === 'docks.changed' && m.event.data.action === 'bound',
      'docks.changed bound',
    );
    await dock.set({ dock: { wind_speed: 4.5 } });
    const pushed = await socket.next(
      (m) =>
        m.type === 'event' &&
        m.channel === docksChannel &&
        m.event.name === 'docks.state' &&
        m.event.data.sn === dock.sn &&
        m.event.data.wind_speed === 4.5,
      'docks.state with the new wind',
    );
    // The very view GET docks/states answers (keys and shape; values move on with the dock).
    const rest = (await h.stateOf(dock.sn, 'member'))!;
    if (pushed.type !== 'event' || pushed.event.name !== 'docks.state') throw new Error('no state');
    expect(Object.keys(pushed.event.data).sort()).toEqual(Object.keys(rest).sort());
    expect(pushed.event.data.drone?.sn).toBe(dock.droneSn);
    // The push went to every listener of the channel at once: none reached the others.
    const heard = (s: typeof socket) =>
      s.messages.filter((m) => m.type === 'event' && m.event.name === 'docks.state');
    expect(heard(outsider)).toEqual([]);
    expect(heard(guest)).toEqual([]);
    // Live state is pushed, not hinted: no `state` hint makes the web refetch.
    expect(
      socket.messages.some(
        (m) =>
          m.type === 'event' && m.event.name === 'docks.changed' && m.event.data.action === 'state',
      ),
    ).toBe(false);
    await Promise.all([socket.close(), outsider.close(), guest.close()]);
  });

  it('drives the pill from the dock: backup battery, gust, rain, battery low, flying, on mission, offline', async () => {
    const dock = await sim(await h.bindCode());
    expect((await dock.start()).result).toBe(0);
    const pill = async (kind: string, label: string, color?: string) =>
      expect
        .poll(async () => (await h.stateOf(dock.sn))?.pill, { timeout: WAIT_MS })
        .toMatchObject({ kind, label, ...(color ? { color } : {}) });

    await dock.set({ dock: { backup_battery: { switch: 1, voltage: 26000, temperature: 20 } } });
    await pill('ready', 'Ready To Fly', 'amber');
    await dock.set({ dock: { wind_speed: 13.5 } });
    await pill('gust', 'Gust - N/A');
    await dock.set({ dock: { wind_speed: 3, rainfall: 2 } });
    await pill('rain', 'Rain - N/A');
    await dock.set({ dock: { rainfall: 0 }, drone: { battery: { capacity_percent: 20 } } });
    await pill('battery_low', 'Battery Low');
    await dock.set({ drone: { battery: { capacity_percent: 80 }, mode_code: 3 } });
    await pill('flying', 'Flying');
    await dock.set({ drone: { mode_code: 5 } });
    await pill('on_mission', 'On Mission');

    // An empty sub_devices list: the aircraft is offline; then silence takes the dock offline.
    dock.droneOnline = false;
    await dock.announceTopology();
    await expect
      .poll(async () => (await h.stateOf(dock.sn))?.drone?.online, { timeout: WAIT_MS })
      .toBe(false);
    await dock.stop();
    // Pushes still in flight at an external broker may land after any one step of the clock, so
    // each look moves it past the silence timeout again.
    await expect
      .poll(
        async () => {
          t.clock.advance(61_000);
          return (await h.stateOf(dock.sn))?.pill;
        },
        { timeout: WAIT_MS },
      )
      .toMatchObject({ kind: 'offline', label: 'Offline N/A', color: 'red' });
  });

  it('refuses a wrong code, a used code and an expired code', async () => {
    const wrong = await sim(await h.bindCode(), 'NOTACODE');
    const refused = await wrong.start();
    expect(refused.result).toBe(210001);
    expect((await docks()).some((d) => d.sn === wrong.sn)).toBe(false);

    const first = await h.bindCode();
    expect((await (await sim(first)).start()).result).toBe(0);
    // A second dock (with a login of its own) tries the code that is already used.
    const again = await sim(await h.bindCode(), first.bind_code);
    const reused = await again.start();
    expect(reused.result).toBe(210001);
    expect((await docks()).some((d) => d.sn === again.sn)).toBe(false);
    // Not bound: no one sees its state.
    expect(await h.stateOf(again.sn)).toBeUndefined();
  });

  it('refuses an expired code (and, on the embedded broker, its unused login)', async () => {
    const code = await h.bindCode();
    t.clock.advance(16 * 60_000);
    const late = await sim(code);
    if (MQTT_URL) {
      expect((await late.start()).result).toBe(210001);
    } else {
      await expect(late.start()).rejects.toThrow(/user ?name or password|Not authorized/i);
    }
  });
});

describe('docks: the dock-sim CLI', () => {
  it('binds --count docks with one code and keeps them online', async () => {
    const code = await h.bindCode(2);
    const url = new URL(await h.brokerUrl());
    url.username = code.mqtt.username;
    url.password = code.mqtt.password;
    const prefix = `CLI${randomBytes(4).toString('hex').toUpperCase()}`;
    const cli = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(ROOT, 'tools/dock-sim/cli.ts'),
        '--broker',
        url.toString(),
        '--code',
        code.bind_code,
        '--count',
        '2',
        '--speedup',
        '2',
        '--prefix',
        prefix,
        // Names the workspace, as DJI Pilot does: on a shared broker only its server answers.
        '--org',
        code.organization_id,
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    cli.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    cli.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const exited = new Promise<void>((resolve) => cli.once('exit', () => resolve()));
    try {
      await vi.waitFor(() => expect(out).toContain('pushing OSD'), { timeout: WAIT_MS });
      expect(out.match(/: bound/g)).toHaveLength(2);
      const mine = (await docks()).filter((d) => d.sn.startsWith(prefix));
      expect(mine.map((d) => d.sn).sort()).toEqual([`${prefix}D001`, `${prefix}D002`]);
      await expect
        .poll(async () => (await h.stateOf(`${prefix}D002`))?.pill.kind, { timeout: WAIT_MS })
        .toBe('ready');
    } finally {
      cli.kill('SIGTERM');
      await exited;
    }
  });
});

describe('docks: tolerant of firmware it does not know', () => {
  it('stores unknown fields, enums, methods and string numbers, and answers every request and event', async () => {
    const dock = await sim(await h.bindCode());
    expect((await dock.start()).result).toBe(0);
    await dock.publish('osd', {
      tid: 'x',
      timestamp: Date.now(),
      gateway: dock.sn,
      data: { mode_code: '4', wind_speed: '3.5', brand_new_field: { nested: [1, 2] }, rainfall: 7 },
    });
    await expect
      .poll(async () => (await h.stateOf(dock.sn))?.properties.brand_new_field, {
        timeout: WAIT_MS,
      })
      .toEqual({ nested: [1, 2] });
    const state = (await h.stateOf(dock.sn))!;
    expect(state).toMatchObject({ mode_code: 4, wind_speed: 3.5, rainfall: 7 });
    // Rainfall 7 is not a known level: still shown, and the pill still decided.
    expect(state.pill.kind).toBe('rain');

    const event = await dock.ask('events', 'some_future_event', { anything: true });
    expect(event.data).toEqual({ result: 0 });
    const request = await dock.ask('requests', 'some_future_request', { x: 1 });
    expect(request.data.result).toBe(0);
    const topo = await dock.ask('status', 'update_topo', {
      domain: '3',
      type: '2',
      sub_type: '0',
      thing_version: '9.9.9',
      sub_devices: [{ sn: dock.droneSn, domain: '0', type: '91', sub_type: '1', extra: 'x' }],
    });
    expect(topo.data).toEqual({ result: 0 });
    await expect
      .poll(async () => (await h.stateOf(dock.sn))?.thing_version, { timeout: WAIT_MS })
      .toBe('9.9.9');
    // Not JSON at all: dropped, and the dock stays online.
    await dock.client!.publishAsync(`thing/product/${dock.sn}/osd`, 'not json');
    await dock.publishOsd();
    expect((await h.stateOf(dock.sn))?.online).toBe(true);
  });
});

describe.skipIf(!!MQTT_URL)('docks: per-dock topic ACLs on the embedded broker', () => {
  it('closes a dock that publishes on another serial, and keeps the other dock clean', async () => {
    const a = await sim(await h.bindCode());
    const b = await sim(await h.bindCode());
    expect((await a.start()).result).toBe(0);
    expect((await b.start()).result).toBe(0);

    const closed = new Promise<void>((resolve) => a.client!.once('close', () => resolve()));
    a.client!.publish(`thing/product/${b.sn}/osd`, JSON.stringify({ data: { injected_by_a: 1 } }), {
      qos: 1,
    });
    await closed;
    // B's own pushes keep arriving; A's injected property never does.
    await b.set({ dock: { marker_after_injection: 1 } });
    await expect
      .poll(async () => (await h.stateOf(b.sn))?.properties.marker_after_injection, {
        timeout: WAIT_MS,
      })
      .toBe(1);
    expect((await h.stateOf(b.sn))?.properties.injected_by_a).toBeUndefined();
  });

  it('takes a dock offline when its broker connection drops, before any silence timeout', async () => {
    const dock = await sim(await h.bindCode());
    expect((await dock.start()).result).toBe(0);
    await expect
      .poll(async () => (await h.stateOf(dock.sn))?.online, { timeout: WAIT_MS })
      .toBe(true);
    await dock.stop();
    await expect
      .poll(async () => (await h.stateOf(dock.sn))?.online, { timeout: WAIT_MS })
      .toBe(false);
  });

  it('refuses a subscription to another serial and a wrong password', async () => {
    const a = await sim(await h.bindCode());
    const b = await sim(await h.bindCode());
    expect((await a.start()).result).toBe(0);
    expect((await b.start()).result).toBe(0);
    // SUBACK 0x80 (failure), which mqtt.js reports as an error.
    await expect(a.client!.subscribeAsync(`thing/product/${b.sn}/services`)).rejects.toThrow(
      /Subscribe error/,
    );
    await expect(a.client!.subscribeAsync('thing/product/+/services')).rejects.toThrow(
      /Subscribe error/,
    );

    const bad = await h.simulatedDock(await h.bindCode(), { password: 'wrong-password' });
    await expect(bad.start()).rejects.toThrow(/user ?name or password|Not authorized/i);
  });
});

describe('docks: edit and unbind', () => {
  it('PATCH needs a fresh If-Match (412 when stale), validates, and unbinding hides the dock', async () => {
    const dock = await sim(await h.bindCode());
    expect((await dock.start()).result).toBe(0);
    const listed = (await docks()).find((d) => d.sn === dock.sn)!;
    const url = `${h.base}/docks/${listed.id}`;

    const got = await t.app.inject({ method: 'GET', url, headers: owner() });
    const etag = got.headers.etag as string;
    expect(etag).toBe(`"${listed.etag}"`);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { ...owner(), 'if-match': etag },
      payload: {
        call_sign: '  North gate  ',
        location: 'Gate 3',
        location_coordinates: [77.6, 12.9],
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<TDock>()).toMatchObject({
      call_sign: 'North gate',
      location: 'Gate 3',
      location_coordinates: [77.6, 12.9],
    });
    const stale = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { ...owner(), 'if-match': etag },
      payload: { call_sign: 'South gate' },
    });
    expect(stale.statusCode).toBe(412);
    for (const call_sign of ['   ', 'x'.repeat(51)]) {
      const bad = await t.app.inject({
        method: 'PATCH',
        url,
        headers: owner(),
        payload: { call_sign },
      });
      expect(bad.statusCode).toBe(400);
    }
    const asMember = await t.app.inject({
      method: 'PATCH',
      url,
      headers: h.as('member'),
      payload: { call_sign: 'Member was here' },
    });
    expect(asMember.statusCode).toBe(403);

    const tooMany = await t.app.inject({
      method: 'GET',
      url: `${h.base}/docks/states`,
      query: { device_sn_list: JSON.stringify(Array.from({ length: 101 }, (_, i) => `SN${i}`)) },
      headers: owner(),
    });
    expect(tooMany.statusCode).toBe(422);

    const gone = await t.app.inject({ method: 'DELETE', url, headers: owner() });
    expect(gone.statusCode).toBe(204);
    expect((await docks()).some((d) => d.sn === dock.sn)).toBe(false);
    expect(await h.stateOf(dock.sn)).toBeUndefined();
  });
});
