// HomePage for visitors (feature-areas §2 "Logged-out landing page"): nav, hero, highlights and
// the sign-in dialogs, including the return from Google and the mailed password-reset link.
// Plain markup and CSS (landing.css), coloured by the brand through CSS variables: the page
// renders without MUI, emotion or TanStack Query, which load with the dialogs (decision 418).
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import type { AuthDialogState } from '../../../features/auth/components/auth-dialogs.tsx';
import { useGoogleReturn } from '../../../features/auth/components/use-google-return.ts';
import { useResetLink } from '../../../features/auth/components/use-reset-link.ts';
import { LandingFooter } from '../../../features/landing/components/landing-footer.tsx';
import { LandingHero } from '../../../features/landing/components/landing-hero.tsx';
import { LandingHighlights } from '../../../features/landing/components/landing-highlights.tsx';
import { LandingNav } from '../../../features/landing/components/landing-nav.tsx';
import '../../../features/landing/components/landing.css';
import { useBrand } from '../../../lib/brand.tsx';

// Fetched when a dialog first opens (a click, or a Google or reset-link return); see the module.
const LandingAuthDialogs = lazy(() => import('./landing-auth-dialogs.tsx'));

export function Component() {
  const [dialog, setDialog] = useState<AuthDialogState>({ kind: 'closed' });
  useGoogleReturn(setDialog);
  useResetLink(setDialog);
  const brand = useBrand();
  const openLogin = () => setDialog({ kind: 'login' });
  const openRegister = () => setDialog({ kind: 'register' });
  return (
    <div
      className="landing"
      style={
        {
          '--landing-primary': brand.theme.primary,
          '--landing-background': brand.theme.background,
        } as CSSProperties
      }
    >
      <LandingNav onLogin={openLogin} onRegister={openRegister} />
      <main className="landing-main">
        <LandingHero onLogin={openLogin} onRegister={openRegister} />
        <LandingHighlights />
      </main>
      <LandingFooter />
      {dialog.kind !== 'closed' && (
        <Suspense fallback={null}>
          <LandingAuthDialogs state={dialog} onChange={setDialog} />
        </Suspense>
      )}
    </div>
  );
}
