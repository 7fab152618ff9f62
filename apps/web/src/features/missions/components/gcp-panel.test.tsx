// @vitest-environment jsdom
// Generating, regenerating and exporting a site's ground control points (issue 6 gap).
import { DEFAULT_UNIT_PREFERENCES } from '@sortie/domain';
import type { TGcpLayout } from '@sortie/domain/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../testing/render-app.tsx';
import { buildAreaSite } from '../testing/mission-factory.ts';
import { renderMissions } from '../testing/render-missions.tsx';
import { GcpPanel } from './gcp-panel.tsx';

const GCPS_PATH = '/api/v4/company/c1/sites/s1/gcps';
const layout = (count: number, spacing: number): TGcpLayout => ({
  gcps: Array.from({ length: count }, (_, i) => ({
    name: `GCP-${i + 1}`,
    position: [77.59 + i * 0.0005, 12.97],
    elevation_m: null,
  })),
  gcp_count: count,
  spacing_m: spacing,
  corridor_width_m: null,
  generated_at: '2026-11-20T10:00:00Z',
});

describe('GcpPanel', () => {
  it('generates GCPs with the spacing typed, then offers regenerate and exports', async () => {
    let stored: TGcpLayout | null = null;
    const { calls } = mockFetch((method, path, body) => {
      if (path !== GCPS_PATH) return undefined;
      if (method === 'GET') return { status: 200, body: { layout: stored } };
      if (method === 'POST') {
        const spacing = (body as { spacing_m?: number }).spacing_m ?? 247;
        stored = layout(spacing < 100 ? 9 : 5, spacing);
        return { status: 201, body: stored };
      }
      return undefined;
    });
    renderMissions(
      <GcpPanel companyId="c1" site={buildAreaSite()} units={DEFAULT_UNIT_PREFERENCES} />,
    );
    expect((await screen.findByTestId('gcp-summary')).textContent).toMatch(
      /^No ground control points yet\./,
    );
    expect(screen.getByTestId('gcp-spacing').getAttribute('placeholder')).toBe('Default (247.5 m)');
    const user = userEvent.setup();
    await user.type(screen.getByTestId('gcp-spacing'), '60');
    await user.click(screen.getByTestId('gcp-generate'));
    await waitFor(() =>
      expect(screen.getByTestId('gcp-summary').textContent).toMatch(/^9 points, 60 m apart/),
    );
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ spacing_m: 60 });
    expect(screen.getByTestId('gcp-generate').textContent).toBe('Regenerate');
    expect(screen.getByRole('button', { name: 'GCP list' })).toBeTruthy();
  });

  it('refuses a spacing over 1000 m before asking the server', async () => {
    mockFetch((method, path) =>
      path === GCPS_PATH && method === 'GET' ? { status: 200, body: { layout: null } } : undefined,
    );
    renderMissions(
      <GcpPanel companyId="c1" site={buildAreaSite()} units={DEFAULT_UNIT_PREFERENCES} />,
    );
    await screen.findByTestId('gcp-summary');
    await userEvent.setup().type(screen.getByTestId('gcp-spacing'), '1500');
    expect(screen.getByText('Enter a spacing up to 1000 m.')).toBeTruthy();
    expect(screen.getByTestId('gcp-generate')).toHaveProperty('disabled', true);
  });

  it('shows the stored layout to view access, with exports but no generate', async () => {
    mockFetch((method, path) =>
      path === GCPS_PATH && method === 'GET'
        ? { status: 200, body: { layout: layout(5, 150) } }
        : undefined,
    );
    renderMissions(
      <GcpPanel
        companyId="c1"
        site={buildAreaSite({ access_level: 'view', gcp_count: 5 })}
        units={DEFAULT_UNIT_PREFERENCES}
      />,
    );
    await waitFor(() =>
      expect(screen.getByTestId('gcp-summary').textContent).toMatch(/^5 points, 150 m apart/),
    );
    expect(screen.queryByTestId('gcp-generate')).toBeNull();
    expect(screen.getByRole('button', { name: 'CSV' })).toBeTruthy();
  });
});
