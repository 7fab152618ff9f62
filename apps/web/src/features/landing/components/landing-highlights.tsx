// What the product does, in the order of the core loop (DESIGN.md): plan, fly, verify. Plain
// markup styled by landing.css: the landing page renders without MUI (decision 418).
import { useTranslation } from 'react-i18next';
import { LandingIcon, type LandingIconName } from './landing-icon.tsx';

// Keys under `highlights.` in the landing catalogue: a title and a text each.
const HIGHLIGHTS: { icon: LandingIconName; key: 'plan' | 'fly' | 'verify' }[] = [
  { icon: 'map', key: 'plan' },
  { icon: 'videocam', key: 'fly' },
  { icon: 'factCheck', key: 'verify' },
];

export function LandingHighlights() {
  const { t } = useTranslation('landing');
  return (
    <section className="landing-container landing-highlights" aria-label={t('highlights.label')}>
      {HIGHLIGHTS.map(({ icon, key }) => (
        <div key={key} className="landing-card">
          <div className="landing-card-icon">
            <LandingIcon name={icon} />
          </div>
          <h2>{t(`highlights.${key}.title`)}</h2>
          <p>{t(`highlights.${key}.text`)}</p>
        </div>
      ))}
    </section>
  );
}
