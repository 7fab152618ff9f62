// Landing hero (feature-areas §2): app name, the tagline of the day, Login and Register. Plain
// markup styled by landing.css: the landing page renders without MUI (decision 418).
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/brand.tsx';
import { taglineIndexOfTheDay, taglineOfTheDay } from '../utils/tagline.ts';

/** A survey grid and a lawn-mower flight path: what the product plans, drawn as decoration. */
function SurveyArt() {
  return (
    <svg viewBox="0 0 400 300" aria-hidden>
      <defs>
        <pattern id="grid" width="20" height="20" patternUnits="userSpaceOnUse">
          <path d="M20 0H0V20" fill="none" stroke="rgba(255,255,255,0.12)" strokeWidth="1" />
        </pattern>
      </defs>
      <rect width="400" height="300" rx="24" fill="url(#grid)" />
      <polygon
        points="60,70 320,40 360,220 110,260"
        fill="rgba(255,255,255,0.12)"
        stroke="rgba(255,255,255,0.85)"
        strokeWidth="2.5"
        strokeDasharray="8 6"
      />
      <polyline
        points="80,90 318,62 324,92 86,120 92,150 330,122 336,152 98,180 104,210 342,182 348,210 112,238"
        fill="none"
        stroke="#ffffff"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      {[
        [80, 90],
        [318, 62],
        [112, 238],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="6" fill="#fff" />
      ))}
      <g transform="translate(212 140)">
        <circle r="26" fill="rgba(255,255,255,0.18)" />
        <rect x="-9" y="-9" width="18" height="18" rx="4" fill="#fff" />
        {[
          [-18, -18],
          [18, -18],
          [-18, 18],
          [18, 18],
        ].map(([x, y]) => (
          <g key={`${x}${y}`}>
            <line x1="0" y1="0" x2={x} y2={y} stroke="#fff" strokeWidth="3" />
            <circle cx={x} cy={y} r="7" fill="none" stroke="#fff" strokeWidth="2.5" />
          </g>
        ))}
      </g>
    </svg>
  );
}

export function LandingHero({
  onLogin,
  onRegister,
  now = new Date(),
}: {
  onLogin: () => void;
  onRegister: () => void;
  now?: Date;
}) {
  const { t, i18n } = useTranslation('landing');
  const brand = useBrand();
  // The brand's taglines are English (brand.json); other languages read the catalogue's
  // translation of the same day's tagline, so every reader sees the same line that day.
  const tagline =
    i18n.resolvedLanguage === 'en'
      ? taglineOfTheDay(brand.taglines, now)
      : t(`taglines.${taglineIndexOfTheDay(brand.taglines, now)}`);
  return (
    <section className="landing-hero" aria-labelledby="landing-title">
      <div className="landing-container landing-hero-grid">
        <div>
          <p className="landing-kicker">{t('hero.kicker')}</p>
          <h1 id="landing-title" className="landing-title" data-testid="landing-app-name">
            {brand.appName}
          </h1>
          <p className="landing-tagline" data-testid="landing-tagline">
            {tagline}
          </p>
          <div className="landing-actions">
            <button
              type="button"
              className="landing-button landing-button-large landing-hero-login"
              onClick={onLogin}
              data-testid="landing-login"
            >
              {t('hero.login')}
            </button>
            <button
              type="button"
              className="landing-button landing-button-large landing-hero-register"
              onClick={onRegister}
              data-testid="landing-register"
            >
              {t('hero.register')}
            </button>
          </div>
        </div>
        <div className="landing-art">
          <SurveyArt />
        </div>
      </div>
    </section>
  );
}
