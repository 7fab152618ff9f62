// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TBrand } from '@sortie/domain/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandProvider } from '../../../lib/brand.tsx';
import { PlanCards, UpgradeButton } from './plan-cards.tsx';

const brand = {
  appName: 'Sortie',
  supportEmail: 'support@example.com',
  billingDetails: { currency: 'INR' },
} as unknown as TBrand;

function renderCards(current?: string, withActions = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <BrandProvider brand={brand}>
      <QueryClientProvider client={client}>
        <PlanCards
          currentPlanKey={current}
          renderAction={
            withActions
              ? (plan, isCurrent) => (
                  <UpgradeButton plan={plan} current={isCurrent} supportEmail="s@example.com" />
                )
              : undefined
          }
        />
      </QueryClientProvider>
    </BrandProvider>,
  );
}

describe('PlanCards', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('prices in the brand currency first, switches to USD, highlights the current plan', async () => {
    // The server is unreachable here: the seed plans show.
    vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
    renderCards('');
    expect(screen.getByTestId('plan-price-pro').textContent).toContain('₹');
    expect(screen.getByTestId('plan-price-free').textContent).toContain('Free');
    expect(screen.getByTestId('plan-card-free').getAttribute('data-current')).toBe('true');
    expect(screen.getByTestId('plan-card-pro').getAttribute('data-current')).toBeNull();
    await userEvent.click(screen.getByTestId('currency-usd'));
    expect(screen.getByTestId('plan-price-pro').textContent).toContain('$49');
    expect(screen.queryByTestId('plan-card-no_limit')).toBeNull();
  });

  it('offers no "Contact sales" on the Free card of a workspace on Pro', () => {
    vi.stubGlobal('fetch', () => Promise.reject(new Error('offline')));
    renderCards('pro', true);
    const free = screen.getByTestId('plan-card-free');
    expect(free.textContent).not.toContain('Contact sales');
    expect(screen.getByTestId('plan-card-pro').textContent).toContain('Your plan');
  });
});
