// What a restart must remember (docs/decisions/313): the holder of a dock's flight authority and
// the stream each dock feed pushes to. A second app on the same database stands for the
// restarted server: it reads both back; the dock simulator (a real MQTT client) grants them on
// the first.
import type { TAuthorityState, TDockLive } from '@sortie/domain/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSiblingApp } from '../../test/build-test-app.ts';
import { startDockHarness, WAIT_MS, type DockHarness } from './dock-test-harness.ts';

vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

let h: DockHarness;
beforeAll(async () => {
  h = await startDockHarness();
});
afterEach(async () => h.stopSims());
afterAll(async () => h?.close());

describe('dock cockpit after a restart', () => {
  it('still knows who holds flight authority and which stream a feed pushes to', async () => {
    const { sim, id } = await h.boundDock();
    await expect
      .poll(async () => (await h.stateOf(sim.sn))?.online, { timeout: WAIT_MS })
      .toBe(true);
    await h.api('POST', `/docks/${id}/authority_request`, {}, 200, 'member');
    const live = await h.api<TDockLive>(
      'POST',
      `/docks/${id}/livestreams/start`,
      { camera: 'dock' },
      201,
    );

    const restarted = await buildSiblingApp(h.t, { MQTT_URL: undefined });
    try {
      const get = (url: string) =>
        restarted.inject({ method: 'GET', url: `${h.base}${url}`, headers: h.as('owner') });
      const authority = await get(`/docks/${id}/authority`);
      expect(authority.statusCode, authority.body).toBe(200);
      expect(authority.json<TAuthorityState>().holder).toMatchObject({
        user_id: h.roster.people.member.id,
      });
      const token = await get(
        `/docks/${id}/livestreams/token?video_id=${encodeURIComponent(live.video_id)}`,
      );
      expect(token.statusCode, token.body).toBe(200);
      expect(token.json<TDockLive>().stream_id).toBe(live.stream_id);
    } finally {
      await restarted.close();
    }

    // Released and stopped: nothing is left to remember.
    await h.api('DELETE', `/docks/${id}/authority`, undefined, 200, 'member');
    const stop = await h.t.app.inject({
      method: 'POST',
      url: `${h.base}/docks/${id}/livestreams/stop`,
      headers: h.as('owner'),
      payload: { video_id: live.video_id },
    });
    expect(stop.statusCode, stop.body).toBe(204);
    const again = await buildSiblingApp(h.t, { MQTT_URL: undefined });
    try {
      const authority = await again.inject({
        method: 'GET',
        url: `${h.base}/docks/${id}/authority`,
        headers: h.as('owner'),
      });
      expect(authority.json<TAuthorityState>().holder).toBeNull();
      const token = await again.inject({
        method: 'GET',
        url: `${h.base}/docks/${id}/livestreams/token?video_id=${encodeURIComponent(live.video_id)}`,
        headers: h.as('owner'),
      });
      expect(token.statusCode).toBe(404);
    } finally {
      await again.close();
    }
  });
});
