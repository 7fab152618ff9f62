// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { TDockTask } from '@sortie/domain/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { dockTaskFixture, renderDocks } from '../test/dock-test-render.tsx';
import { DockTaskRows } from './dock-task-list.tsx';

const task = dockTaskFixture;

const show = (tasks: TDockTask[], canFly = true) =>
  renderDocks(<DockTaskRows companyId="c1" tasks={tasks} canFly={canFly} showDock />);

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

  it('an interrupted task offers Resume; a waiting one says what it waits for', () => {
    show([
      dockTaskFixture({
        status: 'partially_done',
        resumable: true,
        break_point: { index: 2, state: 0, progress: 0.4, wayline_id: 0 },
      }),
      dockTaskFixture({
        id: 't2',
        status: 'waiting',
        task_type: 'conditional',
        conditions: { battery_min_percent: 90, window_end: '2026-11-24T16:00:00Z' },
      }),
    ]);
    const [interrupted, waiting] = screen.getAllByTestId('dock-task');
    fireEvent.click(within(interrupted!).getByRole('button', { name: 'Resume' }));
    expect(screen.getByRole('dialog').textContent).toMatch(/rest of the mission/);
    expect(within(waiting!).getByText('Waiting for charge')).toBeTruthy();
    expect(within(waiting!).getByText(/Starts once charged to 90 %/)).toBeTruthy();
  });
});
