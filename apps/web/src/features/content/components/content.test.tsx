// @vitest-environment jsdom
// News and tips in the web app (issue 16): the news page with its deep link and view counter,
// the Tip of the Day card and its vote toasts on the home page, news hidden on a brand that
// disables it, the CMS pages closed to everyone without the meta rights, and the same in Hindi.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { metaRbacRules } from '@sortie/domain';
import type { TNewsItem, TTip } from '@sortie/domain/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n.ts';
import { buildBrand, buildUser } from '../../../testing/factories.ts';
import { mockFetch, renderApp } from '../../../testing/render-app.tsx';

const news = (id: string, over: Partial<TNewsItem> = {}): TNewsItem => ({
  id,
  title: `Survey news ${id}`,
  url: `https://news.example.com/${id}`,
  source: 'Field Notes',
  thumbnail: null,
  publish_date: '2026-11-20T09:00:00.000Z',
  featured: false,
  draft: false,
  views: 0,
  ...over,
});

const TIP: TTip = {
  id: 't1',
  title: 'Fly the sun behind you',
  description: '<p>Start two hours after <strong>sunrise</strong>.</p>',
  thumbnail: null,
  client: 'all',
  draft: false,
  up_votes: 0,
  down_votes: 0,
  my_vote: null,
  created_at: '2026-11-01T00:00:00.000Z',
};

const list = (items: TNewsItem[]) => ({
  status: 200,
  body: { news: items, total: items.length, page: 1, limit: 10 },
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('news and tips', () => {
  it('lists news without a token, shows Featured Read, opens a deep link and counts a view', async () => {
    const { calls } = mockFetch((method, path) => {
      if (method === 'GET' && path === '/api/v4/news') {
        return list([news('n1', { featured: true }), news('n2')]);
      }
      if (method === 'GET' && path === '/api/v4/news/n9') {
        return { status: 200, body: news('n9', { title: 'Linked item' }) };
      }
      if (method === 'PATCH') return { status: 204 };
      return undefined;
    });
    renderApp('/news?newsId=n9');
    const cards = await screen.findAllByTestId('news-card');
    await waitFor(() => expect(screen.getAllByTestId('news-card')).toHaveLength(3));
    expect(within(screen.getAllByTestId('news-card')[0]!).getByText('Linked item')).toBeTruthy();
    expect(screen.getAllByText('Featured Read')).toHaveLength(1);
    expect(cards.length).toBeGreaterThan(0);
    const newsCalls = calls.filter((c) => c.path.startsWith('/api/v4/news'));
    expect(newsCalls.every((c) => !c.headers.Authorization)).toBe(true);

    fireEvent.click(screen.getByText('Survey news n2'));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PATCH' && c.path === '/api/v4/news/views/n2')).toBe(
        true,
      ),
    );
  });

  it('shows the tip of the day on home and thanks the member for a vote', async () => {
    const { calls } = mockFetch((method, path) => {
      if (path === '/api/v4/tips/tip_of_the_day') return { status: 200, body: { tip: TIP } };
      if (path === '/api/v4/tips/t1/upvote') {
        return { status: 200, body: { up_votes: 1, down_votes: 0, my_vote: 'up' } };
      }
      if (path === '/api/v4/tips/t1/downvote') return { status: 500, body: {} };
      if (path === '/api/v4/news') return list([news('n1')]);
      return undefined;
    });
    renderApp('/company/p1/home', { user: buildUser() });
    const card = await screen.findByTestId('tip-card');
    expect(within(card).getByText('sunrise').tagName).toBe('STRONG');
    expect(await screen.findByTestId('home-news')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Thumbs up' }));
    expect(
      await screen.findByText('Thanks for your input. Glad to know you found it useful.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PATCH' && c.path === '/api/v4/tips/t1/upvote')).toBe(
        true,
      ),
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Thumbs down' }));
    expect(await screen.findByText('Oops, unable to record your input!')).toBeTruthy();
  });

  it('shows no news on home, and never asks for it, on a brand that disables news', async () => {
    const { calls } = mockFetch((_, path) =>
      path === '/api/v4/tips/tip_of_the_day' ? { status: 200, body: { tip: TIP } } : undefined,
    );
    renderApp('/company/p1/home', {
      user: buildUser(),
      brand: buildBrand({ disabledFeatures: ['news'] }),
    });
    await screen.findByTestId('tip-card');
    expect(screen.queryByTestId('home-news')).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/api/v4/news'))).toBe(false);
  });

  it('keeps the CMS pages for platform staff', async () => {
    mockFetch();
    const member = renderApp('/news-cms', { user: buildUser() });
    await waitFor(() => expect(member.router.state.location.pathname).toBe('/forbidden'));
    member.unmount();
    const tips = renderApp('/tips-cms', { user: buildUser() });
    await waitFor(() => expect(tips.router.state.location.pathname).toBe('/forbidden'));
    tips.unmount();

    mockFetch((_, path) =>
      path === '/api/v4/tips'
        ? { status: 200, body: { tips: [TIP], total: 1, page: 1, limit: 10 } }
        : undefined,
    );
    const staff = buildUser({
      designation: ['Super Admin'],
      meta_roles: ['super_admin'],
      meta_rbac_rules: metaRbacRules(),
    });
    renderApp('/tips-cms', { user: staff });
    expect(await screen.findByRole('heading', { name: 'Tips CMS' })).toBeTruthy();
    expect(await screen.findByText('Fly the sun behind you')).toBeTruthy();
  });

  it('shows the news page and the tip of the day in Hindi, the stored words as written', async () => {
    await i18n.changeLanguage('hi');
    mockFetch((_, path) => {
      if (path === '/api/v4/tips/tip_of_the_day') return { status: 200, body: { tip: TIP } };
      if (path === '/api/v4/tips/t1/upvote') {
        return { status: 200, body: { up_votes: 1, down_votes: 0, my_vote: 'up' } };
      }
      if (path === '/api/v4/news') return list([news('n1', { featured: true })]);
      return undefined;
    });
    const home = renderApp('/company/p1/home', { user: buildUser() });
    const card = await screen.findByTestId('tip-card');
    expect(screen.getByText('आज का सुझाव')).toBeTruthy();
    expect(within(card).getByText('Fly the sun behind you')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'थम्स अप' }));
    expect(
      await screen.findByText('आपकी राय के लिए धन्यवाद। यह जानकर ख़ुशी हुई कि यह आपके काम आया।'),
    ).toBeTruthy();
    home.unmount();

    renderApp('/news');
    expect(await screen.findByRole('heading', { name: 'उद्योग समाचार और अपडेट' })).toBeTruthy();
    const newsCard = await screen.findByTestId('news-card');
    expect(within(newsCard).getByText('ख़ास लेख')).toBeTruthy();
    expect(within(newsCard).getByText('Survey news n1')).toBeTruthy();
  });
});
