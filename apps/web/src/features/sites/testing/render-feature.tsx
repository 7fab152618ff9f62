// Renders a feature component with the app's providers (brand, theme, a fresh query cache, a
// memory router) and a signed-in user, for component tests of this feature.
import type { TUser } from '@sortie/domain/contracts';
import { createTheme, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { authStorage } from '../../../lib/auth-storage.ts';
import { BrandProvider } from '../../../lib/brand.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { buildBrand, buildUser } from '../../../testing/factories.ts';

export function renderFeature(ui: ReactNode, options: { user?: TUser; path?: string } = {}) {
  const user = options.user ?? buildUser();
  authStorage.saveSession({
    id_token: 'token-1',
    expires_at: new Date(Date.now() + 3600_000).toISOString(),
    user,
  });
  const router = createMemoryRouter(
    [
      { path: '/company/:companyId/sites/:siteId', element: ui },
      { path: '*', element: ui },
    ],
    { initialEntries: [options.path ?? '/'] },
  );
  const utils = render(
    <BrandProvider brand={buildBrand()}>
      <ThemeProvider theme={createTheme()}>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeProvider>
    </BrandProvider>,
  );
  return { router, user, ...utils };
}
