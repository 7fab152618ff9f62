// Members by CSV (decision 353): bulk invites from a file, previewed with an error per row and
// column, within the plan's max_members, all or nothing; only managers may send them.
import type { TCsvImportResponse, TListInvitesResponse } from '@sortie/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { call, workspace, type Workspace } from '../../test/sites-fixtures.ts';

const tag = () => Math.random().toString(36).slice(2, 8);

describe('members by CSV', () => {
  let t: TestApp;
  let w: Workspace;
  const url = (path: string) => `/company/${w.companyId}${path}`;
  const pendingEmails = async () =>
    (await call(t, w.owner, 'GET', url('/invites')))
      .json<TListInvitesResponse>()
      .invites.map((i) => i.email ?? `+${i.country_code} ${i.phone_number}`)
      .sort();

  beforeAll(async () => {
    t = await buildTestApp();
    w = await workspace(t);
  }, 120_000);
  afterAll(async () => t.close());

  it('refuses a file with bad rows whole, naming each error by row and column', async () => {
    const ok = `ok-${tag()}@example.com`;
    const csv = [
      'email,role',
      `${ok},member`,
      'not-an-email,member',
      `b-${tag()}@example.com,boss`,
      `${ok.toUpperCase()},guest`,
      `${w.member.email},guest`,
    ].join('\n');
    for (const commit of [false, true]) {
      const res = await call(t, w.owner, 'POST', url('/invites/import'), { csv, commit });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<TCsvImportResponse>();
      expect(body.imported).toBe(0);
      expect(body.errors.map((e) => [e.row, e.column])).toEqual([
        [2, 'email'],
        [3, 'role'],
        [4, 'email'],
        [5, 'email'],
      ]);
      expect(body.errors[2]!.message).toBe('The same person as row 1.');
      expect(body.errors[3]!.message).toMatch(/already a member/);
    }
    expect(await pendingEmails()).toEqual([]);
  });

  it('previews, then sends every invite of a good file; a repeat names the pending ones', async () => {
    const a = `a-${tag()}@example.com`;
    const csv = `email,country_code,phone_number,role\n${a},,,guest\n,+91,9876543210,member\n`;
    const preview = await call(t, w.admin, 'POST', url('/invites/import'), { csv });
    expect(preview.json<TCsvImportResponse>()).toMatchObject({ rows: 2, errors: [], imported: 0 });
    expect(await pendingEmails()).toEqual([]);
    const sent = await call(t, w.admin, 'POST', url('/invites/import'), { csv, commit: true });
    expect(sent.json<TCsvImportResponse>()).toMatchObject({ errors: [], imported: 2 });
    expect(await pendingEmails()).toEqual(['+91 9876543210', a].sort());
    const again = await call(t, w.admin, 'POST', url('/invites/import'), { csv, commit: true });
    expect(again.json<TCsvImportResponse>().errors.map((e) => e.message)).toEqual([
      'This person already has a pending invite.',
      'This person already has a pending invite.',
    ]);
  });

  it('admins cannot invite admins; members, guests and outsiders cannot import', async () => {
    const csv = `email,role\nboss-${tag()}@example.com,admin\n`;
    const res = await call(t, w.admin, 'POST', url('/invites/import'), { csv });
    expect(res.json<TCsvImportResponse>().errors).toEqual([
      { row: 1, column: 'role', message: 'Only an owner can invite admins.' },
    ]);
    for (const who of [w.member, w.guest, w.outsider]) {
      expect((await call(t, who, 'POST', url('/invites/import'), { csv })).statusCode).toBe(403);
    }
  });

  it('keeps the whole file within the plan’s member limit', async () => {
    const free = await workspace(t, { plan: 'free' });
    // Six invites do not fit a limit of five (and then none is sent); one does.
    const two = `email,role\n${[1, 2, 3, 4, 5, 6].map((n) => `p${n}-${tag()}@example.com,member`).join('\n')}\n`;
    const res = await call(t, free.owner, 'POST', `/company/${free.companyId}/invites/import`, {
      csv: two,
      commit: true,
    });
    const body = res.json<TCsvImportResponse>();
    expect(body.imported).toBe(0);
    expect(body.errors).toEqual([
      expect.objectContaining({ row: 0, column: 'file', message: expect.stringMatching(/5/) }),
    ]);
    const one = `email,role\nthree-${tag()}@example.com,member\n`;
    const fits = await call(t, free.owner, 'POST', `/company/${free.companyId}/invites/import`, {
      csv: one,
      commit: true,
    });
    expect(fits.json<TCsvImportResponse>()).toMatchObject({ imported: 1, errors: [] });
  });

  it('answers hostile files with a sentence: unclosed quotes, too many rows', async () => {
    const quote = await call(t, w.owner, 'POST', url('/invites/import'), {
      csv: 'email,role\n"open@example.com,member\n',
    });
    expect(quote.statusCode).toBe(422);
    const many = `email\n${Array.from({ length: 2001 }, (_, i) => `m${i}@example.com`).join('\n')}`;
    const rows = await call(t, w.owner, 'POST', url('/invites/import'), { csv: many });
    expect(rows.statusCode).toBe(422);
    expect(rows.json().error.message).toMatch(/Split it/);
  });
});
