// Test helpers of the elevations feature: a site and the app's providers around a component,
// with a signed-in user (the section reads the user's height unit).
import type { TSite, TUser } from '@sortie/domain/contracts';
import { createTheme, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { setBrandKey } from '../../../lib/api-client.ts';
import { authStorage } from '../../../lib/auth-storage.ts';
import { BrandProvider } from '../../../lib/brand.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { buildBrand, buildUser } from '../../../testing/factories.ts';

const RING: [number, number][] = [
  [77, 12],
  [77.01, 12],
  [77.01, 12.01],
  [77, 12],
];

export function buildElevationSite(overrides: Partial<TSite> = {}): TSite {
  return {
    id: 's1',
    name: 'North Field',
    site_type: 'area',
    size: { value: 40468.6, unit: 'm2', acres: 10 },
    location: [77.005, 12.005],
    bbox: [77, 12, 77.01, 12.01],
    geometry: { type: 'Polygon', coordinates: [RING] },
    outline: { type: 'Polygon', coordinates: [RING] },
    corridor_width_m: null,
    thumbnail: '',
    goal: null,
    progress: 0,
    remaining_time: null,
    status: 'new',
    creation_time: '2025-03-01T10:00:00Z',
    created_by: { id: 'u1', name: 'Asha Rao' },
    sample_data: false,
    external: false,
    access_level: 'full_access',
    elevation_source: 'None',
    gcp_count: 0,
    stakeholders: [],
    collaborators: [],
    pilots: [],
    collaborators_count: 0,
    invites_count: 0,
    etag: 'e1',
    pending_sync: false,
    ...overrides,
  };
}

export function renderSection(ui: ReactNode, options: { user?: TUser } = {}) {
  const user = options.user ?? buildUser();
  const brand = buildBrand();
  setBrandKey(brand.key);
  authStorage.saveSession({
    id_token: 'token-1',
    expires_at: new Date(Date.now() + 3600_000).toISOString(),
    user,
  });
  return render(
    <BrandProvider brand={brand}>
      <ThemeProvider theme={createTheme()}>
        <QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>
      </ThemeProvider>
    </BrandProvider>,
  );
}
