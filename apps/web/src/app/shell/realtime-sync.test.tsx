// @vitest-environment jsdom
// Realtime hints on an open site page (issue 10 §7): a site created elsewhere refreshes the
// lists only, never the open site's own queries; a flight report (`progress`) and an edit
// refresh the open site's details, so its progress moves without a reload.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildSite } from '../../features/sites/testing/site-factory.ts';
import { buildCompany, buildUser } from '../../testing/factories.ts';
import { mockFetch, renderApp } from '../../testing/render-app.tsx';

vi.mock('../../lib/map/site-map.tsx', () => ({
  SiteMap: () => <div data-testid="site-map" />,
}));

const COMPANY = '6f1d0c9e-3a57-4c55-9a49-5bb7a4e0c00a';
const user = buildUser({
  id: '6f1d0c9e-3a57-4c55-9a49-5bb7a4e0c001',
  companies: [...buildUser().companies, buildCompany({ id: COMPANY, role: 'owner' })],
});

/** A WebSocket the test drives: it answers the sign-in and subscriptions like the server. */
class FakeSocket {
  static last: FakeSocket | null = null;
  readyState = 0;
  onopen: ((e: Event) => void) | null = null;
  onmessage: ((e: MessageEvent) => void) | null = null;
  onclose: ((e: CloseEvent) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  subscribed = new Set<string>();
  constructor() {
    FakeSocket.last = this;
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.(new Event('open'));
    });
  }
  send(data: string) {
    const m = JSON.parse(data) as { type: string; channel?: string };
    if (m.type === 'auth') this.receive({ type: 'ready', user_id: user.id, channels: [] });
    if (m.type === 'subscribe' && m.channel) {
      this.subscribed.add(m.channel);
      this.receive({ type: 'subscribed', channel: m.channel });
    }
  }
  close() {
    this.readyState = 3;
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
  event(action: string) {
    this.receive({
      type: 'event',
      channel: `company:${COMPANY}`,
      event: { name: 'sites.changed', data: { action } },
    });
  }
}

describe('realtime sync on the site page', () => {
  it('refetches nothing of the open site for a site created elsewhere; a flight report refreshes its progress', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    let progress = 0;
    const site = () =>
      buildSite({ id: 's1', name: 'North Field', goal: 3600, progress, status: 'in_progress' });
    const { calls } = mockFetch((method, path) => {
      if (method !== 'GET') return undefined;
      if (path === `/api/v4/company/${COMPANY}/sites/s1`) return { status: 200, body: site() };
      if (path.endsWith('/missions')) return { status: 200, body: { missions: [] } };
      if (path.endsWith('/gcps')) return { status: 200, body: { gcps: [] } };
      return undefined;
    });
    renderApp(`/company/${COMPANY}/sites/s1`, { user });
    await screen.findByTestId('site-map', {}, { timeout: 60_000 });
    await waitFor(() => expect(FakeSocket.last?.subscribed.has(`company:${COMPANY}`)).toBe(true));

    const siteScoped = () =>
      calls.filter((c) => c.method === 'GET' && c.path.includes(`/company/${COMPANY}/sites/s1`));
    const detail = () =>
      siteScoped().filter((c) => c.path === `/api/v4/company/${COMPANY}/sites/s1`);
    await waitFor(() => expect(detail()).toHaveLength(1));
    const before = siteScoped().length;

    // Another member creates five sites: the open site's queries stay as they are.
    for (let i = 0; i < 5; i += 1) FakeSocket.last!.event('created');
    // A flight report arrives for some site: the open site's details refetch, once.
    progress = 1800;
    FakeSocket.last!.event('progress');
    await waitFor(() => expect(detail()).toHaveLength(2));
    expect(siteScoped()).toHaveLength(before + 1);
  }, 90_000);
});
