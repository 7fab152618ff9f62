// @vitest-environment jsdom
import { DEFAULT_UNIT_PREFERENCES } from '@sortie/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../testing/render-app.tsx';
import { renderFeature } from '../testing/render-feature.tsx';
import { buildSite } from '../testing/site-factory.ts';
import { SiteCard } from './site-card.tsx';
import { SiteCollectionActionsContext } from './site-collection-actions.tsx';

describe('SiteCard (feature-areas §2)', () => {
  it('shows name, Sample chip, stakeholders, size and time left', () => {
    mockFetch();
    renderFeature(
      <SiteCard
        companyId="c1"
        site={buildSite({
          sample_data: true,
          external: true,
          goal: 7200,
          remaining_time: 3600,
          progress: 3600,
          stakeholders: [
            { id: 'a', name: 'Asha Rao' },
            { id: 'b', name: null },
          ],
        })}
        units={DEFAULT_UNIT_PREFERENCES}
        progressSync={false}
      />,
    );
    const card = screen.getByTestId('site-card');
    expect(within(card).getByText('North Field')).toBeTruthy();
    expect(within(card).getByText('Sample')).toBeTruthy();
    expect(within(card).getByLabelText('Shared by external user')).toBeTruthy();
    expect(within(card).getByText('AR')).toBeTruthy();
    expect(within(card).getByText('-')).toBeTruthy();
    expect(within(card).getByText('10 acres')).toBeTruthy();
    expect(within(card).getByText('1 h left')).toBeTruthy();
    expect(within(card).queryByRole('progressbar')).toBeNull();
  });

  it('shows a progress bar with progress sync, and Complete when the goal is met', () => {
    mockFetch();
    renderFeature(
      <SiteCard
        companyId="c1"
        site={buildSite({ goal: 3600, remaining_time: 0, progress: 3600 })}
        units={DEFAULT_UNIT_PREFERENCES}
        progressSync
      />,
    );
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.getByText('Complete')).toBeTruthy();
  });

  it('offers Delete only at full_access and collection actions when provided', async () => {
    mockFetch();
    const ux = userEvent.setup();
    const { unmount } = renderFeature(
      <SiteCard
        companyId="c1"
        site={buildSite({ access_level: 'view' })}
        units={DEFAULT_UNIT_PREFERENCES}
        progressSync={false}
      />,
    );
    await ux.click(screen.getByRole('button', { name: 'Site actions' }));
    expect(screen.getByText('Export Site as KML')).toBeTruthy();
    expect(screen.queryByText('Delete Site')).toBeNull();
    expect(screen.queryByText('Share Site')).toBeNull();
    expect(screen.queryByText('Add to Collection')).toBeNull();
    unmount();

    renderFeature(
      <SiteCollectionActionsContext.Provider value={{ addToCollection: () => undefined }}>
        <SiteCard
          companyId="c1"
          site={buildSite()}
          units={DEFAULT_UNIT_PREFERENCES}
          progressSync={false}
        />
      </SiteCollectionActionsContext.Provider>,
    );
    await ux.click(screen.getByRole('button', { name: 'Site actions' }));
    expect(screen.getByText('Delete Site')).toBeTruthy();
    expect(screen.getByText('Share Site')).toBeTruthy();
    expect(screen.getByText('Add to Collection')).toBeTruthy();
  });
});
