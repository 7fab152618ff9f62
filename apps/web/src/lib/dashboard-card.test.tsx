// @vitest-environment jsdom
// The dashboard's shared row title and card header: every row titles itself with an h2 (with an
// optional action beside it) and every card with an h3 beside its icon tile, so the rows built in
// different features read as one page to the eye and to a screen reader.
import FlightOutlined from '@mui/icons-material/FlightOutlined';
import { Button } from '@mui/material';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardCard, DashboardCardHeader, DashboardRowTitle } from './dashboard-card.tsx';

afterEach(cleanup);

describe('dashboard card pieces', () => {
  it('titles a row with an h2 and keeps its action beside it', () => {
    render(<DashboardRowTitle action={<Button>View all</Button>}>Live Streams</DashboardRowTitle>);
    const heading = screen.getByRole('heading', { level: 2, name: 'Live Streams' });
    const row = heading.parentElement!;
    expect(within(row).getByRole('button', { name: 'View all' })).toBeTruthy();
  });

  it('gives a card and a custom card the same h3 header with its icon tile', () => {
    render(
      <>
        <DashboardCard icon={FlightOutlined} title="Airspace advisory">
          Text
        </DashboardCard>
        <DashboardCardHeader icon={FlightOutlined} title="70+ Supported Drones" />
      </>,
    );
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual([
      'Airspace advisory',
      '70+ Supported Drones',
    ]);
    // The icon tile sits just before each title, hidden from screen readers.
    for (const h of headings) {
      expect(h.previousElementSibling?.querySelector('svg[aria-hidden="true"]')).toBeTruthy();
    }
  });
});
