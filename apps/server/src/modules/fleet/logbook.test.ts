// The pilot logbook end to end: a completed flight report of the pilot app lands in the logbook
// and adds hours to the drone (in the report's transaction), flights logged by hand, per-pilot
// totals, and the CSV export → import round trip with an all-or-nothing refusal.
import type {
  TCsvImportResponse,
  TFleetBattery,
  TFleetDrone,
  TLogbookFlight,
  TMission,
  TPilotTotals,
  TSite,
} from '@sortie/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { FIELD, call, workspace, type Workspace } from '../../test/sites-fixtures.ts';

let seq = 0;
const unique = (p: string) => `${p}-${Date.now().toString(36)}-${++seq}`;

describe('pilot logbook', () => {
  let t: TestApp;
  let w: Workspace;
  let drone: TFleetDrone;
  const url = (path: string) => `/company/${w.companyId}${path}`;
  const getDrone = async () =>
    (await call(t, w.owner, 'GET', url(`/drones/${drone.id}`))).json<TFleetDrone>();

  beforeAll(async () => {
    t = await buildTestApp();
    w = await workspace(t);
    const made = await call(t, w.owner, 'POST', url('/drones'), {
      model_id: 'dji-mavic-3-enterprise',
      serial: unique('LOG'),
      maintenance_due_hours: 1,
    });
    drone = made.json<TFleetDrone>();
  }, 120_000);
  afterAll(async () => t.close());

  it('logs a completed progress report as a flight and adds its hours to the drone', async () => {
    const site = (
      await call(t, w.owner, 'POST', url('/sites'), { name: 'Logged field', geometry: FIELD })
    ).json<TSite>();
    const mission = (
      await call(t, w.owner, 'POST', url('/missions'), {
        kind: 'area_mapping',
        drone_id: 'dji-mavic-3-enterprise',
        camera_id: 'dji-m3e-wide',
        params: { altitude_m: 60 },
        site_id: site.id,
      })
    ).json<TMission>();
    const flightId = unique('report');
    const report = (body: object) =>
      call(t, w.owner, 'POST', url(`/missions/${mission.id}/flights`), {
        flight_id: flightId,
        pilot_id: w.member.id,
        started_at: '2026-01-14T07:00:00Z',
        ...body,
      });
    // A started report logs nothing yet; the completion logs 45 minutes on the drone.
    expect((await report({ state: 'started' })).statusCode).toBe(201);
    expect((await getDrone()).flights).toBe(0);
    const done = await report({ state: 'completed', duration_s: 2700, drone_id: drone.id });
    expect(done.statusCode, done.body).toBe(201);
    // Repeated after a lost answer: counted once.
    expect(
      (await report({ state: 'completed', duration_s: 2700, drone_id: drone.id })).statusCode,
    ).toBe(200);
    expect(await getDrone()).toMatchObject({
      flights: 1,
      flight_hours: 0.75,
      maintenance_due: null,
    });

    const logged = (await call(t, w.member, 'GET', url(`/logbook?drone_id=${drone.id}`))).json<
      TLogbookFlight[]
    >();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      source: 'report',
      pilot: { id: w.member.id },
      site_id: site.id,
      mission_id: mission.id,
      duration_s: 2700,
      takeoff_at: '2026-01-14T07:00:00.000Z',
      landing_at: '2026-01-14T07:45:00.000Z',
    });

    // A drone of another workspace refuses the whole report: no progress, no logbook entry.
    const other = await workspace(t);
    const foreign = (
      await call(t, other.owner, 'POST', `/company/${other.companyId}/drones`, {
        model_id: 'dji-mavic-3-enterprise',
        serial: unique('X'),
      })
    ).json<TFleetDrone>();
    const refused = await call(t, w.owner, 'POST', url(`/missions/${mission.id}/flights`), {
      flight_id: unique('foreign'),
      state: 'completed',
      started_at: '2026-01-14T09:00:00Z',
      duration_s: 600,
      drone_id: foreign.id,
    });
    expect(refused.statusCode).toBe(422);
    const after = (await call(t, w.owner, 'GET', url(`/sites/${site.id}`))).json<TSite>();
    expect(after.progress).toBe(2700);
  });

  it('logs flights by hand, guards other pilots, and totals hours per pilot and aircraft', async () => {
    const flight = {
      takeoff_at: '2026-01-10T10:00:00+05:30',
      duration_s: 1800,
      drone_id: drone.id,
      purpose: 'Training',
      location: 'Hosur airstrip',
    };
    const own = await call(t, w.member, 'POST', url('/logbook'), flight);
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json()).toMatchObject({ source: 'manual', pilot: { id: w.member.id } });
    const forOther = await call(t, w.member, 'POST', url('/logbook'), {
      ...flight,
      pilot_id: w.admin.id,
    });
    expect(forOther.statusCode).toBe(403);
    const byManager = await call(t, w.owner, 'POST', url('/logbook'), {
      ...flight,
      pilot_id: w.admin.id,
      drone_id: null,
    });
    expect(byManager.statusCode).toBe(201);
    expect((await call(t, w.guest, 'POST', url('/logbook'), flight)).statusCode).toBe(403);
    const future = await call(t, w.owner, 'POST', url('/logbook'), {
      ...flight,
      takeoff_at: '2030-01-01T00:00:00Z',
    });
    expect(future.statusCode).toBe(422);

    expect(await getDrone()).toMatchObject({
      flights: 2,
      flight_hours: 1.25,
      maintenance_due: 'hours',
    });
    const totals = (await call(t, w.member, 'GET', url('/logbook/totals'))).json<TPilotTotals[]>();
    const member = totals.find((p) => p.pilot.id === w.member.id);
    expect(member).toMatchObject({
      flights: 2,
      hours: 1.25,
      last_90_days: { flights: 2, hours: 1.25 },
      by_aircraft: [{ drone_id: drone.id, flights: 2, hours: 1.25 }],
    });
    expect(totals.find((p) => p.pilot.id === w.admin.id)).toMatchObject({ flights: 1, hours: 0.5 });

    // A pilot deletes their own hand-logged flight, not a reported one.
    const mine = own.json<TLogbookFlight>();
    const reported = (await call(t, w.member, 'GET', url('/logbook')))
      .json<TLogbookFlight[]>()
      .find((f) => f.source === 'report');
    expect((await call(t, w.member, 'DELETE', url(`/logbook/${reported?.id}`))).statusCode).toBe(
      403,
    );
    expect((await call(t, w.member, 'DELETE', url(`/logbook/${mine.id}`))).statusCode).toBe(204);
    expect((await getDrone()).flights).toBe(1);
  });

  it('counts a logged flight as a cycle of each battery it lists, through edits and CSV', async () => {
    const other = await workspace(t);
    const ourl = (p: string) => `/company/${other.companyId}${p}`;
    const battery = (
      await call(t, other.owner, 'POST', ourl('/batteries'), {
        serial: unique('PACK'),
        model: 'dji-m3e-battery',
        cycles: 5,
      })
    ).json<TFleetBattery>();
    const cyclesNow = async () =>
      (await call(t, other.owner, 'GET', ourl('/batteries')))
        .json<TFleetBattery[]>()
        .find((b) => b.id === battery.id)?.cycles;

    const flight = await call(t, other.member, 'POST', ourl('/logbook'), {
      takeoff_at: '2026-01-12T06:00:00Z',
      duration_s: 900,
      battery_ids: [battery.id],
    });
    expect(flight.statusCode, flight.body).toBe(201);
    expect(await cyclesNow()).toBe(6);

    // The exported total written back changes nothing; a hand correction sets the total.
    const exported = await call(t, other.owner, 'GET', ourl('/batteries/csv'));
    expect(exported.body).toContain(`${battery.serial},dji-m3e-battery,6,`);
    const back = await call(t, other.owner, 'POST', ourl('/batteries/import'), {
      csv: exported.body,
      commit: true,
    });
    expect(back.json()).toMatchObject({ imported: 1, errors: [] });
    expect(await cyclesNow()).toBe(6);
    const patched = await call(t, other.owner, 'PATCH', ourl(`/batteries/${battery.id}`), {
      cycles: 10,
    });
    expect(patched.json()).toMatchObject({ cycles: 10 });

    // Deleting the wrong logbook entry corrects the battery, as it does the drone.
    const id = flight.json<TLogbookFlight>().id;
    expect((await call(t, other.owner, 'DELETE', ourl(`/logbook/${id}`))).statusCode).toBe(204);
    expect(await cyclesNow()).toBe(9);
  });

  it('exports the logbook as CSV and imports it back; a file with bad rows stores nothing', async () => {
    const other = await workspace(t);
    const ourl = (p: string) => `/company/${other.companyId}${p}`;
    const sn = unique('RT');
    await call(t, other.owner, 'POST', ourl('/drones'), {
      model_id: 'dji-matrice-350-rtk',
      serial: sn,
    });
    const csv = [
      'takeoff_at,duration_s,pilot_id,drone_serial,purpose,notes',
      `2026-01-05T08:00:00Z,1200,${other.member.id},${sn},Survey,"wind, 8 m/s"`,
      `2026-01-06T08:00:00Z,600,,${sn},Inspection,`,
    ].join('\n');
    const bad = `${csv}\nyesterday,-3,${w.owner.id},NOPE,,\n`;
    const refused = await call(t, other.owner, 'POST', ourl('/logbook/import'), {
      csv: bad,
      commit: true,
    });
    const body = refused.json<TCsvImportResponse>();
    expect(body.imported).toBe(0);
    expect(body.errors.map((e) => `${e.row}:${e.column}`).sort()).toEqual(
      ['3:drone_serial', '3:pilot_id', '3:takeoff_at', '3:duration_s'].sort(),
    );
    expect((await call(t, other.owner, 'GET', ourl('/logbook'))).json()).toEqual([]);

    const ok = await call(t, other.owner, 'POST', ourl('/logbook/import'), { csv, commit: true });
    expect(ok.json()).toMatchObject({ imported: 2, errors: [] });
    const exported = await call(t, other.owner, 'GET', ourl('/logbook/csv'));
    expect(exported.statusCode).toBe(200);
    const memberOnly = await call(
      t,
      other.owner,
      'GET',
      ourl(`/logbook/csv?pilot_id=${other.member.id}&from=2026-01-05&to=2026-01-05`),
    );
    expect(memberOnly.body.trim().split('\r\n')).toHaveLength(2);

    // Into a third workspace with the same drone serial: the same flights, pilots aside.
    const third = await workspace(t);
    const turl = (p: string) => `/company/${third.companyId}${p}`;
    await call(t, third.owner, 'POST', turl('/drones'), {
      model_id: 'dji-matrice-350-rtk',
      serial: sn,
    });
    const csvForThird = exported.body
      .replaceAll(other.member.id, third.member.id)
      .replaceAll(other.owner.id, third.owner.id);
    const back = await call(t, third.owner, 'POST', turl('/logbook/import'), {
      csv: csvForThird,
      commit: true,
    });
    expect(back.json()).toMatchObject({ imported: 2, errors: [] });
    const pick = (f: TLogbookFlight[]) =>
      f.map((x) => [x.takeoff_at, x.duration_s, x.purpose, x.notes]).sort();
    const a = (await call(t, other.owner, 'GET', ourl('/logbook'))).json<TLogbookFlight[]>();
    const b = (await call(t, third.owner, 'GET', turl('/logbook'))).json<TLogbookFlight[]>();
    expect(pick(b)).toEqual(pick(a));
    const drones = (await call(t, third.owner, 'GET', turl('/drones'))).json<TFleetDrone[]>();
    expect(drones[0]).toMatchObject({ flights: 2, flight_hours: 0.5 });
  });
});
