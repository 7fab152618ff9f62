// Renders a missions component with the app's providers (brand, theme, a fresh query cache, a
// memory router) and a signed-in user, like the other features' test helpers.
import { createTheme, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { authStorage } from '../../../lib/auth-storage.ts';
import { BrandProvider } from '../../../lib/brand.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { buildBrand, buildUser } from '../../../testing/factories.ts';

export function renderMissions(ui: ReactNode) {
  authStorage.saveSession({
    id_token: 'token-1',
    expires_at: new Date(Date.now() + 3600_000).toISOString(),
    user: buildUser(),
  });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: ['/'] });
  return render(
    <BrandProvider brand={buildBrand()}>
      <ThemeProvider theme={createTheme()}>
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeProvider>
    </BrandProvider>,
  );
}
