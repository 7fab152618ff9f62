// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { TDockTask } from '@sortie/domain/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { DockTaskRows } from './dock-task-list.tsx';

const task = (change: Partial<TDockTask>): TDockTask => ({
  id: 't1',
  dock_id: 'd1',
  dock_sn: 'DOCK1',
  dock_call_sign: 'North gate',
  mission_id: 'm1',
  mission_name: 'Perimeter',
  site_id: 's1',
  flight_id: 'f1',
  status: 'in_progress',
  execute_at: '2026-11-24T10:00:00Z',
  ends_at: '2026-11-24T10:10:00Z',
  rth_altitude_m: 100,
  out_of_control_action: 'return_home',
  percent: 40,
  waypoint_index: 1,
  waypoint_count: 4,
  reason: null,
  started_at: '2026-11-24T10:00:00Z',
  finished_at: null,
  created_at: '2026-11-24T09:59:00Z',
  ...change,
});

const show = (tasks: TDockTask[], canFly = true) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DockTaskRows companyId="c1" tasks={tasks} canFly={canFly} showDock />
    </QueryClientProvider>,
  );

afterEach(cleanup);

describe('DockTaskRows', () => {
  it('says how to start when there is no task', () => {
    show([]);
    expect(screen.getByTestId('dock-tasks-empty').textContent).toMatch(/Send a mission/);
  });

  it('a flying task: On Mission, its progress, return home and cancel behind a confirmation', () => {
    show([task({})]);
    const row = screen.getByTestId('dock-task');
    expect(within(row).getByText('On Mission')).toBeTruthy();
    expect(within(row).getByText(/North gate · .* waypoint 2 of 4/)).toBeTruthy();
    expect(within(row).getByRole('progressbar', { name: 'Perimeter: 40 %' })).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Return to home' }));
    expect(screen.getByRole('dialog').textContent).toMatch(/flies back to its dock/);
  });

  it('a finished task has no actions and says why it ended', () => {
    show([task({ status: 'failed', reason: 'The dock reported failed, result 314005.' })]);
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByText(/result 314005/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('no actions without the right to fly', () => {
    show([task({ status: 'scheduled' })], false);
    expect(screen.getByText('Scheduled')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
