// News (issue 16): public reads without a token, the staff-only CMS, the URL check, thumbnails
// re-encoded without EXIF, view counts, and a brand that disables news gets no news API.
import { BRAND_HEADER } from '@sortie/domain';
import { ZNewsItem, ZNewsListResponse } from '@sortie/domain/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { ACTORS, headersFor, seedRoster, type Roster } from '../../test/roster.ts';

const BODY = {
  title: 'Corridor mapping with fixed-wing VTOL drones',
  url: 'https://news.example.com/corridor-mapping',
  source: 'Survey Weekly',
  publish_date: '2026-11-20T09:00:00Z',
};

describe('news', () => {
  let t: TestApp;
  let roster: Roster;
  const staff = () => headersFor(roster, 'super_admin');
  beforeAll(async () => {
    t = await buildTestApp();
    roster = await seedRoster(t.app, t.db);
  });
  afterAll(async () => t.close());

  async function publish(body: Record<string, unknown>) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v4/news/publish',
      headers: staff(),
      payload: { ...BODY, ...body },
    });
    expect(res.statusCode, res.body).toBe(201);
    return ZNewsItem.parse(res.json());
  }

  it('lists published news to anyone, without a token, and hides drafts', async () => {
    const live = await publish({ title: 'Published item', draft: false, featured: true });
    const draft = await publish({ title: 'Draft item' });
    const res = await t.app.inject({ method: 'GET', url: '/api/v4/news' });
    expect(res.statusCode).toBe(200);
    const body = ZNewsListResponse.parse(res.json());
    expect(body).toMatchObject({ page: 1, limit: 10 });
    const ids = body.news.map((n) => n.id);
    expect(ids).toContain(live.id);
    expect(ids).not.toContain(draft.id);
    expect(body.news.find((n) => n.id === live.id)?.featured).toBe(true);

    // Drafts only for staff; a deep link to a draft is a 404 for everyone.
    for (const actor of ['anonymous', 'owner', 'member'] as const) {
      const refused = await t.app.inject({
        method: 'GET',
        url: '/api/v4/news?exclude_draft=false',
        headers: headersFor(roster, actor),
      });
      expect(refused.statusCode).toBe(actor === 'anonymous' ? 401 : 403);
    }
    const cms = await t.app.inject({
      method: 'GET',
      url: '/api/v4/news?exclude_draft=false&limit=50',
      headers: staff(),
    });
    expect(ZNewsListResponse.parse(cms.json()).news.map((n) => n.id)).toContain(draft.id);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v4/news/${draft.id}` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v4/news/${live.id}` })).json()).toEqual(
      live,
    );
  });

  it('pages with limit and page, and sorts', async () => {
    for (let i = 0; i < 3; i++) {
      await publish({
        title: `Paged ${i}`,
        draft: false,
        publish_date: `2020-01-0${i + 1}T00:00:00Z`,
      });
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v4/news?limit=2&page=1&sort_by=publish_date&sort_order=asc',
    });
    const body = ZNewsListResponse.parse(res.json());
    expect(body.news.map((n) => n.title)).toEqual(['Paged 0', 'Paged 1']);
    const second = ZNewsListResponse.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v4/news?limit=2&page=2&sort_by=publish_date&sort_order=asc',
        })
      ).json(),
    );
    expect(second.news[0]?.title).toBe('Paged 2');
    expect(second.total).toBe(body.total);
  });

  it('refuses every CMS call to everyone without the meta right', async () => {
    const item = await publish({ draft: false });
    for (const actor of ACTORS.filter((a) => a !== 'super_admin')) {
      const headers = headersFor(roster, actor);
      const expected = actor === 'anonymous' ? 401 : 403;
      const calls = [
        { method: 'POST' as const, url: '/api/v4/news/publish', payload: BODY },
        { method: 'PATCH' as const, url: `/api/v4/news/${item.id}`, payload: { featured: true } },
        { method: 'DELETE' as const, url: `/api/v4/news/${item.id}` },
      ];
      for (const call of calls) {
        expect(
          (await t.app.inject({ ...call, headers })).statusCode,
          `${actor} ${call.method}`,
        ).toBe(expected);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/v4/news/${item.id}` })).statusCode).toBe(
      200,
    );
  });

  it('edits, publishes, features and deletes', async () => {
    const item = await publish({});
    expect(item.draft).toBe(true);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v4/news/${item.id}`,
      headers: staff(),
      payload: { draft: false, featured: true, title: 'Edited' },
    });
    expect(res.json()).toMatchObject({ draft: false, featured: true, title: 'Edited' });
    // A PATCH changes only what it names: draft and featured stay as they are.
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/v4/news/${item.id}`,
      headers: staff(),
      payload: { source: 'Renamed source' },
    });
    expect(renamed.json()).toMatchObject({
      draft: false,
      featured: true,
      source: 'Renamed source',
    });
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v4/news/${item.id}`,
      headers: staff(),
    });
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/v4/news/${item.id}` })).statusCode).toBe(
      404,
    );
  });

  it('refuses links to private-network and malformed addresses', async () => {
    for (const url of [
      'http://10.0.0.1/news',
      'http://127.0.0.1:8080/',
      'https://192.168.1.20/a',
      'http://172.16.0.5/',
      'http://169.254.169.254/latest/meta-data',
      'http://localhost/',
      'javascript:alert(1)',
      'https://user:pw@example.com/',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v4/news/publish',
        headers: staff(),
        payload: { ...BODY, url },
      });
      expect(res.statusCode, url).toBe(400);
    }
    const item = await publish({});
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/v4/news/${item.id}`,
      headers: staff(),
      payload: { url: 'http://10.0.0.1/' },
    });
    expect(patch.statusCode).toBe(400);
    const thumb = await t.app.inject({
      method: 'PATCH',
      url: `/api/v4/news/${item.id}`,
      headers: staff(),
      payload: { thumbnail: 'http://127.0.0.1/x.png' },
    });
    expect(thumb.statusCode).toBe(400);
  });

  it('counts views of published items without a token', async () => {
    const item = await publish({ draft: false });
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/v4/news/views/${item.id}` });
      expect(res.statusCode).toBe(204);
    }
    const after = await t.app.inject({ method: 'GET', url: `/api/v4/news/${item.id}` });
    expect(after.json().views).toBe(2);
    const draft = await publish({});
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/v4/news/views/${draft.id}` })).statusCode,
    ).toBe(404);
  });

  it('stores thumbnails re-encoded as WebP without EXIF, and refuses other files', async () => {
    const jpeg = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-serial-123', Artist: 'pilot' } })
      .toBuffer();
    expect(jpeg.includes('secret-serial-123')).toBe(true);
    const upload = (bytes: Buffer, name: string) => {
      const boundary = '----news-thumb';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/v4/content/thumbnail',
        headers: { ...staff(), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    };
    const res = await upload(jpeg, 'photo.jpg');
    expect(res.statusCode, res.body).toBe(201);
    const url: string = res.json().url;
    expect(url).toMatch(/^\/api\/v4\/files\/content\/[0-9a-f-]{36}\.webp$/);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.rawPayload.includes('secret-serial-123')).toBe(false);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    // The stored URL is accepted as a thumbnail.
    await publish({ thumbnail: url });

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>');
    expect((await upload(svg, 'x.svg')).statusCode).toBe(415);
    const truncated = jpeg.subarray(0, 40);
    expect((await upload(truncated, 'cut.jpg')).statusCode).toBe(415);
    expect((await upload(Buffer.alloc(3 * 1024 * 1024, 1), 'big.jpg')).statusCode).toBe(413);
  });

  it('refuses every news route on a brand that disables news', async () => {
    const item = await publish({ draft: false });
    const brand = { [BRAND_HEADER]: 'guyana' };
    const calls = [
      { method: 'GET' as const, url: '/api/v4/news' },
      { method: 'GET' as const, url: `/api/v4/news/${item.id}` },
      { method: 'PATCH' as const, url: `/api/v4/news/views/${item.id}` },
      { method: 'POST' as const, url: '/api/v4/news/publish', payload: BODY },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: { ...staff(), ...brand } });
      expect(res.statusCode, call.url).toBe(404);
      expect(res.json().error.type).toBe('feature_disabled');
    }
    const india = await t.app.inject({
      method: 'GET',
      url: '/api/v4/news',
      headers: { [BRAND_HEADER]: 'india' },
    });
    expect(india.statusCode).toBe(200);
  });
});
