// What the web dock tests share: one render helper (a fresh query client and a router around the
// component) and the fixtures of a dock, its live state and a flight task.
import { render } from '@testing-library/react';
import type { TDock, TDockState, TDockTask } from '@sortie/domain/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { authStorage } from '../../../lib/auth-storage.ts';

/** A stored session, so the api client sends its calls (to a stubbed fetch). */
export function signInForDockTests(): void {
  authStorage.saveSession({
    id_token: 'token',
    expires_at: new Date(Date.now() + 3_600_000).toISOString(),
    user: { id: 'u1' } as never,
  });
}

/** A fresh query client per call: no cache shared between tests. */
export function DockTestProviders({
  children,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

/** Renders `ui` inside the providers; `rerender` keeps them (and the same query client). */
export function renderDocks(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <DockTestProviders client={client}>{children}</DockTestProviders>
    ),
  });
}

export const dockFixture = (change: Partial<TDock> = {}): TDock => ({
  id: 'd1',
  sn: 'DOCK1',
  call_sign: 'North gate',
  location: null,
  location_coordinates: null,
  model_key: '3-2-0',
  model_name: 'DJI Dock 2',
  picture_url: null,
  rainfall: true,
  drone: { sn: 'AC1', model_key: '0-91-1', model_name: 'Matrice 3TD', picture_url: null },
  thing_version: '1.3.1',
  bound_at: '2026-11-24T10:00:00Z',
  etag: 'e1',
  ...change,
});

export const dockStateFixture = (change: Partial<TDockState> = {}): TDockState => ({
  sn: 'DOCK1',
  online: true,
  last_seen: '2026-11-24T10:00:00Z',
  mode_code: 0,
  rainfall: 0,
  wind_speed: 2,
  drone_in_dock: true,
  drone_battery_percent: 86,
  drone_charging: true,
  backup_battery: false,
  flight_authority: null,
  hms: [],
  active_feeds: [],
  drone: null,
  thing_version: '1.3.1',
  pill: { kind: 'ready', label: 'Ready To Fly', color: 'green' },
  properties: {},
  ...change,
});

export const dockTaskFixture = (change: Partial<TDockTask> = {}): TDockTask => ({
  id: 't1',
  dock_id: 'd1',
  dock_sn: 'DOCK1',
  dock_call_sign: 'North gate',
  mission_id: 'm1',
  mission_name: 'Perimeter',
  site_id: 's1',
  flight_id: 'f1',
  status: 'in_progress',
  task_type: 'immediate',
  conditions: null,
  execute_at: '2026-11-24T10:00:00Z',
  ends_at: '2026-11-24T10:10:00Z',
  rth_altitude_m: 100,
  out_of_control_action: 'return_home',
  percent: 40,
  waypoint_index: 1,
  waypoint_count: 4,
  reason: null,
  break_point: null,
  resumable: false,
  resume_of: null,
  started_at: '2026-11-24T10:00:00Z',
  finished_at: null,
  created_at: '2026-11-24T09:59:00Z',
  ...change,
});
