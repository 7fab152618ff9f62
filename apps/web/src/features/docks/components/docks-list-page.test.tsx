// @vitest-environment jsdom
// The docks list route (issue 11 §5, decision 303), rendered whole: the sidebar's Docks item, the
// cards of the bound docks, the empty state with the way to bind one, and the failure toast.
import { screen, within } from '@testing-library/react';
import type { TDock, TUserCompany } from '@sortie/domain/contracts';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from '../../../testing/factories.ts';
import { mockFetch, renderApp, type FetchAnswer } from '../../../testing/render-app.tsx';
import { dockFixture, dockStateFixture } from '../test/dock-test-render.tsx';

const user = (role: TUserCompany['role'] = 'owner') =>
  buildUser({ companies: [...buildUser().companies, buildCompany({ id: 'c1', role })] });

/** Answers the docks list of c1 (and their states); everything else is left unanswered. */
function answerDocks(list: FetchAnswer) {
  return mockFetch((method, path) => {
    if (method !== 'GET') return undefined;
    if (path === '/api/v4/company/c1/docks') return list;
    if (path === '/api/v4/company/c1/docks/states')
      return { status: 200, body: { docks: [dockStateFixture()] } };
    return undefined;
  });
}

const ok = (docks: TDock[]): FetchAnswer => ({ status: 200, body: { docks } });

describe('docks list page', () => {
  it('shows every bound dock as its card, with the queue one click away', async () => {
    answerDocks(ok([dockFixture(), dockFixture({ id: 'd2', sn: 'DOCK2', call_sign: 'Quarry' })]));
    renderApp('/company/c1/docks', { user: user() });
    const first = await screen.findByTestId('dock-card-DOCK1');
    expect(within(first).getByText('North gate')).toBeTruthy();
    await within(first).findByText('Ready To Fly');
    expect(within(screen.getByTestId('dock-card-DOCK2')).getByText('Quarry')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Docks' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dock queue' }).getAttribute('href')).toBe(
      '/company/c1/dock-queue',
    );
    const nav = screen.getByTestId('nav-docks');
    expect(nav.getAttribute('href')).toBe('/company/c1/docks');
    expect(nav.getAttribute('aria-current')).toBe('page');
  });

  it('before the first dock, tells a manager to bind one in Settings → Dock', async () => {
    answerDocks(ok([]));
    renderApp('/company/c1/docks', { user: user() });
    const empty = await screen.findByTestId('docks-empty');
    expect(empty.textContent).toMatch(/No dock is bound to this workspace yet/);
    expect(within(empty).getByRole('link', { name: 'Bind a dock' }).getAttribute('href')).toBe(
      '/company/c1/settings/dock',
    );
  });

  it('a member, who cannot bind, is told who does, with no link', async () => {
    answerDocks(ok([]));
    renderApp('/company/c1/docks', { user: user('member') });
    const empty = await screen.findByTestId('docks-empty');
    expect(empty.textContent).toMatch(/An owner or admin of this workspace binds docks/);
    expect(within(empty).queryByRole('link')).toBeNull();
  });

  it('says Unable to fetch docks! when the list fails', async () => {
    answerDocks({ status: 500, body: { error: { type: 'internal', message: 'Boom.' } } });
    renderApp('/company/c1/docks', { user: user() });
    expect(await screen.findByText('Unable to fetch docks!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
