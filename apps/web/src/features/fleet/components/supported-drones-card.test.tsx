// @vitest-environment jsdom
// The home Supported Drones card wears the dashboard card's header (icon tile and h3 title) like
// its neighbours, and lists the catalogue in its carousel.
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { BrandProvider } from '../../../lib/brand.tsx';
import { buildBrand } from '../../../testing/factories.ts';
import { mockFetch } from '../../../testing/render-app.tsx';
import { SupportedDronesCard } from './supported-drones-card.tsx';

const drones = Array.from({ length: 72 }, (_, i) => ({
  id: `drone-${i}`,
  model_name: `Drone model ${i}`,
}));

describe('SupportedDronesCard', () => {
  it("has the dashboard card's header and the catalogue in its carousel", async () => {
    mockFetch((_m, path) =>
      path === '/api/v4/assets/drone' ? { status: 200, body: drones } : undefined,
    );
    render(
      <BrandProvider brand={buildBrand()}>
        <QueryClientProvider client={new QueryClient()}>
          <SupportedDronesCard />
        </QueryClientProvider>
      </BrandProvider>,
    );
    const title = await screen.findByRole('heading', { level: 3, name: '70+ Supported Drones' });
    expect(title.previousElementSibling?.querySelector('svg[aria-hidden="true"]')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Supported Drones' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Drone model 0' })).toBeTruthy();
  });
});
