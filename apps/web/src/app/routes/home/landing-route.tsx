// HomePage for visitors (feature-areas §2 "Logged-out landing page"): nav, hero, highlights and
// the sign-in dialogs, including the return from Google and the mailed password-reset link.
import { Box } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import type { AuthDialogState } from '../../../features/auth/components/auth-dialogs.tsx';
import { useGoogleReturn } from '../../../features/auth/components/use-google-return.ts';
import { useResetLink } from '../../../features/auth/components/use-reset-link.ts';
import { LandingFooter } from '../../../features/landing/components/landing-footer.tsx';
import { LandingHero } from '../../../features/landing/components/landing-hero.tsx';
import { LandingHighlights } from '../../../features/landing/components/landing-highlights.tsx';
import { LandingNav } from '../../../features/landing/components/landing-nav.tsx';

// Fetched when a dialog first opens (a click, or a Google or reset-link return); see the module.
const LandingAuthDialogs = lazy(() => import('./landing-auth-dialogs.tsx'));

export function Component() {
  const [dialog, setDialog] = useState<AuthDialogState>({ kind: 'closed' });
  useGoogleReturn(setDialog);
  useResetLink(setDialog);
  const openLogin = () => setDialog({ kind: 'login' });
  const openRegister = () => setDialog({ kind: 'register' });
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <LandingNav onLogin={openLogin} onRegister={openRegister} />
      <Box component="main" sx={{ flex: 1 }}>
        <LandingHero onLogin={openLogin} onRegister={openRegister} />
        <LandingHighlights />
      </Box>
      <LandingFooter />
      {dialog.kind !== 'closed' && (
        <Suspense fallback={null}>
          <LandingAuthDialogs state={dialog} onChange={setDialog} />
        </Suspense>
      )}
    </Box>
  );
}
