// @vitest-environment jsdom
// The site page's airspace section names a picked mission's drone by the catalogue's model name,
// never by its catalogue id.
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TAdvisory, TForecast, TSite } from '@sortie/domain/contracts';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../testing/factories.ts';
import { mockFetch, signIn } from '../../../testing/render-app.tsx';
import { SiteAirspaceSection } from './site-airspace-section.tsx';

const forecast = {
  weather: 'off',
  weather_note: 'Weather is off.',
  height_m: 80,
  drone: {
    drone_id: 'dji-mavic-3-enterprise',
    max_wind_ms: 12,
    ip_rating: null,
    min_temp_c: -10,
    max_temp_c: 40,
    is_default: false,
  },
  hours: [],
  daylight: [],
  verdicts: [],
} as TForecast;
const advisory = {
  class: 'green',
  findings: [],
  disclaimer: 'Advisory only.',
} as unknown as TAdvisory;

function renderSection(droneId: string | null) {
  mockFetch((_method, path) => {
    if (path.endsWith('/missions/m-1/airspace'))
      return {
        status: 200,
        body: { advisory, forecast, warnings: [], height_m: 80, drone_id: droneId },
      };
    if (path === '/api/v4/assets/drone')
      return {
        status: 200,
        body: [{ id: 'dji-mavic-3-enterprise', model_name: 'DJI Mavic 3 Enterprise (M3E)' }],
      };
    return undefined;
  });
  signIn(buildUser());
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SiteAirspaceSection
        companyId="c-1"
        site={{ id: 's-1' } as TSite}
        missionId="m-1"
        missionName="North block"
      />
    </QueryClientProvider>,
  );
}

describe('SiteAirspaceSection', () => {
  it("names the mission's drone by its catalogue model name", async () => {
    renderSection('dji-mavic-3-enterprise');
    const chip = screen.getByTestId('airspace-mission-chip');
    await screen.findByText(/DJI Mavic 3 Enterprise \(M3E\)/);
    expect(chip.textContent).toMatch(
      /^Mission: North block · .+ · DJI Mavic 3 Enterprise \(M3E\)$/,
    );
    expect(chip.textContent).not.toContain('dji-mavic-3-enterprise');
  });

  it('leaves the drone out when the mission has none', async () => {
    renderSection(null);
    await screen.findByText(/Mission: North block · /);
    // The name and the height only: no trailing separator, no drone.
    expect(screen.getByTestId('airspace-mission-chip').textContent).toMatch(
      /^Mission: North block · [^·]+$/,
    );
  });
});
