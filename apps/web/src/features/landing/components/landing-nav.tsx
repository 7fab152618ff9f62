// Landing nav bar (feature-areas §2): logo, product label, links, Get app; a menu toggle with a
// drawer on small screens. Plain markup styled by landing.css: the landing page renders without
// MUI (decision 418); the drawer, which uses MUI, loads when first opened.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../../components/ui/language-switch/index.ts';
import { paths } from '../../../config/paths.ts';
import { isBrandFeatureEnabled, isPlansVisible, useBrand } from '../../../lib/brand.tsx';
import { LandingIcon } from './landing-icon.tsx';

// The small-screen drawer (MUI Drawer, which brings Modal) loads on the first tap of the menu
// toggle, not with the landing page (issue 18 §1, decision 418).
const LandingNavDrawer = lazy(() => import('./landing-nav-drawer.tsx'));

export interface NavLink {
  key: string;
  label: string;
  to: string;
}

export function useLandingLinks(): NavLink[] {
  const { t } = useTranslation('landing');
  const brand = useBrand();
  const links: NavLink[] = [
    { key: 'whatsnew', label: t('nav.whatsNew'), to: paths.changelog.href() },
  ];
  if (isBrandFeatureEnabled(brand, 'news')) {
    links.push({ key: 'news', label: t('nav.news'), to: paths.news.href() });
  }
  links.push({ key: 'data-check', label: t('nav.dataCheck'), to: paths.dataVerification.href() });
  if (isPlansVisible(brand))
    links.push({ key: 'pricing', label: t('nav.pricing'), to: paths.plans.href() });
  return links;
}

export function LandingNav({
  onLogin,
  onRegister,
}: {
  onLogin: () => void;
  onRegister: () => void;
}) {
  const { t } = useTranslation('landing');
  const brand = useBrand();
  const links = useLandingLinks();
  const [open, setOpen] = useState(false);
  // Stays mounted after the first opening so the drawer can animate out.
  const [drawerLoaded, setDrawerLoaded] = useState(false);

  return (
    <header className="landing-nav">
      <div className="landing-toolbar">
        <Link
          to={paths.home.href()}
          aria-label={t('nav.home', { appName: brand.appName })}
          className="landing-home-link"
        >
          <img className="landing-logo" src={brand.appLogo} alt={brand.appName} />
          <span className="landing-product-label" data-testid="landing-product-label">
            {t('nav.productLabel')}
          </span>
        </Link>
        <div className="landing-spacer" />
        <LanguageSwitch className="landing-language" />
        <nav aria-label={t('nav.siteLinks')} className="landing-links">
          {links.map((l) => (
            <Link
              key={l.key}
              to={l.to}
              className="landing-button landing-link"
              data-testid={`landing-link-${l.key}`}
            >
              {l.label}
            </Link>
          ))}
          <a
            href={brand.androidAppUrl}
            target="_blank"
            rel="noopener"
            className="landing-button landing-button-contained landing-get-app"
            data-testid="get-app"
          >
            <LandingIcon name="android" size={20} />
            {t('nav.getApp')}
          </a>
        </nav>
        <button
          type="button"
          className="landing-icon-button landing-menu-toggle"
          aria-label={t('nav.openMenu')}
          aria-expanded={open}
          onClick={() => {
            setDrawerLoaded(true);
            setOpen(true);
          }}
          data-testid="landing-menu-toggle"
        >
          <LandingIcon name="menu" />
        </button>
      </div>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <LandingNavDrawer
            open={open}
            links={links}
            onClose={() => setOpen(false)}
            onLogin={onLogin}
            onRegister={onRegister}
          />
        </Suspense>
      )}
    </header>
  );
}
