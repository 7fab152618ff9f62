// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SignupsChart } from './signups-chart.tsx';

const weeks = [
  { week_start: '2026-11-09T00:00:00Z', count: 3 },
  { week_start: '2026-11-16T00:00:00Z', count: 1250 },
];

afterEach(cleanup);

describe('SignupsChart (issue 10 §7: the governance chart had no labels)', () => {
  it('is a figure named by its title, with axis labels and a legend', () => {
    render(<SignupsChart weeks={weeks} />);
    const figure = screen.getByRole('figure', { name: 'Sign-ups per week' });
    expect(within(figure).getByTestId('signups-x-axis').textContent).toBe('Week starting (Monday)');
    expect(within(figure).getByTestId('signups-y-axis').textContent).toBe('Sign-ups (count)');
    expect(within(figure).getByTestId('signups-legend').textContent).toBe('Sign-ups in the week');
    expect(figure.textContent).toContain('9 Nov 2026 to 16 Nov 2026: 1.3K in all');
  });

  it('names each bar with its week and count, and shows the week under it', () => {
    render(<SignupsChart weeks={weeks} />);
    const bars = within(screen.getByRole('list', { name: 'Sign-ups per week' })).getAllByRole(
      'listitem',
    );
    expect(bars.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Week of 9 Nov 2026: 3 sign-ups',
      'Week of 16 Nov 2026: 1.3K sign-ups',
    ]);
    expect(bars[1]!.textContent).toContain('16 Nov');
  });
});
