// The realtime socket end to end on the default in-process bus: a real server listening on a
// port, real WebSocket clients, sites created through the HTTP API.
import { REALTIME_CLOSE, type TRealtimeServerMessage } from '@sortie/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { bearer } from '../test/helpers.ts';
import { call, FIELD, workspace, type Workspace } from '../test/sites-fixtures.ts';
import { openSocket, realtimeUrl, signedInSocket, type TestSocket } from './test-socket.ts';

const isEvent = (channel: string, action: string) => (m: TRealtimeServerMessage) =>
  m.type === 'event' &&
  m.channel === channel &&
  m.event.name === 'sites.changed' &&
  m.event.data.action === action;

describe('realtime socket (in-process bus)', () => {
  let t: TestApp;
  let w: Workspace;
  let url: string;
  const sockets: TestSocket[] = [];
  const signIn = async (token: string) => {
    const socket = await signedInSocket(url, token);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    // Re-check every second, so the session and membership tests end quickly.
    t = await buildTestApp({ env: { REALTIME_RECHECK_SECONDS: '1' } });
    w = await workspace(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = realtimeUrl(t.app);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await t.close();
  });

  it('answers a plain HTTP GET with 426 and the error envelope', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/realtime',
      headers: bearer(w.owner.token),
    });
    expect(res.statusCode).toBe(426);
    expect(res.headers.upgrade).toBe('websocket');
    expect(res.json()).toMatchObject({ error: { type: 'upgrade_required' } });
  });

  it('reports the in-process bus and the embedded broker in /api/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      db: 'ok',
      realtime: { mode: 'in-process', state: 'ok' },
      mqtt: { mode: 'embedded', state: 'listening', port: expect.any(Number) },
    });
  });

  it('signs in with the first message and joins the user channel', async () => {
    const socket = await openSocket(url);
    sockets.push(socket);
    socket.send({ type: 'auth', token: w.member.token });
    expect(await socket.next((m) => m.type === 'ready', 'ready')).toEqual({
      type: 'ready',
      user_id: w.member.id,
      channels: [`user:${w.member.id}`],
    });
  });

  it('sends sites.changed on the company channel when a site is created, edited and deleted', async () => {
    const channel = `company:${w.companyId}`;
    const owner = await signIn(w.owner.token);
    const guest = await signIn(w.guest.token);
    for (const socket of [owner, guest]) {
      socket.send({ type: 'subscribe', channel });
      await socket.next((m) => m.type === 'subscribed' && m.channel === channel, 'subscribed');
    }

    const created = await call(t, w.member, 'POST', `/company/${w.companyId}/sites`, {
      name: 'Realtime Field',
      geometry: FIELD,
    });
    expect(created.statusCode, created.body).toBe(201);
    const site = created.json<{ id: string; etag: string }>();
    const event = await owner.next(isEvent(channel, 'created'), 'created event');
    // A hint only: no site id or name, so a guest learns nothing about sites hidden from them.
    expect(event).toEqual({
      type: 'event',
      channel,
      event: { name: 'sites.changed', data: { action: 'created' } },
    });
    await guest.next(isEvent(channel, 'created'), 'created event (guest)');

    const siteUrl = `/company/${w.companyId}/sites/${site.id}`;
    const etag = (await call(t, w.member, 'GET', siteUrl)).headers.etag as string;
    const renamed = await call(
      t,
      w.member,
      'PATCH',
      siteUrl,
      { name: 'Renamed' },
      { 'if-match': etag },
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    await owner.next(isEvent(channel, 'updated'), 'updated event');

    const deleted = await call(t, w.owner, 'DELETE', siteUrl);
    expect(deleted.statusCode, deleted.body).toBe(204);
    await owner.next(isEvent(channel, 'deleted'), 'deleted event');
  });

  it('sends sites.changed (progress) when a flight report is stored, not when it is repeated', async () => {
    const channel = `company:${w.companyId}`;
    const owner = await signIn(w.owner.token);
    owner.send({ type: 'subscribe', channel });
    await owner.next((m) => m.type === 'subscribed' && m.channel === channel, 'subscribed');
    const created = await call(t, w.owner, 'POST', `/company/${w.companyId}/sites`, {
      name: 'Flown Field',
      geometry: FIELD,
      goal: 600,
    });
    expect(created.statusCode, created.body).toBe(201);
    const mission = await call(t, w.owner, 'POST', `/company/${w.companyId}/missions`, {
      kind: 'area_mapping',
      drone_id: 'dji-mavic-3-enterprise',
      camera_id: 'dji-m3e-wide',
      params: { altitude_m: 60 },
      site_id: created.json<{ id: string }>().id,
    });
    expect(mission.statusCode, mission.body).toBe(201);
    const flight = {
      flight_id: 'realtime-flight-1',
      state: 'completed',
      started_at: '2026-11-22T07:00:00Z',
      duration_s: 300,
    };
    const flightsUrl = `/company/${w.companyId}/missions/${mission.json<{ id: string }>().id}/flights`;
    const reported = await call(t, w.owner, 'POST', flightsUrl, flight);
    expect(reported.statusCode, reported.body).toBe(201);
    expect(await owner.next(isEvent(channel, 'progress'), 'progress event')).toEqual({
      type: 'event',
      channel,
      event: { name: 'sites.changed', data: { action: 'progress' } },
    });
    // A repeat counts nothing, so it tells nobody; the next site change is the next event.
    expect((await call(t, w.owner, 'POST', flightsUrl, flight)).statusCode).toBe(200);
    await call(t, w.owner, 'POST', `/company/${w.companyId}/sites`, {
      name: 'Next',
      geometry: FIELD,
    });
    await owner.next(isEvent(channel, 'created'), 'created event');
    expect(owner.messages.filter(isEvent(channel, 'progress'))).toHaveLength(1);
  });

  it("refuses another workspace's channel and another user's channel", async () => {
    const outsider = await signIn(w.outsider.token);
    const channel = `company:${w.companyId}`;
    outsider.send({ type: 'subscribe', channel });
    expect(await outsider.next((m) => m.type === 'error', 'refusal')).toEqual({
      type: 'error',
      channel,
      error: { type: 'user_not_part_of_company', message: expect.any(String) },
    });
    const mine = `user:${w.member.id}`;
    outsider.send({ type: 'subscribe', channel: mine });
    expect(await outsider.next((m) => m.type === 'error', 'refusal')).toMatchObject({
      channel: mine,
      error: { type: 'forbidden' },
    });

    // A site created now reaches the members, not the outsider.
    const owner = await signIn(w.owner.token);
    owner.send({ type: 'subscribe', channel });
    await owner.next((m) => m.type === 'subscribed', 'subscribed');
    await call(t, w.owner, 'POST', `/company/${w.companyId}/sites`, {
      name: 'Hidden',
      geometry: FIELD,
    });
    await owner.next(isEvent(channel, 'created'), 'created event');
    expect(outsider.messages.filter((m) => m.type === 'event')).toEqual([]);
  });

  it('closes a socket that sends no token, a bad token or a malformed message', async () => {
    const early = await openSocket(url);
    early.send({ type: 'subscribe', channel: `company:${w.companyId}` });
    expect((await early.closed).code).toBe(REALTIME_CLOSE.sessionEnded);

    const forged = await openSocket(url);
    forged.send({ type: 'auth', token: 'not-a-token' });
    expect((await forged.closed).code).toBe(REALTIME_CLOSE.sessionEnded);

    const noisy = await signIn(w.owner.token);
    noisy.send('hello');
    expect((await noisy.closed).code).toBe(REALTIME_CLOSE.badMessage);
  });

  it('ends a company stream when the user leaves the workspace, and the socket at logout', async () => {
    const x = await workspace(t);
    const channel = `company:${x.companyId}`;
    const member = await signIn(x.member.token);
    member.send({ type: 'subscribe', channel });
    await member.next((m) => m.type === 'subscribed', 'subscribed');

    const removed = await call(
      t,
      x.owner,
      'DELETE',
      `/company/${x.companyId}/members/${x.member.id}`,
    );
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await member.next((m) => m.type === 'error', 'removal notice')).toMatchObject({
      channel,
      error: { type: 'user_not_part_of_company' },
    });
    await member.next((m) => m.type === 'unsubscribed' && m.channel === channel, 'unsubscribed');

    const logout = await t.app.inject({
      method: 'PATCH',
      url: '/api/v4/authenticate/logout',
      headers: bearer(x.member.token),
    });
    expect(logout.statusCode).toBe(204);
    expect((await member.closed).code).toBe(REALTIME_CLOSE.sessionEnded);
  });
});
