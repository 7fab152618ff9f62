// Landing footer: the brand's white logo (appLogoWhite) on a deep shade of its primary colour,
// with the legal links and the support address. Plain markup styled by landing.css (decision 418).
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/brand.tsx';

export function LandingFooter() {
  const { t } = useTranslation('landing');
  const brand = useBrand();
  return (
    <footer className="landing-footer">
      <div className="landing-container landing-footer-row">
        <div className="landing-footer-brand">
          <img src={brand.appLogoWhite} alt={brand.appName} data-testid="landing-footer-logo" />
          <p>{t('footer.copyright', { year: new Date().getFullYear(), appName: brand.appName })}</p>
        </div>
        <div className="landing-footer-links">
          <a href={brand.privacyUrl} target="_blank" rel="noopener">
            {t('footer.privacy')}
          </a>
          <a href={brand.termsUrl} target="_blank" rel="noopener">
            {t('footer.terms')}
          </a>
          <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
        </div>
      </div>
    </footer>
  );
}
