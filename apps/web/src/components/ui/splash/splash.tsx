// Shown while the brand loads at boot, before any theme exists: plain markup, no MUI.
import type { ReactNode } from 'react';
import { i18n } from '../../../i18n/i18n.ts';

const SPIN = '@keyframes sortie-spin { to { transform: rotate(360deg); } }';

export function Splash({ children }: { children?: ReactNode }) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="boot-splash"
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 16,
        color: '#52606d',
        background: '#f4f6fa',
        fontSize: 15,
        textAlign: 'center',
        padding: 24,
      }}
    >
      {children ?? (
        <>
          <div
            aria-hidden
            style={{
              width: 36,
              height: 36,
              borderRadius: '50%',
              border: '3px solid #d5dde6',
              borderTopColor: '#52606d',
              animation: 'sortie-spin 0.8s linear infinite',
            }}
          />
          <span>{i18n.t('states.loading', { defaultValue: 'Loading…' })}</span>
          <style>{SPIN}</style>
        </>
      )}
    </div>
  );
}
