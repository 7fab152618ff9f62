// Tips (issue 16): sanitised HTML, the tip of the day, one vote per user per tip, and the
// staff-only CMS.
import { ZTip, ZTipOfTheDayResponse, ZTipsListResponse } from '@sortie/domain/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { ACTORS, headersFor, seedRoster, type Roster } from '../../test/roster.ts';
import { sanitizeTipHtml } from './sanitize.ts';

const HOSTILE = [
  '<p>Fly <strong>low</strong> over water.</p>',
  '<script>alert(1)</script>',
  '<img src="https://cdn.example.com/x.png" onerror="alert(2)">',
  '<a href="javascript:alert(3)">click</a>',
  '<a href="https://example.com/guide" onclick="alert(4)">guide</a>',
  '<iframe src="https://evil.example.com"></iframe>',
  '<p style="background:url(javascript:alert(5))">styled</p>',
  '<svg><script>alert(6)</script></svg>',
].join('');

describe('tips', () => {
  let t: TestApp;
  let roster: Roster;
  const staff = () => headersFor(roster, 'super_admin');
  beforeAll(async () => {
    t = await buildTestApp();
    roster = await seedRoster(t.app, t.db);
  });
  afterAll(async () => t.close());

  async function create(body: Record<string, unknown>) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v4/tips/publish',
      headers: staff(),
      payload: { title: 'Overlap', description: '<p>Use 75% front overlap.</p>', ...body },
    });
    expect(res.statusCode, res.body).toBe(201);
    return ZTip.parse(res.json());
  }

  function expectClean(html: string) {
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|style=|<svg/i);
  }

  it('sanitises tip HTML on create and edit, keeping the allowed formatting', async () => {
    const tip = await create({ description: HOSTILE, draft: false });
    expectClean(tip.description);
    expect(tip.description).toContain('<p>Fly <strong>low</strong> over water.</p>');
    expect(tip.description).toContain('<img src="https://cdn.example.com/x.png" />');
    expect(tip.description).toContain(
      '<a href="https://example.com/guide" target="_blank" rel="noopener noreferrer">guide</a>',
    );
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/v4/tips/${tip.id}`,
      headers: staff(),
      payload: { description: `<p>ok</p>${HOSTILE}` },
    });
    expectClean(ZTip.parse(edited.json()).description);
    // A PATCH changes only what it names: the tip stays published.
    expect(ZTip.parse(edited.json()).draft).toBe(false);
    const listed = ZTipsListResponse.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v4/tips?limit=50',
          headers: headersFor(roster, 'member'),
        })
      ).json(),
    );
    for (const item of listed.tips) expectClean(item.description);
    // Nothing left but script: refused rather than stored empty.
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v4/tips/publish',
      headers: staff(),
      payload: { title: 'x', description: '<script>alert(1)</script><iframe></iframe>' },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('drops hostile markup in the sanitiser itself', () => {
    expectClean(sanitizeTipHtml('<IMG SRC=x ONERROR=alert(1)><A HREF="JaVaScRiPt:x">a</A>'));
    expectClean(sanitizeTipHtml('<a href="  javascript:alert(1)">a</a><img src="http://x/y.png">'));
    expect(sanitizeTipHtml('<img src="http://x.example.com/y.png">')).toBe('<img />');
  });

  it('gives everyone the same published tip of the day, and none from drafts', async () => {
    await create({ title: 'Published for web', draft: false, client: 'web' });
    await create({ title: 'Draft only', draft: true, client: 'web' });
    const answers = await Promise.all(
      (['member', 'owner', 'guest', 'outsider'] as const).map(async (actor) =>
        ZTipOfTheDayResponse.parse(
          (
            await t.app.inject({
              method: 'GET',
              url: '/api/v4/tips/tip_of_the_day?client=web',
              headers: headersFor(roster, actor),
            })
          ).json(),
        ),
      ),
    );
    const ids = new Set(answers.map((a) => a.tip?.id));
    expect(ids.size).toBe(1);
    expect(answers[0]?.tip).not.toBeNull();
    expect(answers[0]?.tip?.draft).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v4/tips/tip_of_the_day' })).statusCode,
    ).toBe(401);
  });

  it('counts each vote once per user, and lets the user change it', async () => {
    const tip = await create({ draft: false });
    const vote = (actor: 'member' | 'owner', dir: 'up' | 'down') =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v4/tips/${tip.id}/${dir}vote`,
        headers: headersFor(roster, actor),
      });
    for (let i = 0; i < 3; i++) expect((await vote('member', 'up')).statusCode).toBe(200);
    expect((await vote('owner', 'up')).json()).toEqual({
      up_votes: 2,
      down_votes: 0,
      my_vote: 'up',
    });
    // Two at once from one user still count once.
    await Promise.all([vote('owner', 'down'), vote('owner', 'down')]);
    expect((await vote('member', 'down')).json()).toEqual({
      up_votes: 0,
      down_votes: 2,
      my_vote: 'down',
    });
    const listed = ZTipsListResponse.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v4/tips?limit=50&sort_by=up_votes',
          headers: headersFor(roster, 'member'),
        })
      ).json(),
    );
    expect(listed.tips.find((x) => x.id === tip.id)).toMatchObject({
      up_votes: 0,
      down_votes: 2,
      my_vote: 'down',
    });
    const draft = await create({ draft: true });
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/v4/tips/${draft.id}/upvote`,
          headers: headersFor(roster, 'member'),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses the CMS to everyone without the meta right', async () => {
    const tip = await create({});
    for (const actor of ACTORS.filter((a) => a !== 'super_admin')) {
      const headers = headersFor(roster, actor);
      const expected = actor === 'anonymous' ? 401 : 403;
      const calls = [
        { method: 'GET' as const, url: '/api/v4/tips?exclude_draft=false' },
        {
          method: 'POST' as const,
          url: '/api/v4/tips/publish',
          payload: { title: 'x', description: '<p>x</p>' },
        },
        { method: 'PATCH' as const, url: `/api/v4/tips/${tip.id}`, payload: { draft: false } },
        { method: 'DELETE' as const, url: `/api/v4/tips/${tip.id}` },
      ];
      for (const call of calls) {
        const res = await t.app.inject({ ...call, headers });
        expect(res.statusCode, `${actor} ${call.method} ${call.url}`).toBe(expected);
      }
    }
    const cms = await t.app.inject({
      method: 'GET',
      url: '/api/v4/tips?exclude_draft=false&limit=50',
      headers: staff(),
    });
    expect(ZTipsListResponse.parse(cms.json()).tips.map((x) => x.id)).toContain(tip.id);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v4/tips/${tip.id}`,
      headers: staff(),
    });
    expect(del.statusCode).toBe(204);
  });
});
