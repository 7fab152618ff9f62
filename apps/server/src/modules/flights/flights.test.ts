// Flight reports end to end: idempotent by flight_id, started → pending sync, completed → progress
// and derived status, a status set by hand kept until the derived status changes, and access.
import { ZReportFlightResponse, type TMission, type TSite } from '@sortie/domain/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { FIELD, call, workspace, type Workspace } from '../../test/sites-fixtures.ts';

const AREA = {
  kind: 'area_mapping',
  drone_id: 'dji-mavic-3-enterprise',
  camera_id: 'dji-m3e-wide',
  params: { altitude_m: 60 },
} as const;

type ErrorBody = { error: { type: string; message: string } };

describe('flight reports', () => {
  let t: TestApp;
  let w: Workspace;
  let seq = 0;
  const flightId = () => `flight-${Date.now()}-${++seq}`;
  const sitesUrl = () => `/company/${w.companyId}/sites`;
  const report = (missionId: string, body: object, who = w.owner) =>
    call(t, who, 'POST', `/company/${w.companyId}/missions/${missionId}/flights`, {
      started_at: '2026-11-22T07:00:00Z',
      ...body,
    });
  const newSiteWithMission = async (goal: number | null) => {
    const created = await call(t, w.owner, 'POST', sitesUrl(), {
      name: `Flown field ${++seq}`,
      geometry: FIELD,
      goal,
    });
    expect(created.statusCode, created.body).toBe(201);
    const site = created.json<TSite>();
    const saved = await call(t, w.owner, 'POST', `/company/${w.companyId}/missions`, {
      ...AREA,
      site_id: site.id,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    return { site, mission: saved.json<TMission>() };
  };
  const getSite = async (id: string) =>
    (await call(t, w.owner, 'GET', `${sitesUrl()}/${id}`)).json<TSite>();

  beforeAll(async () => {
    t = await buildTestApp();
    w = await workspace(t);
  });
  afterAll(async () => t.close());

  it('keeps the notes of a flight logged from the web, and refuses notes over 2,000 characters', async () => {
    const { mission } = await newSiteWithMission(600);
    const logged = await report(mission.id, {
      flight_id: flightId(),
      state: 'completed',
      duration_s: 60,
      waypoints: { from: 0, to: 1 },
      notes: '  Gusty after 10:00 ',
    });
    expect(logged.statusCode, logged.body).toBe(201);
    expect(logged.json()).toMatchObject({
      flight: { notes: 'Gusty after 10:00', waypoints: { from: 0, to: 1 } },
      site: { progress: 60 },
    });
    const plain = await report(mission.id, { flight_id: flightId(), state: 'started' });
    expect(plain.json()).toMatchObject({ flight: { notes: null } });
    const tooLong = await report(mission.id, {
      flight_id: flightId(),
      state: 'completed',
      duration_s: 60,
      notes: 'x'.repeat(2001),
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('counts a flight once, shows pending sync until it completes, and derives the status', async () => {
    const { site, mission } = await newSiteWithMission(600);
    const id = flightId();
    const started = await report(mission.id, { flight_id: id, state: 'started' });
    expect(started.statusCode, started.body).toBe(201);
    expect(ZReportFlightResponse.parse(started.json()).site).toMatchObject({
      progress: 0,
      status: 'new',
      pending_sync: true,
    });
    expect((await getSite(site.id)).pending_sync).toBe(true);
    const again = await report(mission.id, { flight_id: id, state: 'started' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ counted: false, site: { pending_sync: true } });

    const done = await report(mission.id, { flight_id: id, state: 'completed', duration_s: 300 });
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({
      counted: true,
      flight: { state: 'completed', duration_s: 300, pilot: { id: w.owner.id } },
      site: { progress: 300, remaining_time: 300, status: 'in_progress', pending_sync: false },
    });
    // The app resends after a lost answer: nothing changes.
    const resent = await report(mission.id, { flight_id: id, state: 'completed', duration_s: 300 });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ counted: false, site: { progress: 300 } });

    // Concurrent duplicates of a new flight count once too.
    const twin = flightId();
    const twins = await Promise.all([
      report(mission.id, { flight_id: twin, state: 'completed', duration_s: 400 }),
      report(mission.id, { flight_id: twin, state: 'completed', duration_s: 400 }),
    ]);
    expect(twins.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const after = await getSite(site.id);
    expect(after).toMatchObject({ progress: 700, remaining_time: 0, status: 'complete' });
    expect(after.pilots.map((p) => p.id)).toContain(w.owner.id);
    const rows = await sql<{ n: string }>`select count(*) as n from mission_flights
      where site_id = ${site.id}`.execute(t.db);
    expect(Number(rows.rows[0]!.n)).toBe(2);
  });

  it('keeps a status set by hand until the derived status changes', async () => {
    const { site, mission } = await newSiteWithMission(1000);
    await report(mission.id, { flight_id: flightId(), state: 'completed', duration_s: 100 });
    const flown = await getSite(site.id);
    expect(flown.status).toBe('in_progress');
    const patched = await call(
      t,
      w.owner,
      'PATCH',
      `${sitesUrl()}/${site.id}`,
      { status: 'complete' },
      { 'if-match': `"${flown.etag}"` },
    );
    expect(patched.statusCode, patched.body).toBe(200);
    // Still in progress by the numbers: the hand-set Complete stays.
    await report(mission.id, { flight_id: flightId(), state: 'completed', duration_s: 100 });
    expect(await getSite(site.id)).toMatchObject({ progress: 200, status: 'complete' });
    // A goal change that keeps the derived status keeps it too.
    const current = await getSite(site.id);
    await call(
      t,
      w.owner,
      'PATCH',
      `${sitesUrl()}/${site.id}`,
      { goal: 2000 },
      { 'if-match': `"${current.etag}"` },
    );
    expect((await getSite(site.id)).status).toBe('complete');
    // Reaching the goal is a derived change (in progress → complete): the status follows it.
    const back = await getSite(site.id);
    await call(
      t,
      w.owner,
      'PATCH',
      `${sitesUrl()}/${site.id}`,
      { status: 'new' },
      { 'if-match': `"${back.etag}"` },
    );
    await report(mission.id, { flight_id: flightId(), state: 'completed', duration_s: 1800 });
    expect(await getSite(site.id)).toMatchObject({ progress: 2000, status: 'complete' });
  });

  it('lets pilots with edit access report, for members of the workspace only', async () => {
    const { mission } = await newSiteWithMission(null);
    const viewOnly = await report(
      mission.id,
      { flight_id: flightId(), state: 'completed', duration_s: 60 },
      w.member,
    );
    expect(viewOnly.statusCode).toBe(403);
    expect(viewOnly.json<ErrorBody>().error.message).toMatch(/report flights/);
    const outsider = await report(
      mission.id,
      { flight_id: flightId(), state: 'completed', duration_s: 60 },
      w.outsider,
    );
    expect(outsider.statusCode).toBe(403);
    const guest = await report(
      mission.id,
      { flight_id: flightId(), state: 'completed', duration_s: 60 },
      w.guest,
    );
    expect(guest.statusCode).toBe(404);

    const notMember = await report(mission.id, {
      flight_id: flightId(),
      state: 'completed',
      duration_s: 60,
      pilot_id: w.outsider.id,
    });
    expect(notMember.statusCode).toBe(422);
    expect(notMember.json<ErrorBody>().error.type).toBe('pilot_not_member');
    const byMember = await report(mission.id, {
      flight_id: flightId(),
      state: 'completed',
      duration_s: 60,
      pilot_id: w.member.id,
      waypoints: { from: 0, to: 1 },
    });
    expect(byMember.statusCode, byMember.body).toBe(201);
    expect(byMember.json()).toMatchObject({
      flight: { pilot: { id: w.member.id, name: 'Member' }, waypoints: { from: 0, to: 1 } },
    });
  });

  it('refuses malformed reports and a flight_id reused for another mission', async () => {
    const a = await newSiteWithMission(600);
    const b = await newSiteWithMission(600);
    const noDuration = await report(a.mission.id, { flight_id: flightId(), state: 'completed' });
    expect(noDuration.statusCode).toBe(400);
    const pastEnd = await report(a.mission.id, {
      flight_id: flightId(),
      state: 'completed',
      duration_s: 5,
      waypoints: { from: 0, to: 100_000 },
    });
    expect(pastEnd.statusCode).toBe(422);
    const id = flightId();
    expect(
      (await report(a.mission.id, { flight_id: id, state: 'completed', duration_s: 5 })).statusCode,
    ).toBe(201);
    const reused = await report(b.mission.id, { flight_id: id, state: 'completed', duration_s: 5 });
    expect(reused.statusCode).toBe(409);
    expect(reused.json<ErrorBody>().error.type).toBe('flight_id_conflict');
    expect((await getSite(b.site.id)).progress).toBe(0);
  });
});
