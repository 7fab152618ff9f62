// Renders whole routes the way the app does (STYLE.md "Web tests render whole routes"): brand,
// theme, a fresh query cache and the real route table in a memory router. The stored session
// and the network are set per test: fetch answers come from a handler.
import type { TBrand, TUser } from '@sortie/domain/contracts';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, vi } from 'vitest';
import { routes } from '../app/router.tsx';
import { createBrandTheme } from '../lib/theme.ts';
import { setBrandKey } from '../lib/api-client.ts';
import { authStorage } from '../lib/auth-storage.ts';
import { BrandProvider } from '../lib/brand.tsx';
import { clearNotices } from '../lib/notify.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { buildBrand } from './factories.ts';

// Lazy routes load real modules, transformed on first use: on a loaded two-core machine a cold
// page (MUI and all) took 5-11 s to import at a load average of 9, and over 20 s at 20, so a 5 s
// bound failed tests that were right. This is an upper bound on waiting for a state, not a
// sleep: a passing test never waits it out. The unit project's test timeout (60 s) is above it.
configure({ asyncUtilTimeout: 45_000 });

export type FetchAnswer = { status: number; body?: unknown } | undefined;

/** Answers now, or later (a promise) to hold a request open while the test looks. */
export type FetchHandler = (
  method: string,
  path: string,
  body: unknown,
) => FetchAnswer | Promise<FetchAnswer>;

export interface FetchCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/** Replaces global fetch; unknown calls answer 404 with an error envelope. */
export function mockFetch(handler: FetchHandler = () => undefined) {
  const calls: FetchCall[] = [];
  const fn = vi.fn((input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({ method, path: url.pathname + url.search, body, headers });
    const toResponse = (given: FetchAnswer): Response => {
      const answer = given ?? {
        status: 404,
        body: { error: { type: 'not_found', message: 'Not found.' } },
      };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    };
    const given = handler(method, url.pathname, body);
    return given instanceof Promise ? given.then(toResponse) : Promise.resolve(toResponse(given));
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}

/** A matchMedia that answers min/max-width queries for a given viewport width. */
function stubViewport(width: number): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

export function signIn(user: TUser): void {
  authStorage.saveSession({
    id_token: 'token-1',
    expires_at: new Date(Date.now() + 3600_000).toISOString(),
    user,
  });
}

export function renderApp(
  path: string,
  options: { user?: TUser; brand?: TBrand; width?: number } = {},
) {
  const brand = options.brand ?? buildBrand();
  stubViewport(options.width ?? 1280);
  window.scrollTo = () => undefined;
  authStorage.clear();
  if (options.user) signIn(options.user);
  setBrandKey(brand.key);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <BrandProvider brand={brand}>
      <ThemeProvider theme={createBrandTheme(brand)}>
        <CssBaseline />
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeProvider>
    </BrandProvider>,
  );
  return { router, ...utils };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearNotices();
  localStorage.clear();
});
