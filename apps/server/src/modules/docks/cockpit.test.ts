// The dock cockpit with the dock simulator (a real MQTT client) on the embedded broker or on
// MQTT_URL's broker: custom flight areas synced to the dock (it downloads the signed file and
// checks its SHA-256), flight authority (grab, waiting request, answer, release) and the Flying
// pill's holder, HMS texts, confirmed actions with the dock's reply, dock livestreams.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  DOCK_GEOZONES_MAX,
  type TAuthorityRequestResponse,
  type TAuthorityState,
  type TDockActionReply,
  type TDockLive,
  type TGeozone,
  type TGeozonesResponse,
} from '@sortie/domain/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { raiseHms, SIM_RESULTS } from '../../../../../tools/dock-sim/index.ts';
import { startDockHarness, WAIT_MS, type DockHarness } from './dock-test-harness.ts';

vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });
const HAS_FFMPEG = spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;

let h: DockHarness;
beforeAll(async () => {
  h = await startDockHarness();
});
afterEach(async () => h.stopSims());
afterAll(async () => h?.close());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  actor: Parameters<DockHarness['as']>[0] = 'owner',
  payload?: unknown,
) =>
  h.t.app.inject({
    method,
    url: `${h.base}${url}`,
    headers: h.as(actor),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const square = (d = 0.001): [number, number][] => [
  [77.594 - d, 12.971 - d],
  [77.594 + d, 12.971 - d],
  [77.594 + d, 12.971 + d],
  [77.594 - d, 12.971 + d],
];

describe('dock cockpit: custom flight areas', () => {
  it('creates, edits and deletes areas, each synced to the dock, with hostile input refused', async () => {
    const { sim, id } = await h.boundDock();
    const zones = async () =>
      (await call('GET', `/docks/${id}/geozones`)).json<TGeozonesResponse>();
    expect(await zones()).toMatchObject({ geozones: [], checksum: null });

    const created = await call('POST', `/docks/${id}/geozones`, 'owner', {
      name: '  North field  ',
      kind: 'dfence',
      shape: { type: 'polygon', coordinates: square() },
    });
    expect(created.statusCode, created.body).toBe(201);
    const zone = created.json<TGeozone>();
    expect(zone).toMatchObject({ name: 'North field', kind: 'dfence', enabled: true });
    const circle = await call('POST', `/docks/${id}/geozones`, 'owner', {
      name: 'Mast',
      kind: 'nfz',
      shape: { type: 'circle', center: [77.5946, 12.9716], radius: 80 },
    });
    expect(circle.statusCode, circle.body).toBe(201);

    // The dock holds the file with the checksum the server announces, and says so.
    const synced = async () => {
      const now = await zones();
      return now.sync?.status === 'synchronized' && sim.flightAreas?.checksum === now.checksum;
    };
    await expect.poll(synced, { timeout: WAIT_MS }).toBe(true);
    const features = sim.flightAreas!.content.features as {
      geofence_type: string;
      geometry: { type: string; coordinates: unknown[] };
    }[];
    // Made in the same (test clock) instant: their order is by id.
    expect(features.map((f) => [f.geofence_type, f.geometry.type]).sort()).toEqual([
      ['dfence', 'Polygon'],
      ['nfz', 'Point'],
    ]);
    // The ring is closed for GeoJSON.
    const polygon = features.find((f) => f.geometry.type === 'Polygon')!;
    const ring = polygon.geometry.coordinates[0] as number[][];
    expect(ring.at(-1)).toEqual(ring[0]);

    const before = sim.flightAreas!.checksum;
    const patched = await call('PATCH', `/docks/${id}/geozones/${zone.id}`, 'owner', {
      enabled: false,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    await expect
      .poll(async () => (await synced()) && sim.flightAreas?.checksum !== before, {
        timeout: WAIT_MS,
      })
      .toBe(true);

    for (const z of (await zones()).geozones)
      expect((await call('DELETE', `/docks/${id}/geozones/${z.id}`)).statusCode).toBe(204);
    await expect.poll(() => sim.flightAreas, { timeout: WAIT_MS }).toBeNull();
    expect((await zones()).checksum).toBeNull();

    // Hostile and wrong input: too few corners, a huge radius, an unknown kind, extra fields.
    for (const bad of [
      { name: 'x', kind: 'dfence', shape: { type: 'polygon', coordinates: square().slice(0, 2) } },
      { name: 'x', kind: 'nfz', shape: { type: 'circle', center: [0, 0], radius: 1e9 } },
      { name: 'x', kind: 'wall', shape: { type: 'circle', center: [0, 0], radius: 50 } },
      { name: 'x', kind: 'nfz', shape: { type: 'circle', center: [0, 0], radius: 50 }, sql: 1 },
      { name: ' ', kind: 'nfz', shape: { type: 'circle', center: [0, 0], radius: 50 } },
    ])
      expect((await call('POST', `/docks/${id}/geozones`, 'owner', bad)).statusCode).toBe(400);
    const huge = Array.from({ length: 501 }, (_, i) => [i / 1000, 0]);
    expect(
      (
        await call('POST', `/docks/${id}/geozones`, 'owner', {
          name: 'Huge',
          kind: 'nfz',
          shape: { type: 'polygon', coordinates: huge },
        })
      ).statusCode,
    ).toBe(400);
    // Members see areas; editing them is fleet administration.
    expect((await call('GET', `/docks/${id}/geozones`, 'member')).statusCode).toBe(200);
    expect(
      (
        await call('POST', `/docks/${id}/geozones`, 'member', {
          name: 'M',
          kind: 'nfz',
          shape: { type: 'circle', center: [0, 0], radius: 50 },
        })
      ).statusCode,
    ).toBe(403);
    // A forged or expired download link finds nothing.
    const forged = await h.t.app.inject({
      method: 'GET',
      url: `/api/v4/dock-files/flight-areas/${h.roster.companyId}/geofence_${'0'.repeat(32)}.json?exp=${Date.now() + 60_000}&sig=forged`,
    });
    expect(forged.statusCode).toBe(404);
  });
});

describe('dock cockpit: the flight-area budget', () => {
  it('answers 422 with a sentence past 100 areas, under the row lock', async () => {
    const { id } = await h.boundDock();
    const now = new Date();
    const rows = Array.from({ length: DOCK_GEOZONES_MAX }, () => ({
      id: randomUUID(),
      company_id: h.roster.companyId,
      name: 'Bulk',
      kind: 'nfz' as const,
      shape: JSON.stringify({ type: 'circle', center: [0, 0], radius: 50 }),
      enabled: true,
      created_by: null,
      created_at: now,
      updated_at: now,
    }));
    await h.t.db.insertInto('dock_geozones').values(rows).execute();
    try {
      const res = await call('POST', `/docks/${id}/geozones`, 'owner', {
        name: 'One more',
        kind: 'nfz',
        shape: { type: 'circle', center: [0, 0], radius: 50 },
      });
      expect(res.statusCode).toBe(422);
      expect(JSON.stringify(res.json())).toMatch(/at most 100 flight areas/);
    } finally {
      await h.t.db
        .deleteFrom('dock_geozones')
        .where('company_id', '=', h.roster.companyId)
        .execute();
    }
  });
});

describe('dock cockpit: flight authority', () => {
  it('grants it when free, queues another member, hands it over on accept, and releases it', async () => {
    const { sim, id } = await h.boundDock();
    const mine = await call('POST', `/docks/${id}/authority_request`, 'owner', {});
    expect(mine.statusCode, mine.body).toBe(200);
    const granted = mine.json<TAuthorityRequestResponse>();
    expect(granted.accepted).toBe(true);
    expect(granted.authority.holder?.user_id).toBe(h.roster.people.owner.id);
    // The grab reached the aircraft: its control_source names a cloud client.
    await expect
      .poll(
        async () =>
          (await call('GET', `/docks/${id}/authority`)).json<TAuthorityState>().control_source,
        {
          timeout: WAIT_MS,
        },
      )
      .toMatch(/^[0-9a-f-]{36}$/);

    // Flying shows the holder (feature-areas §4: the authority's avatar).
    await sim.set({ drone: { mode_code: 3 } });
    await expect
      .poll(
        async () => {
          const s = await h.stateOf(sim.sn);
          return { pill: s?.pill.kind, holder: s?.flight_authority?.name };
        },
        { timeout: WAIT_MS },
      )
      .toEqual({ pill: 'flying', holder: expect.any(String) });

    const theirs = await call('POST', `/docks/${id}/authority_request`, 'member', {});
    expect(theirs.statusCode, theirs.body).toBe(202);
    expect(theirs.json<TAuthorityRequestResponse>().accepted).toBeNull();
    const memberId = h.roster.people.member.id;
    // Only the holder answers.
    expect(
      (
        await call(
          'POST',
          `/docks/${id}/authority_request/action?authority_holder_id=${memberId}`,
          'member',
          {
            user_id: memberId,
            accepted: true,
          },
        )
      ).statusCode,
    ).toBe(403);
    const handed = await call(
      'POST',
      `/docks/${id}/authority_request/action?authority_holder_id=${h.roster.people.owner.id}`,
      'owner',
      { user_id: memberId, accepted: true },
    );
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json<TAuthorityState>()).toMatchObject({
      holder: { user_id: memberId },
      pending: [],
    });
    const released = await call('DELETE', `/docks/${id}/authority`, 'member');
    expect(released.json<TAuthorityState>().holder).toBeNull();
    // Guests have no Docks right; a payload request must name its payload.
    expect((await call('POST', `/docks/${id}/authority_request`, 'guest', {})).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', `/docks/${id}/authority_request`, 'owner', { domain: 'payload' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('dock cockpit: HMS, actions, livestream', () => {
  it('shows HMS alarms with level and text, and unknown codes with their number', async () => {
    const { sim } = await h.boundDock();
    await raiseHms(sim, [
      {
        level: 2,
        in_the_sky: 0,
        code: '0x1B010001',
        device_type: '3-2-0',
        args: { sensor_index: 1 },
      },
      {
        level: 1,
        in_the_sky: 1,
        code: '0x16100083',
        device_type: '0-91-1',
        args: { sensor_index: 0 },
      },
      { level: '7', code: '0xDEADBEEF', device_type: '0-91-1', brand_new: true },
    ]);
    await expect
      .poll(async () => (await h.stateOf(sim.sn))?.hms, { timeout: WAIT_MS })
      .toEqual([
        {
          level: 2,
          code: '0x1B010001',
          device_domain: 3,
          description: 'Dock cover right motor stalled. Check the cover for obstructions.',
          // The text's key and filled values, for the web's Hindi (decision 433).
          description_code: {
            code: 'dock_tip_0x1b010001',
            params: expect.objectContaining({ dock_cover_index: 'right' }),
          },
        },
        {
          level: 1,
          code: '0x16100083',
          device_domain: 0,
          description: 'Aircraft battery left temperature too low. Return home soon.',
          description_code: {
            code: 'fpv_tip_0x16100083_in_the_sky',
            params: expect.objectContaining({ battery_index: 'left' }),
          },
        },
        {
          level: 7,
          code: '0xDEADBEEF',
          device_domain: 0,
          description: 'HMS 0xDEADBEEF',
          description_code: null,
        },
      ]);
    // Each report is the whole set: an empty list clears it.
    await raiseHms(sim, []);
    await expect.poll(async () => (await h.stateOf(sim.sn))?.hms, { timeout: WAIT_MS }).toEqual([]);
  });

  it('runs confirmed actions and reports the dock reply, refusals included', async () => {
    const { sim, id } = await h.boundDock();
    const act = async (action: string, actor: 'owner' | 'guest' = 'owner') =>
      call('POST', `/docks/${id}/actions/${action}`, actor);

    const opened = await act('cover_open');
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<TDockActionReply>()).toMatchObject({
      methods: ['debug_mode_open', 'cover_open'],
      result: 0,
    });
    expect(sim.dock.cover_state).toBe(1);
    // Remote debugging is open now: the next one goes straight.
    await expect
      .poll(async () => (await h.stateOf(sim.sn))?.mode_code, { timeout: WAIT_MS })
      .toBe(2);
    expect((await act('cover_close')).json<TDockActionReply>().methods).toEqual(['cover_close']);

    const home = (await act('return_home')).json<TDockActionReply>();
    expect(home).toMatchObject({ result: SIM_RESULTS.notFlying });
    expect(home.message).toMatch(/dock/i);

    expect((await act('drone_close')).json<TDockActionReply>().result).toBe(0);
    await expect
      .poll(async () => (await h.stateOf(sim.sn))?.drone?.online, { timeout: WAIT_MS })
      .toBe(false);
    expect((await act('drone_open')).json<TDockActionReply>().result).toBe(0);

    await sim.set({ drone: { mode_code: 5 } });
    await expect
      .poll(async () => (await h.stateOf(sim.sn))?.pill.kind, { timeout: WAIT_MS })
      .toBe('on_mission');
    expect((await act('return_home')).json<TDockActionReply>().result).toBe(0);
    await expect
      .poll(async () => (await h.stateOf(sim.sn))?.pill.kind, { timeout: WAIT_MS })
      .toBe('flying');
    expect((await act('return_home_cancel')).json<TDockActionReply>().result).toBe(0);
    // No task reported: cancel says so instead of sending nothing.
    expect((await act('cancel_task')).statusCode).toBe(409);
    expect((await act('no_such_action')).statusCode).toBe(400);
    expect((await act('cover_open', 'guest')).statusCode).toBe(403);

    // A reply nobody waits for (stray tid, unknown method) is harmless.
    await sim.publish('services_reply', {
      tid: 'stray',
      bid: 'stray',
      timestamp: Date.now(),
      method: 'some_future_service',
      data: { result: '0', output: { anything: 1 } },
    });
    await sim.publishOsd();
    expect((await h.stateOf(sim.sn))?.online).toBe(true);
  });

  it('starts a dock livestream on a private stream, plays it, and stops the feed', async () => {
    const { sim, id } = await h.boundDock();
    const started = await call('POST', `/docks/${id}/livestreams/start`, 'member', {
      camera: 'dock',
    });
    expect(started.statusCode, started.body).toBe(201);
    const live = started.json<TDockLive>();
    expect(live.video_id).toBe(`${sim.sn}/165-0-7/normal-0`);
    await expect
      .poll(async () => (await h.stateOf(sim.sn))?.active_feeds, { timeout: WAIT_MS })
      .toEqual([{ video_id: live.video_id }]);
    const token = () =>
      call('GET', `/docks/${id}/livestreams/token?video_id=${encodeURIComponent(live.video_id)}`);
    if (HAS_FFMPEG)
      await expect
        .poll(async () => (await token()).json<TDockLive>().flv_url, { timeout: WAIT_MS })
        .toMatch(/^\/api\/v4\/streams\/.+\/live\.flv\?token=/);
    // Another dock's feed id is not this dock's.
    expect(
      (
        await call('POST', `/docks/${id}/livestreams/stop`, 'owner', {
          video_id: 'OTHER/165-0-7/normal-0',
        })
      ).statusCode,
    ).toBe(404);
    const stopped = await call('POST', `/docks/${id}/livestreams/stop`, 'owner', {
      video_id: live.video_id,
    });
    expect(stopped.statusCode, stopped.body).toBe(204);
    await expect
      .poll(async () => (await h.stateOf(sim.sn))?.active_feeds, { timeout: WAIT_MS })
      .toEqual([]);
    expect((await call('POST', `/docks/${id}/livestreams/start`, 'guest', {})).statusCode).toBe(
      403,
    );
  });
});
