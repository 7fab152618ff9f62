// Renders a component of this feature with the providers pages get: brand, query cache, router.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { BrandProvider } from '../../../lib/brand.tsx';
import { brand } from './fixtures.ts';

export function renderWithApp(ui: ReactNode, { path = '/', route = '/' } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <BrandProvider brand={brand}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<div data-testid="elsewhere" />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </BrandProvider>,
  );
}

/** Signs a fake session into localStorage so the api client sends a token. */
export function fakeSession(): void {
  localStorage.setItem('id_token', 'token');
  localStorage.setItem('expires_at', new Date(Date.now() + 3_600_000).toISOString());
}

/** A fetch stub answering JSON by "METHOD path" (path without origin and query). */
export function stubFetch(routes: Record<string, unknown>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fn = (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    calls.push({
      method,
      path: url.pathname,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    });
    const key = `${method} ${url.pathname}`;
    if (!(key in routes)) {
      return Promise.resolve(
        new Response(JSON.stringify({ error: { type: 'not_found', message: 'Not found' } }), {
          status: 404,
        }),
      );
    }
    return Promise.resolve(new Response(JSON.stringify(routes[key]), { status: 200 }));
  };
  return { fn, calls };
}
