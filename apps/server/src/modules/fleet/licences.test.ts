// Insurance documents, pilot licences and fleet notices (decision 351) on the real server and
// database: CRUD under each role, documents judged by their bytes and size, notices before
// expiry in the app and once by mail.
import {
  FLEET_DOCUMENT_MAX_BYTES,
  type TFleetDrone,
  type TFleetNotice,
  type TPilotLicence,
} from '@sortie/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  call,
  multipart,
  workspace,
  type Person,
  type Workspace,
} from '../../test/sites-fixtures.ts';
import type { FleetDeps } from './deps.ts';
import { licenceCode, licenceMessage } from './notices.ts';
import { createFleetService } from './service.ts';

let seq = 0;
const unique = (p: string) => `${p}-${Date.now().toString(36)}-${++seq}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const day = (t: TestApp, plus: number) =>
  new Date(t.clock.now().getTime() + plus * 86_400_000).toISOString().slice(0, 10);

describe('fleet documents, pilot licences and notices', () => {
  let t: TestApp;
  let w: Workspace;
  let drone: TFleetDrone;
  const url = (path: string) => `/company/${w.companyId}${path}`;
  const upload = (who: Person, path: string, name: string, bytes: Buffer) => {
    const body = multipart(name, bytes);
    return call(t, who, 'PUT', url(path), body.payload, body.headers);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    w = await workspace(t);
    drone = (
      await call(t, w.owner, 'POST', url('/drones'), {
        model_id: 'dji-mavic-3-enterprise',
        serial: unique('INS'),
        nickname: 'Kestrel',
      })
    ).json<TFleetDrone>();
  }, 120_000);
  afterAll(async () => t.close());

  it('keeps an insurance document: managers upload, staff download, the rest nothing', async () => {
    const path = `/drones/${drone.id}/insurance-document`;
    const up = await upload(w.admin, path, 'policy 2026.pdf', PDF);
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json<TFleetDrone>().insurance_document).toEqual({
      name: 'policy 2026.pdf',
      content_type: 'application/pdf',
      bytes: PDF.length,
    });
    const got = await call(t, w.member, 'GET', url(path));
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.rawPayload.equals(PDF)).toBe(true);
    expect((await upload(w.member, path, 'x.pdf', PDF)).statusCode).toBe(403);
    for (const who of [w.guest, w.outsider]) {
      expect((await call(t, who, 'GET', url(path))).statusCode).toBe(403);
      expect((await upload(who, path, 'x.pdf', PDF)).statusCode).toBe(403);
    }
    // A program named .pdf, and a file past the limit, are refused with what to change.
    const exe = await upload(w.owner, path, 'policy.pdf', Buffer.from('MZ\x90\x00 not a pdf'));
    expect(exe.statusCode).toBe(422);
    expect(exe.json().error.type).toBe('unsupported_document_type');
    const huge = Buffer.concat([PDF, Buffer.alloc(FLEET_DOCUMENT_MAX_BYTES)]);
    const big = await upload(w.owner, path, 'big.pdf', huge);
    expect(big.statusCode).toBe(422);
    expect(big.json().error.message).toMatch(/smaller/);
    // The first document is still there after the refusals; removing it clears it.
    expect((await call(t, w.member, 'GET', url(path))).rawPayload.equals(PDF)).toBe(true);
    const removed = await call(t, w.owner, 'DELETE', url(path));
    expect(removed.json<TFleetDrone>().insurance_document).toBeNull();
    expect((await call(t, w.member, 'GET', url(path))).statusCode).toBe(404);
  });

  it('lets pilots keep their own licence and managers everyone’s', async () => {
    const mine = await call(t, w.member, 'PUT', url(`/licences/${w.member.id}`), {
      number: 'UA-RPC-0042',
      category: 'Small',
      expiry: day(t, 400),
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<TPilotLicence>()).toMatchObject({ number: 'UA-RPC-0042', days_left: 400 });
    // A member may not write another pilot's licence; an admin may.
    expect(
      (await call(t, w.member, 'PUT', url(`/licences/${w.admin.id}`), { number: 'X' })).statusCode,
    ).toBe(403);
    const theirs = await call(t, w.admin, 'PUT', url(`/licences/${w.owner.id}`), {
      number: 'UA-RPC-0001',
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    // Lists: a manager sees both, the member only their own; guests and outsiders nothing.
    const all = (await call(t, w.owner, 'GET', url('/licences'))).json<TPilotLicence[]>();
    expect(all.map((l) => l.number).sort()).toEqual(['UA-RPC-0001', 'UA-RPC-0042']);
    const own = (await call(t, w.member, 'GET', url('/licences'))).json<TPilotLicence[]>();
    expect(own.map((l) => l.pilot.id)).toEqual([w.member.id]);
    for (const who of [w.guest, w.outsider]) {
      expect((await call(t, who, 'GET', url('/licences'))).statusCode).toBe(403);
      expect(
        (await call(t, who, 'PUT', url(`/licences/${who.id}`), { number: 'Z' })).statusCode,
      ).toBe(403);
    }
    // A pilot outside the workspace cannot be given a licence here.
    expect(
      (await call(t, w.owner, 'PUT', url(`/licences/${w.outsider.id}`), { number: 'Z' }))
        .statusCode,
    ).toBe(404);
    // The licence document: a scan, kept and served to its pilot.
    const doc = await upload(w.member, `/licences/${w.member.id}/document`, 'licence.png', PNG);
    expect(doc.statusCode, doc.body).toBe(200);
    expect(doc.json<TPilotLicence>().document?.content_type).toBe('image/png');
    const back = await call(t, w.admin, 'GET', url(`/licences/${w.member.id}/document`));
    expect(back.rawPayload.equals(PNG)).toBe(true);
    // Removing the owner's licence (by an admin) leaves the member's.
    expect((await call(t, w.admin, 'DELETE', url(`/licences/${w.owner.id}`))).statusCode).toBe(204);
    expect((await call(t, w.owner, 'GET', url(`/licences/${w.owner.id}`))).statusCode).toBe(404);
  });

  it('shows notices before a licence or insurance expires and when maintenance is due', async () => {
    await call(t, w.member, 'PUT', url(`/licences/${w.member.id}`), {
      number: 'UA-RPC-0042',
      expiry: day(t, 10),
    });
    await call(t, w.owner, 'PATCH', url(`/drones/${drone.id}`), {
      insurance_expiry: day(t, 5),
      maintenance_due_date: day(t, -1),
    });
    const notices = (await call(t, w.member, 'GET', url('/fleet/notices'))).json<TFleetNotice[]>();
    expect(notices.map((n) => [n.kind, n.overdue])).toEqual([
      ['maintenance_due', true],
      ['insurance_expiring', false],
      ['licence_expiring', false],
    ]);
    expect(notices[2]!.message).toMatch(/^Your pilot licence expires .* \(in 10 days\)/);
    // A stable code and its values beside the English, for the web to write in Hindi.
    expect(notices.map((n) => n.code)).toEqual([
      'maintenance_date_overdue',
      'insurance_expiring',
      'own_licence_expiring',
    ]);
    expect(notices[1]!.params).toEqual({
      subject: drone.nickname ?? expect.any(String),
      date: day(t, 5),
      days: 5,
    });
    expect(notices[2]!.params).toEqual({ date: day(t, 10), days: 10 });
    // The owner sees the member's licence notice under the member's name; a guest nothing.
    const owners = (await call(t, w.owner, 'GET', url('/fleet/notices'))).json<TFleetNotice[]>();
    expect(owners.find((n) => n.kind === 'licence_expiring')?.subject_id).toBe(w.member.id);
    expect(owners.find((n) => n.kind === 'licence_expiring')?.code).toBe('licence_expiring');
    expect((await call(t, w.guest, 'GET', url('/fleet/notices'))).statusCode).toBe(403);
  });

  it("mails a licence expiry notice once per expiry date, in the pilot's language", async () => {
    const sent: { to: string; subject: string; text: string }[] = [];
    let language: string | null = null;
    const deps = {
      db: t.db,
      clock: t.clock,
      namesOf: (ids: readonly string[]) =>
        Promise.resolve(new Map(ids.map((id) => [id, 'Member']))),
      mail: {
        queue: (m: { to: string; subject: string; text: string }) => {
          sent.push(m);
          return Promise.resolve('id');
        },
        recipientOf: (id: string) =>
          Promise.resolve(id === w.member.id ? { email: w.member.email, language } : null),
      },
    } as unknown as FleetDeps;
    const fleet = createFleetService(deps);
    // The app's start-up sweep ran before the licence existed: this one sends it, in the
    // English it always had to a pilot who never chose a language.
    expect(await fleet.notices.sweep()).toBe(1);
    expect(sent).toEqual([
      {
        kind: 'pilot_licence_expiry',
        to: w.member.email,
        subject: 'Your pilot licence expires soon',
        text: `Your pilot licence expires on ${day(t, 10)} (in 10 days).\n\nUpdate the licence in the pilot logbook once it is renewed.\n`,
      },
    ]);
    expect(await fleet.notices.sweep()).toBe(0);
    // A renewed licence that nears its new expiry is noticed again; the pilot now reads Hindi.
    await call(t, w.member, 'PUT', url(`/licences/${w.member.id}`), {
      number: 'UA-RPC-0042',
      expiry: day(t, 20),
    });
    language = 'hi';
    expect(await fleet.notices.sweep()).toBe(1);
    const hindiDay = new Intl.DateTimeFormat('hi-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${day(t, 20)}T00:00:00Z`));
    expect(sent[1]).toEqual({
      kind: 'pilot_licence_expiry',
      to: w.member.email,
      subject: 'आपका पायलट लाइसेंस जल्द समाप्त हो रहा है',
      text: `आपका पायलट लाइसेंस ${hindiDay} को समाप्त हो रहा है (20 दिन में)।\n\nनवीनीकरण के बाद पायलट लॉगबुक में लाइसेंस अपडेट करें।\n`,
    });
  });

  it('gives a pilot without a name their own notice code, not the English "a pilot"', () => {
    expect(licenceCode({ own: false, name: null }, '2026-12-01', -2)).toEqual({
      code: 'unnamed_licence_expired',
      params: { date: '2026-12-01', days: -2 },
    });
    expect(licenceMessage('a pilot', '2026-12-01', 3)).toBe(
      'The pilot licence of a pilot expires on 2026-12-01 (in 3 days).',
    );
    expect(licenceCode({ own: true, name: 'Asha' }, '2026-12-01', 3).code).toBe(
      'own_licence_expiring',
    );
  });
});
