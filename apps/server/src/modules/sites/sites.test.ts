import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ZSite, type TSite } from '@sortie/domain/contracts';
import { strToU8, zipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  BOW_TIE,
  FIELD,
  ROAD,
  TOWER,
  call,
  multipart,
  setDefaultMemberAccess,
  workspace,
  type Workspace,
} from '../../test/sites-fixtures.ts';

const kml = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>${body}</Document></kml>`;
const placemark = (name: string, coords: string) =>
  `<Placemark><name>${name}</name><Polygon><outerBoundaryIs><LinearRing><coordinates>${coords}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>`;
const SQUARE = '77.59,12.97,0 77.592,12.97,0 77.592,12.972,0 77.59,12.972,0 77.59,12.97,0';

describe('sites', () => {
  let t: TestApp;
  let w: Workspace;
  const sitesUrl = () => `/company/${w.companyId}/sites`;
  const create = async (who = w.owner, body: object = { name: 'North Field', geometry: FIELD }) => {
    const res = await call(t, who, 'POST', sitesUrl(), body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TSite>();
  };
  const countSites = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from sites`.execute(t.db)).rows[0]!.n);

  beforeAll(async () => {
    t = await buildTestApp();
    w = await workspace(t);
  });
  afterAll(async () => t.close());

  it('creates area, corridor and point sites with every derived field', async () => {
    const area = await create(w.member);
    ZSite.parse(area);
    expect(area).toMatchObject({
      name: 'North Field',
      site_type: 'area',
      status: 'new',
      progress: 0,
      goal: null,
      remaining_time: null,
      sample_data: false,
      external: false,
      access_level: 'full_access',
      elevation_source: 'None',
      created_by: { id: w.member.id, name: 'Member' },
      corridor_width_m: null,
      collaborators_count: 0,
      invites_count: 0,
    });
    expect(area.size.unit).toBe('m2');
    expect(area.size.value).toBeGreaterThan(39_000);
    expect(area.size.value).toBeLessThan(41_000);
    expect(area.size.acres).toBeCloseTo(area.size.value! / 4046.86, 3);
    expect(area.location[0]).toBeCloseTo(77.59092, 4);
    expect(area.location[1]).toBeCloseTo(12.9709, 4);

    const road = await create(w.member, { name: 'Road', geometry: ROAD, corridor_width_m: 40 });
    expect(road).toMatchObject({
      site_type: 'corridor',
      corridor_width_m: 40,
      size: { unit: 'm', acres: null },
    });
    expect(road.size.value).toBeGreaterThan(1300);
    expect(road.size.value).toBeLessThan(1360);
    const tower = await create(w.member, { name: 'Tower', geometry: TOWER });
    expect(tower).toMatchObject({
      site_type: 'point',
      size: { value: null, unit: null },
      location: [77.62, 12.99],
    });

    const thumb = await call(t, w.member, 'GET', `${sitesUrl()}/${area.id}/thumbnail.svg`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toContain('image/svg+xml');
    expect(thumb.body).toMatch(/^<svg [^>]*>.*<path d="M[\d.,L]+Z"/);
    expect(area.thumbnail).toContain(`/sites/${area.id}/thumbnail.svg`);
    // An imperial user's card reads its scale bar in feet; an unknown system is refused.
    const url = `${sitesUrl()}/${area.id}/thumbnail.svg`;
    const imperial = await call(t, w.member, 'GET', `${url}?units=imperial`);
    expect(imperial.statusCode).toBe(200);
    expect(imperial.body).toMatch(/>\d+ ft</);
    expect(imperial.headers.etag).not.toBe(thumb.headers.etag);
    expect((await call(t, w.member, 'GET', `${url}?units=furlongs`)).statusCode).toBe(400);
  });

  it('patches with If-Match only, refusing stale etags; status follows progress but can be set', async () => {
    const site = await create();
    const url = `${sitesUrl()}/${site.id}`;
    const get = await call(t, w.owner, 'GET', url);
    expect(get.headers.etag).toBe(`"${site.etag}"`);
    expect((await call(t, w.owner, 'PATCH', url, { name: 'X' })).statusCode).toBe(428);
    const stale = await call(t, w.owner, 'PATCH', url, { name: 'X' }, { 'if-match': '"nope"' });
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error.type).toBe('precondition_failed');

    const ok = await call(
      t,
      w.owner,
      'PATCH',
      url,
      { goal: 600, progress: 200 },
      { 'if-match': `"${site.etag}"` },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const patched = ok.json<TSite>();
    expect(patched).toMatchObject({
      goal: 600,
      progress: 200,
      remaining_time: 400,
      status: 'in_progress',
    });
    expect(patched.etag).not.toBe(site.etag);
    expect(
      (await call(t, w.owner, 'PATCH', url, { name: 'Y' }, { 'if-match': site.etag })).statusCode,
    ).toBe(412);

    const done = await call(
      t,
      w.owner,
      'PATCH',
      url,
      { progress: 650 },
      { 'if-match': patched.etag },
    );
    expect(done.json()).toMatchObject({ status: 'complete', remaining_time: 0 });
    const toggled = await call(
      t,
      w.owner,
      'PATCH',
      url,
      { status: 'in_progress' },
      { 'if-match': done.json<TSite>().etag },
    );
    expect(toggled.json()).toMatchObject({ status: 'in_progress', progress: 650 });

    const reshaped = await call(
      t,
      w.owner,
      'PATCH',
      url,
      { geometry: ROAD },
      { 'if-match': toggled.json<TSite>().etag },
    );
    expect(reshaped.json()).toMatchObject({ site_type: 'corridor', corridor_width_m: 20 });
    const crossing = await call(
      t,
      w.owner,
      'PATCH',
      url,
      { geometry: BOW_TIE },
      { 'if-match': reshaped.json<TSite>().etag },
    );
    expect(crossing.statusCode).toBe(422);
    expect(crossing.json().error.type).toBe('self_intersecting');
  });

  it('applies site access levels: view reads and exports, edit patches and shares, full_access deletes', async () => {
    const site = await create(w.owner);
    const url = `${sitesUrl()}/${site.id}`;
    const asMember = await call(t, w.member, 'GET', url);
    expect(asMember.json()).toMatchObject({ access_level: 'view' });
    expect(
      (await call(t, w.member, 'GET', `${url}/features?map_feature=Site&output_format=KML`))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(t, w.member, 'PATCH', url, { name: 'M' }, { 'if-match': site.etag })).statusCode,
    ).toBe(403);
    expect(
      (
        await call(t, w.member, 'POST', `${url}/shares`, {
          user_id: w.admin.id,
          access_level: 'view',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(t, w.member, 'DELETE', url)).statusCode).toBe(403);

    const share = await call(t, w.owner, 'POST', `${url}/shares`, {
      user_id: w.member.id,
      access_level: 'edit',
    });
    expect(share.statusCode, share.body).toBe(201);
    expect(share.json()).toMatchObject({
      invite: false,
      access_level: 'edit',
      user: { id: w.member.id },
    });
    const edited = await call(
      t,
      w.member,
      'PATCH',
      url,
      { name: 'Edited' },
      { 'if-match': site.etag },
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ access_level: 'edit', collaborators_count: 1 });
    const byMember = await call(t, w.member, 'POST', `${url}/shares`, {
      user_id: w.guest.id,
      access_level: 'view',
    });
    expect(byMember.statusCode).toBe(201);
    const tooMuch = await call(t, w.member, 'POST', `${url}/shares`, {
      user_id: w.admin.id,
      access_level: 'full_access',
    });
    expect(tooMuch.statusCode).toBe(403);
    expect((await call(t, w.member, 'DELETE', url)).statusCode).toBe(403);

    await call(t, w.owner, 'PATCH', `${url}/shares/${share.json<{ id: string }>().id}`, {
      access_level: 'full_access',
    });
    expect((await call(t, w.member, 'DELETE', url)).statusCode).toBe(204);
    expect((await call(t, w.owner, 'GET', url)).statusCode).toBe(404);
  });

  it('keeps outsiders and guests out, and hides sites from members without default access', async () => {
    const site = await create(w.owner);
    const url = `${sitesUrl()}/${site.id}`;
    const outsider = await call(t, w.outsider, 'GET', url);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().error.type).toBe('user_not_part_of_company');
    expect((await call(t, w.outsider, 'GET', sitesUrl())).json().error.type).toBe(
      'user_not_part_of_company',
    );
    // A site of another workspace is not found through this one.
    expect(
      (await call(t, w.outsider, 'GET', `/company/${w.outsider.personalSpaceId}/sites/${site.id}`))
        .statusCode,
    ).toBe(404);
    expect((await call(t, w.guest, 'GET', url)).statusCode).toBe(404);
    expect(
      (await call(t, w.guest, 'POST', sitesUrl(), { name: 'G', geometry: FIELD })).statusCode,
    ).toBe(403);

    await setDefaultMemberAccess(t, w.companyId, 'none');
    try {
      expect((await call(t, w.member, 'GET', url)).statusCode).toBe(404);
      const own = await create(w.member, { name: 'Mine', geometry: TOWER });
      const list = (await call(t, w.member, 'GET', `${sitesUrl()}?limit=100`)).json<{
        sites: TSite[];
      }>();
      expect(list.sites.map((s) => s.id)).toContain(own.id);
      expect(
        list.sites.every(
          (s) =>
            s.created_by?.id === w.member.id || s.collaborators.some((c) => c.id === w.member.id),
        ),
      ).toBe(true);
    } finally {
      await setDefaultMemberAccess(t, w.companyId, 'view');
    }
  });

  it('creates a site from an uploaded KML, named after the file', async () => {
    const body = multipart(
      'East Block.kml',
      Buffer.from(
        kml(
          `<Placemark><Polygon><outerBoundaryIs><LinearRing><coordinates>${SQUARE}</coordinates></LinearRing></outerBoundaryIs></Polygon></Placemark>`,
        ),
      ),
    );
    const res = await call(t, w.owner, 'POST', sitesUrl(), body.payload, body.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'East Block', site_type: 'area' });
    const kmz = zipSync({ 'doc.kml': strToU8(kml(placemark('Zipped', SQUARE))) });
    const zipped = multipart('zipped.kmz', Buffer.from(kmz), { name: 'From KMZ' });
    const res2 = await call(t, w.owner, 'POST', sitesUrl(), zipped.payload, zipped.headers);
    expect(res2.statusCode, res2.body).toBe(201);
    expect(res2.json()).toMatchObject({ name: 'From KMZ' });
  });

  it('refuses hostile and invalid uploads and stores nothing', async () => {
    const before = await countSites();
    const upload = async (fileName: string, bytes: Uint8Array) => {
      const body = multipart(fileName, Buffer.from(bytes));
      return call(t, w.owner, 'POST', sitesUrl(), body.payload, body.headers);
    };
    const bomb = `<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><kml><Placemark><name>&c;</name><Point><coordinates>1,2</coordinates></Point></Placemark></kml>`;
    const xxe = `<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY x SYSTEM "file:///etc/passwd">]><kml><Placemark><name>&x;</name><Point><coordinates>1,2</coordinates></Point></Placemark></kml>`;
    const zipBomb = zipSync({ 'doc.kml': new Uint8Array(51 * 1024 * 1024) }, { level: 9 });
    const cases: [string, Uint8Array, string][] = [
      ['bomb.kml', strToU8(bomb), 'unsafe_file'],
      ['xxe.kml', strToU8(xxe), 'unsafe_file'],
      ['bomb.kmz', zipBomb, 'file_too_large'],
      [
        'two.kml',
        strToU8(kml(placemark('a', SQUARE) + placemark('b', SQUARE))),
        'multiple_features',
      ],
      [
        'cross.kml',
        strToU8(kml(placemark('x', '77.59,12.97 77.6,12.98 77.6,12.97 77.59,12.98 77.59,12.97'))),
        'self_intersecting',
      ],
      ['empty.kml', strToU8(kml('')), 'invalid_kml'],
      [
        'far.kml',
        strToU8(kml(placemark('far', '190,12 191,12 191,13 190,12'))),
        'invalid_coordinates',
      ],
      ['notes.txt', strToU8('hello'), 'unsupported_file_type'],
    ];
    for (const [name, bytes, type] of cases) {
      const res = await upload(name, bytes);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(422);
      expect(res.json().error.type, name).toBe(type);
    }
    const multiple = await upload(
      'two.kml',
      strToU8(kml(placemark('a', SQUARE) + placemark('b', SQUARE))),
    );
    expect(multiple.json().error).toMatchObject({
      message:
        'Selected KML file has multiple features. Please select a KML file which contains only a single feature.',
      details: { title: 'Multiple Features Detected' },
    });
    const invalid = await upload('empty.kml', strToU8(kml('')));
    expect(invalid.json().error).toMatchObject({
      message:
        'Selected KML file is invalid. Please select a KML file containing valid (polygon, line or point) feature.',
      details: { title: 'Invalid KML Selected' },
    });
    const json = async (geometry: unknown) =>
      call(t, w.owner, 'POST', sitesUrl(), { name: 'J', geometry });
    expect((await json(BOW_TIE)).json().error.type).toBe('self_intersecting');
    expect((await json({ type: 'Point', coordinates: [200, 95] })).json().error.type).toBe(
      'invalid_coordinates',
    );
    expect(
      (
        await json({
          type: 'Polygon',
          coordinates: [
            [
              [0, 0],
              [0, 0],
              [0, 0],
            ],
          ],
        })
      ).json().error.type,
    ).toBe('invalid_kml');
    const huge = await json({
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [5, 0],
          [5, 5],
          [0, 5],
          [0, 0],
        ],
      ],
    });
    expect(huge.json().error.type).toBe('site_too_large');
    expect((await json({ type: 'Circle', coordinates: [] })).statusCode).toBe(400);
    expect(await countSites()).toBe(before);
  });

  it('exports areas, corridors and points as KML that GDAL opens with the same geometry', async () => {
    const positions = (g: { type: string; coordinates: unknown }): number[][] =>
      g.type === 'Polygon'
        ? (g.coordinates as number[][][])[0]!
        : g.type === 'LineString'
          ? (g.coordinates as number[][])
          : [g.coordinates as number[]];
    for (const geometry of [FIELD, ROAD, TOWER]) {
      const site = await create(w.owner, { name: 'Export Me', geometry });
      const res = await call(
        t,
        w.member,
        'GET',
        `${sitesUrl()}/${site.id}/features?map_feature=Site&output_format=KML`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="Export-Me_site_\d{4}-\d{2}-\d{2}\.kml"; filename\*=UTF-8''Export-Me_site_\d{4}-\d{2}-\d{2}\.kml$/,
      );
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sortie-site-kml-'));
      try {
        const file = path.join(dir, 'site.kml');
        fs.writeFileSync(file, res.body);
        const info = execFileSync('ogrinfo', ['-ro', '-al', '-so', file], { encoding: 'utf8' });
        expect(info).toContain('Feature Count: 1');
        const geojson = JSON.parse(
          execFileSync('ogr2ogr', ['-f', 'GeoJSON', '/vsistdout/', file], { encoding: 'utf8' }),
        ) as { features: { geometry: { type: string; coordinates: unknown } }[] };
        const g = geojson.features[0]!.geometry;
        expect(g.type).toBe(geometry.type);
        const got = positions(g);
        const want = positions(geometry);
        expect(got).toHaveLength(want.length);
        got.forEach((p, i) => {
          expect(p[0]).toBeCloseTo(want[i]![0]!, 7);
          expect(p[1]).toBeCloseTo(want[i]![1]!, 7);
        });
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
    const site = await create(w.owner, { name: 'Export Me', geometry: FIELD });
    const other = await call(
      t,
      w.member,
      'GET',
      `${sitesUrl()}/${site.id}/features?map_feature=Site&output_format=CSV`,
    );
    expect(other.statusCode).toBe(422);
  });

  it('shares once per person, lists invites as external sites, and expires them with the site', async () => {
    const site = await create(w.owner, { name: 'Shared Farm', geometry: FIELD });
    const url = `${sitesUrl()}/${site.id}`;
    const invite = await call(t, w.owner, 'POST', `${url}/shares`, {
      email: w.outsider.email.toUpperCase(),
      access_level: 'full_access',
    });
    expect(invite.statusCode, invite.body).toBe(201);
    expect(invite.json()).toMatchObject({
      invite: true,
      user: { id: w.outsider.id },
      access_level: 'full_access',
    });
    const again = await call(t, w.owner, 'POST', `${url}/shares`, {
      user_id: w.outsider.id,
      access_level: 'view',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.type).toBe('duplicate_site_invite');
    // The invitation mail (decision 434): the English it always had to someone who never chose
    // a language; an address without an account gets the sharer's language, here Hindi.
    const mailTo = (to: string) =>
      t.db
        .selectFrom('mail_outbox')
        .select(['subject', 'body_text'])
        .where('to_address', '=', to)
        .where('kind', '=', 'site_invite')
        .executeTakeFirstOrThrow();
    expect(await mailTo(w.outsider.email)).toEqual({
      subject: 'A site was shared with you: Shared Farm',
      body_text:
        'Shared Farm was shared with you (full access). Sign in to find it in your Personal Workspace.',
    });
    await t.db.updateTable('users').set({ language: 'hi' }).where('id', '=', w.owner.id).execute();
    const other = await create(w.owner, { name: 'Canal Bank', geometry: FIELD });
    const byHindi = await call(t, w.owner, 'POST', `${sitesUrl()}/${other.id}/shares`, {
      email: 'no-account-hindi@example.com',
      access_level: 'view',
    });
    await t.db.updateTable('users').set({ language: null }).where('id', '=', w.owner.id).execute();
    expect(byHindi.statusCode, byHindi.body).toBe(201);
    expect(await mailTo('no-account-hindi@example.com')).toEqual({
      subject: 'आपके साथ एक साइट साझा की गई है: Canal Bank',
      body_text:
        'Canal Bank आपके साथ साझा की गई है (देखने की पहुँच)। इसे अपने निजी वर्कस्पेस में देखने के लिए साइन इन करें।',
    });
    const stranger = await call(t, w.owner, 'POST', `${url}/shares`, {
      email: 'new.person@example.com',
      access_level: 'view',
    });
    expect(stranger.json()).toMatchObject({
      invite: true,
      user: null,
      email: 'new.person@example.com',
    });
    expect(
      (
        await call(t, w.owner, 'POST', `${url}/shares`, {
          email: 'New.Person@example.com',
          access_level: 'edit',
        })
      ).statusCode,
    ).toBe(409);
    const shares = await call(t, w.member, 'GET', `${url}/shares`);
    expect(shares.json().shares).toHaveLength(2);
    expect((await call(t, w.owner, 'GET', url)).json()).toMatchObject({
      invites_count: 2,
      collaborators_count: 1,
    });

    const personal = `/company/${w.outsider.personalSpaceId}/sites`;
    const listed = (await call(t, w.outsider, 'GET', personal)).json<{ sites: TSite[] }>();
    const external = listed.sites.find((s) => s.id === site.id);
    // An outsider's level is capped at edit: only the workspace may delete its sites.
    expect(external).toMatchObject({ external: true, access_level: 'edit', name: 'Shared Farm' });
    expect((await call(t, w.outsider, 'GET', `${personal}/${site.id}`)).json()).toMatchObject({
      external: true,
    });
    expect((await call(t, w.outsider, 'DELETE', `${personal}/${site.id}`)).statusCode).toBe(403);

    expect((await call(t, w.owner, 'DELETE', url)).statusCode).toBe(204);
    const after = (await call(t, w.outsider, 'GET', personal)).json<{ sites: TSite[] }>();
    expect(after.sites.map((s) => s.id)).not.toContain(site.id);
    const left = await sql<{
      n: string;
    }>`select count(*) as n from site_shares where site_id = ${site.id}`.execute(t.db);
    expect(Number(left.rows[0]!.n)).toBe(0);
  });

  it('holds a free workspace to its site limit and gives the slot back on delete', async () => {
    const free = await workspace(t, { plan: '' });
    const url = `/company/${free.companyId}/sites`;
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await call(t, free.owner, 'POST', url, { name: `S${i}`, geometry: TOWER });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json<TSite>().id);
    }
    const over = await call(t, free.owner, 'POST', url, { name: 'S10', geometry: TOWER });
    expect(over.statusCode).toBe(422);
    expect(over.json().error.type).toBe('exceeded_max_sites');
    expect((await call(t, free.owner, 'DELETE', `${url}/${ids[0]}`)).statusCode).toBe(204);
    expect(
      (await call(t, free.owner, 'POST', url, { name: 'S10', geometry: TOWER })).statusCode,
    ).toBe(201);
    const status = await call(
      t,
      free.owner,
      'GET',
      `${url}?filters=${encodeURIComponent('{"status":["new"]}')}`,
    );
    expect(status.statusCode).toBe(422);
    expect(status.json().error).toMatchObject({
      type: 'feature_not_in_plan',
      details: { feature: 'web_progress_sync' },
    });
    expect((await call(t, free.owner, 'GET', `${url}?group_by=status`)).json().error.type).toBe(
      'feature_not_in_plan',
    );
  });
});
