// Logo files after a crash: truncated temporary files and logos no workspace points at are swept
// at start-up; a logo whose row committed before the rename is finished, not lost.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createStorage, scopeStorage, type FileStorage } from '../../storage/index.ts';
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
  let logos: FileStorage;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sortie-logo-'));
  beforeAll(async () => {
    t = await buildTestApp({ env: { DATA_DIR: dataDir } });
    roster = await seedRoster(t.app, t.db);
    // The app's own store (local disk or S3, as the test run chose).
    logos = scopeStorage(createStorage(t.config), 'logos');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const names = async () => (await logos.list()).map((o) => o.key).sort();
  // File ages are judged against `now`: two hours ahead makes every file written so far stale.
  const inTwoHours = () => Date.now() + 2 * 3600_000;

  it('an upload leaves only its served file; the sweep finishes or removes what a crash left', async () => {
    const up = await upload(t, roster);
    expect(up.statusCode).toBe(200);
    const served = up.json<{ logo: string }>().logo.split('/').pop()!;
    expect(await names()).toEqual([served]);

    // A crash between commit and rename: the row names a file that exists only as a temp file.
    await logos.move(served, `.${served}.tmp`);
    // A crash during the write, and a file whose row never committed.
    await logos.put(`.${randomUUID()}.png.tmp`, PNG_1PX.subarray(0, 10));
    await logos.put(`${randomUUID()}.png`, PNG_1PX);
    // A file that is not ours is left alone.
    await logos.put('README.txt', Buffer.from('kept'));

    expect(await sweepLogoFiles(t.db, logos, 3600_000, inTwoHours())).toBe(3);
    expect(await names()).toEqual([served, 'README.txt'].sort());
    const get = await t.app.inject({ method: 'GET', url: `/api/v4/files/logos/${served}` });
    expect(get.statusCode).toBe(200);
    expect(get.rawPayload.equals(PNG_1PX)).toBe(true);

    // An upload in progress elsewhere (younger than the minimum age) is never touched.
    const fresh = `.${randomUUID()}.png.tmp`;
    await logos.put(fresh, PNG_1PX);
    expect(await sweepLogoFiles(t.db, logos, 3600_000, Date.now())).toBe(0);
    expect(await names()).toContain(fresh);
  });

  it('runs the sweep when the server starts', async () => {
    // On local disk, where a file's age can be set (an S3 object's date is the server's).
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sortie-logo-start-'));
    const logoDir = path.join(dir, 'files', 'logos');
    fs.mkdirSync(logoDir, { recursive: true });
    const orphan = path.join(logoDir, `${randomUUID()}.png`);
    fs.writeFileSync(orphan, PNG_1PX);
    fs.utimesSync(orphan, HOURS_AGO(2), HOURS_AGO(2));
    const started = await buildTestApp({ env: { DATA_DIR: dir, S3_BUCKET: undefined } });
    try {
      expect(fs.existsSync(orphan)).toBe(false);
    } finally {
      await started.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
