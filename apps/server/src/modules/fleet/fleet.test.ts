// Fleet end to end on the real app and database: drones and batteries under every role, If-Match,
// CSV export and an all-or-nothing import (errors by row and column, nothing stored), and the
// round trip of an exported file.
import type { TCsvImportResponse, TFleetBattery, TFleetDrone } from '@sortie/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call, workspace, type Person, type Workspace } from '../../test/sites-fixtures.ts';

const M3E = 'dji-mavic-3-enterprise';
let seq = 0;
const serial = (p = 'SN') => `${p}-${Date.now().toString(36)}-${++seq}`;

describe('fleet: drones and batteries', () => {
  let t: TestApp;
  let w: Workspace;
  const url = (path: string) => `/company/${w.companyId}${path}`;
  const addDrone = async (who: Person, body: object = {}) =>
    call(t, who, 'POST', url('/drones'), { model_id: M3E, serial: serial(), ...body });

  beforeAll(async () => {
    t = await buildTestApp();
    w = await workspace(t);
  }, 120_000);
  afterAll(async () => t.close());

  it('lets managers add, edit and delete drones, staff read them, guests and outsiders nothing', async () => {
    const expected = {
      owner: { list: 200, create: 201, edit: 200, remove: 204 },
      admin: { list: 200, create: 201, edit: 200, remove: 204 },
      member: { list: 200, create: 403, edit: 403, remove: 403 },
      guest: { list: 403, create: 403, edit: 403, remove: 403 },
      outsider: { list: 403, create: 403, edit: 403, remove: 403 },
    } as const;
    for (const [role, want] of Object.entries(expected)) {
      const who = w[role as keyof typeof expected];
      const made = await addDrone(w.owner, { nickname: `of ${role}` });
      expect(made.statusCode, made.body).toBe(201);
      const drone = made.json<TFleetDrone>();
      expect((await call(t, who, 'GET', url('/drones'))).statusCode, role).toBe(want.list);
      expect((await call(t, who, 'GET', url(`/drones/${drone.id}`))).statusCode, role).toBe(
        want.list,
      );
      expect((await addDrone(who)).statusCode, role).toBe(want.create);
      const edit = await call(t, who, 'PATCH', url(`/drones/${drone.id}`), { firmware: '10.1' });
      expect(edit.statusCode, role).toBe(want.edit);
      const remove = await call(t, who, 'DELETE', url(`/drones/${drone.id}`));
      expect(remove.statusCode, role).toBe(want.remove);
      const csv = await call(t, who, 'GET', url('/drones/csv'));
      expect(csv.statusCode, role).toBe(role === 'owner' || role === 'admin' ? 200 : 403);
    }
  });

  it('lets managers manage batteries; members read them', async () => {
    const expected = {
      owner: [200, 201],
      admin: [200, 201],
      member: [200, 403],
      guest: [403, 403],
      outsider: [403, 403],
    } as const;
    for (const [role, [list, create]] of Object.entries(expected)) {
      const who = w[role as keyof typeof expected];
      expect((await call(t, who, 'GET', url('/batteries'))).statusCode, role).toBe(list);
      const made = await call(t, who, 'POST', url('/batteries'), {
        serial: serial('B'),
        model: 'dji-m3e-battery',
      });
      expect(made.statusCode, role).toBe(create);
      if (create !== 201) continue;
      const battery = made.json<TFleetBattery>();
      expect(battery).toMatchObject({ cycles: 0, status: 'active', drone_id: null });
      const member = await call(t, w.member, 'PATCH', url(`/batteries/${battery.id}`), {
        cycles: 3,
      });
      expect(member.statusCode).toBe(403);
      const patched = await call(t, who, 'PATCH', url(`/batteries/${battery.id}`), {
        cycles: 12,
        health_pct: 96,
      });
      expect(patched.json()).toMatchObject({ cycles: 12, health_pct: 96 });
      expect((await call(t, who, 'DELETE', url(`/batteries/${battery.id}`))).statusCode).toBe(204);
    }
  });

  it('checks the model against the catalogue, refuses a repeated serial, and honours If-Match', async () => {
    const unknown = await addDrone(w.owner, { model_id: 'no-such-drone' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ error: { details: { field: 'model_id' } } });
    const sn = serial();
    const first = await addDrone(w.owner, { serial: sn, registration: 'UA0123456789' });
    expect(first.json()).toMatchObject({
      model_name: 'DJI Mavic 3 Enterprise (M3E)',
      registration: 'UA0123456789',
      status: 'active',
      flight_hours: 0,
    });
    expect((await addDrone(w.owner, { serial: sn })).statusCode).toBe(409);
    const drone = first.json<TFleetDrone>();
    const get = await call(t, w.owner, 'GET', url(`/drones/${drone.id}`));
    expect(get.headers.etag).toBe(`"${drone.etag}"`);
    const fresh = await call(
      t,
      w.owner,
      'PATCH',
      url(`/drones/${drone.id}`),
      { status: 'maintenance' },
      { 'if-match': `"${drone.etag}"` },
    );
    expect(fresh.statusCode, fresh.body).toBe(200);
    const stale = await call(
      t,
      w.owner,
      'PATCH',
      url(`/drones/${drone.id}`),
      { status: 'lost' },
      { 'if-match': `"${drone.etag}"` },
    );
    expect(stale.statusCode).toBe(412);
    const now = await call(t, w.owner, 'GET', url(`/drones/${drone.id}`));
    expect(now.json()).toMatchObject({ status: 'maintenance' });
  });

  it('refuses a CSV with bad rows whole, naming each error by row and column, and stores nothing', async () => {
    const before = (await call(t, w.owner, 'GET', url('/drones'))).json<TFleetDrone[]>().length;
    const good = serial('CSV');
    const csv = [
      'serial,model_id,status,purchase_date,maintenance_due_hours',
      `${good},${M3E},active,2025-01-10,50`,
      `${serial('CSV')},not-a-model,active,,`,
      `${serial('CSV')},${M3E},broken,2025-13-40,`,
      `${good},${M3E},active,,-5`,
    ].join('\n');
    const res = await call(t, w.owner, 'POST', url('/drones/import'), { csv, commit: true });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<TCsvImportResponse>();
    expect(body.imported).toBe(0);
    expect(body.rows).toBe(4);
    const where = body.errors.map((e) => `${e.row}:${e.column}`).sort();
    expect(where).toEqual(
      ['2:model_id', '3:purchase_date', '3:status', '4:maintenance_due_hours'].sort(),
    );
    const after = (await call(t, w.owner, 'GET', url('/drones'))).json<TFleetDrone[]>().length;
    expect(after).toBe(before);

    const members = await call(t, w.member, 'POST', url('/drones/import'), { csv, commit: false });
    expect(members.statusCode).toBe(403);
    const huge = `serial,model_id\n${`x,${M3E}\n`.repeat(2001)}`;
    const tooMany = await call(t, w.owner, 'POST', url('/drones/import'), { csv: huge });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({ error: { type: 'csv_too_many_rows' } });
  });

  it('previews without storing, imports all rows, and an exported file imports back unchanged', async () => {
    const other = await workspace(t);
    const ourl = (p: string) => `/company/${other.companyId}${p}`;
    const [a, b] = [serial('RT'), serial('RT')];
    const csv = [
      'serial,model_id,nickname,notes,insurance_expiry',
      `${a},${M3E},"Hawk, the first",=cmd(),2027-03-01`,
      `${b},dji-matrice-350-rtk,,"two\nlines",`,
    ].join('\r\n');
    const preview = await call(t, other.owner, 'POST', ourl('/drones/import'), { csv });
    expect(preview.json()).toMatchObject({ rows: 2, errors: [], imported: 0 });
    expect((await call(t, other.owner, 'GET', ourl('/drones'))).json()).toEqual([]);
    const done = await call(t, other.owner, 'POST', ourl('/drones/import'), { csv, commit: true });
    expect(done.json()).toMatchObject({ imported: 2, errors: [] });
    const batteries = `serial,model,cycles,health_pct,drone_serial\nBT-${a},dji-m3e-battery,14,91.5,${a}\n`;
    const bat = await call(t, other.owner, 'POST', ourl('/batteries/import'), {
      csv: batteries,
      commit: true,
    });
    expect(bat.json()).toMatchObject({ imported: 1, errors: [] });

    const list = async () =>
      (await call(t, other.owner, 'GET', ourl('/drones'))).json<TFleetDrone[]>();
    const strip = (d: TFleetDrone[]) => d.map(({ etag: _e, ...rest }) => rest);
    const first = await list();
    expect(first.find((d) => d.serial === a)).toMatchObject({
      nickname: 'Hawk, the first',
      notes: '=cmd()',
      insurance_expiry: '2027-03-01',
    });
    const exported = await call(t, other.owner, 'GET', ourl('/drones/csv'));
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.body).toContain(`'=cmd()`);
    const again = await call(t, other.owner, 'POST', ourl('/drones/import'), {
      csv: exported.body,
      commit: true,
    });
    expect(again.json()).toMatchObject({ imported: 2, errors: [] });
    expect(strip(await list())).toEqual(strip(first));

    const batteryCsv = await call(t, other.owner, 'GET', ourl('/batteries/csv'));
    expect(batteryCsv.body).toContain(`BT-${a},dji-m3e-battery,14,91.5,active,${a}`);
    const batteryBack = await call(t, other.owner, 'POST', ourl('/batteries/import'), {
      csv: batteryCsv.body,
      commit: true,
    });
    expect(batteryBack.json()).toMatchObject({ imported: 1, errors: [] });
    const [battery] = (await call(t, other.owner, 'GET', ourl('/batteries'))).json<
      TFleetBattery[]
    >();
    expect(battery).toMatchObject({
      cycles: 14,
      health_pct: 91.5,
      drone_id: first.find((d) => d.serial === a)?.id,
    });
  });
});
