// The wayline file on S3 (issue 11 §7: "served to the dock through a signed, expiring URL, or S3
// when configured"): with the S3_* variables set (s3rver, a real S3-compatible server started
// here, so the ordinary integration run covers it too), a mission sent to the simulated dock hands
// it a pre-signed bucket URL, the dock downloads the KMZ from the bucket itself, its MD5 matches
// the fingerprint and the flight is flown; `flighttask_resource_get` answers with a newly signed
// bucket link to the same bytes. (`npm run test:s3` runs this file as well.)
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TDockTask, TMission } from '@sortie/domain/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStorage } from '../../../storage/index.ts';
import { startS3Server, TEST_BUCKET, type TestS3Server } from '../../../test/s3-server.ts';
import {
  readyToFly,
  siteWithDockMission,
  startDockHarness,
  WAIT_MS,
  type DockHarness,
} from '../dock-test-harness.ts';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 240_000 });

let s3: TestS3Server;
let h: DockHarness;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sortie-s3-kmz-'));
beforeAll(async () => {
  s3 = await startS3Server();
  h = await startDockHarness({ DATA_DIR: dataDir, ...s3.env, S3_PREFIX: 'kmz-app' });
});
afterEach(async () => h.stopSims());
afterAll(async () => {
  await h?.close();
  await s3?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');
const taskOf = (id: string) => h.api<TDockTask>('GET', `/dock-tasks/${id}`);

/** A pre-signed GET of the task's object in the test bucket, on the s3rver endpoint. */
function expectPresignedBucketUrl(url: string, taskId: string): URL {
  const u = new URL(url);
  expect(u.origin).toBe(s3.env.S3_ENDPOINT);
  expect(u.pathname).toMatch(
    new RegExp(`^/${TEST_BUCKET}/kmz-app/dock-tasks/[0-9a-f-]+/${taskId}\\.kmz$`),
  );
  expect(u.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
  expect(u.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  // The link's lifetime is the KMZ link's (kmz-link.ts KMZ_LINK_TTL_S, 2 h).
  expect(u.searchParams.get('X-Amz-Expires')).toBe('7200');
  return u;
}

async function download(url: string): Promise<Uint8Array> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

/** A site and a three-waypoint M3TD mission over it, near the simulated dock. */
async function mission(): Promise<TMission> {
  return (await siteWithDockMission(h.api, 'S3 field', 3)).mission;
}

describe('dock tasks with the KMZ in S3', () => {
  it('hands the dock a pre-signed bucket URL, the dock flies from it, and a done task gets no link', async () => {
    expect(h.t.config.storage.kind).toBe('s3');
    const { sim, id } = await h.boundDock({ speedup: 20 });
    await expect
      .poll(async () => readyToFly(await h.stateOf(sim.sn)), { timeout: WAIT_MS })
      .toBe(true);
    const m = await mission();
    const sent = await h.api<TDockTask>('POST', `/docks/${id}/tasks`, { mission_id: m.id }, 201);

    // The prepare carried a bucket link, not our own /dock-files path, and the KMZ's MD5.
    const prepare = sim.received.find((r) => r.method === 'flighttask_prepare')!;
    const file = prepare.data.file as { url: string; fingerprint: string };
    expectPresignedBucketUrl(file.url, sent.id);
    expect(file.fingerprint).toMatch(/^[0-9a-f]{32}$/);
    // The object is in the bucket, and nothing was written to local disk.
    const stored = await createStorage(h.t.config).list('dock-tasks/');
    expect(stored.map((o) => o.key)).toContain(`dock-tasks/${h.roster.companyId}/${sent.id}.kmz`);
    expect(fs.existsSync(path.join(dataDir, 'files'))).toBe(false);

    // The dock downloaded it from S3 (the simulator checks the MD5 before flying) and flew it.
    await expect
      .poll(async () => (await taskOf(sent.id)).status, { timeout: WAIT_MS })
      .toMatch(/^(ok|failed|partially_done)$/);
    expect(await taskOf(sent.id)).toMatchObject({ status: 'ok', percent: 100, reason: null });
    expect(sim.flights.map((f) => f.flightId)).toEqual([sent.flight_id]);
    expect(sim.renewedLinks).toBe(0);
    // A plain HTTP GET of the same link (no login) gets the same bytes.
    expect(md5(await download(file.url))).toBe(file.fingerprint);

    const reply = await sim.ask('requests', 'flighttask_resource_get', {
      flight_id: sent.flight_id,
    });
    // The task is done: the dock gets no link for it any more.
    expect(reply.data).toMatchObject({ result: 314003, output: {} });
  });

  it('answers flighttask_resource_get with a fresh pre-signed bucket link', async () => {
    const { sim, id } = await h.boundDock();
    await expect
      .poll(async () => readyToFly(await h.stateOf(sim.sn)), { timeout: WAIT_MS })
      .toBe(true);
    // A conditional task: prepared now, flown when the battery allows, maybe hours later,
    // after the prepare's link has expired; so the dock asks for a fresh one.
    await sim.set({ drone: { battery: { capacity_percent: 50, remain_flight_time: 900 } } });
    const m = await mission();
    const windowEnd = new Date(h.t.clock.now().getTime() + 6 * 3_600_000).toISOString();
    const task = await h.api<TDockTask>(
      'POST',
      `/docks/${id}/tasks`,
      { mission_id: m.id, conditions: { battery_min_percent: 90, window_end: windowEnd } },
      201,
    );
    expect(task.status).toBe('waiting');
    const prepared = (
      sim.received.find((r) => r.method === 'flighttask_prepare')!.data.file as { url: string }
    ).url;
    const first = expectPresignedBucketUrl(prepared, task.id);

    const reply = await sim.ask('requests', 'flighttask_resource_get', {
      flight_id: task.flight_id,
    });
    expect(reply.data.result).toBe(0);
    const file = (reply.data.output as { file: { url: string; fingerprint: string } }).file;
    const fresh = expectPresignedBucketUrl(file.url, task.id);
    // Signed at the time of asking (never before the prepare's link).
    expect(fresh.pathname).toBe(first.pathname);
    expect(fresh.searchParams.get('X-Amz-Date')! >= first.searchParams.get('X-Amz-Date')!).toBe(
      true,
    );
    expect(md5(await download(file.url))).toBe(file.fingerprint);

    await h.api('POST', `/dock-tasks/${task.id}/cancel`);
    await expect
      .poll(async () => (await taskOf(task.id)).status, { timeout: WAIT_MS })
      .not.toBe('waiting');
  });
});
