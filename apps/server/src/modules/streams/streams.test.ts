// The streams API without video: create, list (cursor, view_recording), get, PATCH with
// If-Match, keys, and who may do what. Publishing and playback are in streams-ingest.test.ts.
import type { TSite, TStream, TStreamPage, TStreamToken } from '@sortie/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { FIELD, call, workspace, type Workspace } from '../../test/sites-fixtures.ts';

type ErrorBody = { error: { type: string; message: string } };

describe('streams API', () => {
  let t: TestApp;
  let w: Workspace;
  const url = () => `/company/${w.companyId}/streams`;
  const create = async (body: object) => {
    const res = await call(t, w.member, 'POST', url(), body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TStream>();
  };

  beforeAll(async () => {
    t = await buildTestApp();
    w = await workspace(t);
  }, 60_000);
  afterAll(async () => t.close());

  it('creates a waiting stream with its site, location and public flag', async () => {
    const site = (
      await call(t, w.owner, 'POST', `/company/${w.companyId}/sites`, {
        name: 'Streamed field',
        geometry: FIELD,
      })
    ).json<TSite>();
    const stream = await create({
      title: '  Tower inspection ',
      site_id: site.id,
      public: true,
      location: [77.6, 12.9],
    });
    expect(stream).toMatchObject({
      title: 'Tower inspection',
      site_id: site.id,
      status: 'waiting',
      public: true,
      location: [77.6, 12.9],
      participant_count: 0,
      start_time: null,
      host: { id: w.member.id },
    });
    const bad = await call(t, w.member, 'POST', url(), { title: '', location: [200, 0] });
    expect(bad.statusCode).toBe(400);
    // A site of another workspace is not found from here.
    const foreign = await call(t, w.member, 'POST', url(), {
      title: 'x',
      site_id: '00000000-0000-4000-8000-000000000001',
    });
    expect(foreign.statusCode).toBe(404);
    // Guests watch nothing and create nothing (Streams rights are staff only).
    expect((await call(t, w.guest, 'POST', url(), { title: 'x' })).statusCode).toBe(403);
  });

  it('lists newest first with a cursor, and hides ended streams unless view_recording', async () => {
    const made: TStream[] = [];
    for (let i = 0; i < 3; i++) {
      t.clock.advance(1000);
      made.push(await create({ title: `Listed ${i}` }));
    }
    const first = (await call(t, w.owner, 'GET', `${url()}?limit=2`)).json<TStreamPage>();
    expect(first.streams.map((s) => s.title)).toEqual(['Listed 2', 'Listed 1']);
    expect(first.next_value).not.toBeNull();
    const second = (
      await call(t, w.owner, 'GET', `${url()}?limit=2&direction=lt&value=${first.next_value}`)
    ).json<TStreamPage>();
    expect(second.streams[0]?.title).toBe('Listed 0');
    const live = (
      await call(t, w.owner, 'GET', `${url()}?view_recording=false&limit=100`)
    ).json<TStreamPage>();
    expect(live.streams.every((s) => s.status !== 'ended')).toBe(true);
  });

  it('edits title and public flag with If-Match only', async () => {
    const stream = await create({ title: 'Before' });
    const got = await call(t, w.owner, 'GET', `${url()}/${stream.id}`);
    expect(got.headers.etag).toBe(`"${stream.etag}"`);
    const missing = await call(t, w.member, 'PATCH', `${url()}/${stream.id}`, { title: 'After' });
    expect(missing.statusCode).toBe(428);
    const stale = await call(
      t,
      w.member,
      'PATCH',
      `${url()}/${stream.id}`,
      { title: 'After' },
      { 'if-match': '"stale"' },
    );
    expect(stale.statusCode).toBe(412);
    const ok = await call(
      t,
      w.member,
      'PATCH',
      `${url()}/${stream.id}`,
      { title: 'After', public: true },
      { 'if-match': `"${stream.etag}"` },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<TStream>()).toMatchObject({ title: 'After', public: true });
    expect(ok.json<TStream>().etag).not.toBe(stream.etag);
    // Public now: signed out, the stream is readable; its join has no play URL until live.
    const open = await t.app.inject({ url: `/api/v4/streams/${stream.id}/public/join` });
    expect(open.statusCode).toBe(200);
    expect(open.json<{ play: unknown }>().play).toBeNull();
  });

  it('issues single-use keys for waiting streams of the workspace only', async () => {
    const stream = await create({ title: 'Keyed' });
    const key = await call(t, w.member, 'POST', `${url()}/generatetoken`, {
      stream_id: stream.id,
    });
    expect(key.statusCode, key.body).toBe(201);
    expect(key.headers['cache-control']).toBe('no-store');
    const body = key.json<TStreamToken>();
    expect(body.stream_key).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(new Date(body.expires_at).getTime() - t.clock.now().getTime()).toBe(10 * 60 * 1000);
    const other = await call(
      t,
      w.outsider,
      'POST',
      `/company/${w.outsider.personalSpaceId}/streams/generatetoken`,
      {
        stream_id: stream.id,
      },
    );
    expect(other.statusCode).toBe(404);
    expect(other.json<ErrorBody>().error.type).toBe('not_found');
  });
});
