// Logo files after a crash: truncated temporary files and logos no workspace points at are swept
// at start-up; a logo whose row committed before the rename is finished, not lost.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { seedRoster, headersFor, type Roster } from '../../test/roster.ts';
import { sweepLogoFiles } from './service/logo-files.ts';

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const HOURS_AGO = (h: number) => new Date(Date.now() - h * 3600_000);

function upload(t: TestApp, roster: Roster) {
  const boundary = '----sortie-logo-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="l.png"\r\n` +
      'Content-Type: image/png\r\n\r\n',
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/v4/company/${roster.companyId}/logo`,
    headers: {
      ...headersFor(roster, 'owner'),
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([head, PNG_1PX, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

describe('logo files', () => {
  let t: TestApp;
  let roster: Roster;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sortie-logo-'));
  const logoDir = path.join(dataDir, 'files', 'logos');
  beforeAll(async () => {
    t = await buildTestApp({ env: { DATA_DIR: dataDir } });
    roster = await seedRoster(t.app, t.db);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const stale = (name: string, bytes: Buffer) => {
    const file = path.join(logoDir, name);
    fs.writeFileSync(file, bytes);
    fs.utimesSync(file, HOURS_AGO(2), HOURS_AGO(2));
  };

  it('an upload leaves only its served file; the sweep finishes or removes what a crash left', async () => {
    const up = await upload(t, roster);
    expect(up.statusCode).toBe(200);
    const served = up.json<{ logo: string }>().logo.split('/').pop()!;
    expect(fs.readdirSync(logoDir)).toEqual([served]);

    // A crash between commit and rename: the row names a file that exists only as a temp file.
    fs.renameSync(path.join(logoDir, served), path.join(logoDir, `.${served}.tmp`));
    fs.utimesSync(path.join(logoDir, `.${served}.tmp`), HOURS_AGO(2), HOURS_AGO(2));
    // A crash during the write, and a file whose row never committed.
    const truncated = `.${randomUUID()}.png.tmp`;
    stale(truncated, PNG_1PX.subarray(0, 10));
    const orphan = `${randomUUID()}.png`;
    stale(orphan, PNG_1PX);
    // An upload in progress elsewhere (fresh) and a file that is not ours are left alone.
    const fresh = `.${randomUUID()}.png.tmp`;
    fs.writeFileSync(path.join(logoDir, fresh), PNG_1PX);
    stale('README.txt', Buffer.from('kept'));

    expect(await sweepLogoFiles(t.db, logoDir, 3600_000, Date.now())).toBe(3);
    expect(fs.readdirSync(logoDir).sort()).toEqual([fresh, served, 'README.txt'].sort());
    const get = await t.app.inject({ method: 'GET', url: `/api/v4/files/logos/${served}` });
    expect(get.statusCode).toBe(200);
    expect(get.rawPayload.equals(PNG_1PX)).toBe(true);
  });

  it('runs the sweep when the server starts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sortie-logo-start-'));
    const logos = path.join(dir, 'files', 'logos');
    fs.mkdirSync(logos, { recursive: true });
    const orphan = path.join(logos, `${randomUUID()}.png`);
    fs.writeFileSync(orphan, PNG_1PX);
    fs.utimesSync(orphan, HOURS_AGO(2), HOURS_AGO(2));
    const started = await buildTestApp({ env: { DATA_DIR: dir } });
    try {
      expect(fs.existsSync(orphan)).toBe(false);
    } finally {
      await started.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
