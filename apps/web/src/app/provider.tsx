// Boot: fetch the brand (before rendering anything branded), restore the stored session, then
// provide the brand to the app (platform-core §1, §4 "App start"). MUI's theme and the query
// cache come with the lazy parts that use them, not here: the landing page needs neither (decision 418).
import type { TAuthenticateResponse, TBrand } from '@sortie/domain/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Splash } from '../components/ui/splash/index.ts';
import { apiPaths, paths } from '../config/paths.ts';
import { api, isCancelled, setApiFailureHandler, setBrandKey } from '../lib/api-client.ts';
import { authStorage } from '../lib/auth-storage.ts';
import { currentLanguage, i18n, switchLanguage } from '../i18n/i18n.ts';
import { setBrandEnglishLocale } from '../i18n/locale.ts';
import { brandLocale } from '../lib/brand-locale.ts';
import { BrandProvider, applyBrandToDocument } from '../lib/brand.tsx';
import { startErrorReports } from '../lib/error-reports/start.ts';
import { notify } from '../lib/notify.ts';

type BootState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; brand: TBrand };

async function loadBrand(): Promise<TBrand> {
  return api.get<TBrand>(apiPaths.brand, { auth: false });
}

/** Restores the stored session; an outdated stored user is signed out and sent home. */
function restoreSession(): void {
  if (authStorage.restore() === 'outdated' && window.location.pathname !== paths.home.href()) {
    window.history.replaceState(null, '', paths.home.href());
  }
}

/** Refetches the stored user and merges it, so names, workspaces and roles are current. */
async function refreshStoredUser(): Promise<void> {
  if (!authStorage.isLoggedIn()) return;
  try {
    const { user } = await api.get<TAuthenticateResponse>('/api/v4/authenticate');
    const stored = authStorage.getSnapshot().user;
    if (stored && authStorage.isLoggedIn()) authStorage.setUser({ ...stored, ...user });
    // The language saved in the profile wins over this browser's: it was chosen on purpose.
    if (user.language && user.language !== currentLanguage()) await switchLanguage(user.language);
  } catch (error) {
    if (isCancelled(error) || !authStorage.isLoggedIn()) return;
    notify(i18n.t('boot.preferencesFailed'), { code: 400 });
  }
}

export function AppProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [state, setState] = useState<BootState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadBrand()
      .then((brand) => {
        if (!live) return;
        setBrandKey(brand.key);
        // Only with the server's web DSN; the reporter's chunk loads after this (decision 413).
        startErrorReports(brand.errorReports, setApiFailureHandler);
        setBrandEnglishLocale(brandLocale(brand));
        applyBrandToDocument(brand);
        restoreSession();
        setState({ status: 'ready', brand });
        void refreshStoredUser();
      })
      .catch(() => live && setState({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [attempt]);

  const brand = state.status === 'ready' ? state.brand : null;

  if (state.status === 'failed') {
    return (
      <Splash>
        <strong style={{ color: '#14202b', fontSize: 18 }}>{t('boot.serverUnreachable')}</strong>
        <span>{t('boot.checkConnection')}</span>
        <button
          type="button"
          onClick={() => {
            setState({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
          style={{
            padding: '8px 20px',
            borderRadius: 8,
            border: '1px solid #98a6b5',
            cursor: 'pointer',
          }}
        >
          {t('actions.tryAgain')}
        </button>
      </Splash>
    );
  }
  if (!brand) return <Splash />;

  return <BrandProvider brand={brand}>{children}</BrandProvider>;
}
