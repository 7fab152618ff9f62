import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { AppRouter } from './app/router.tsx';
import { Splash } from './components/ui/splash/index.ts';
import { initI18n } from './i18n/i18n.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

function render() {
  createRoot(root!).render(
    <StrictMode>
      {/* A screen whose namespace is still loading shows the splash, never raw keys. */}
      <Suspense fallback={<Splash />}>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </Suspense>
    </StrictMode>,
  );
}

// The common catalogue (a few KB) comes first, so no screen flashes English before Hindi. If it
// cannot load, the app still renders: i18next then shows English fallbacks.
initI18n().then(render, render);
