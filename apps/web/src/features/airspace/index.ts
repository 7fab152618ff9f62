export { AirspaceAdvisoryPage } from './components/airspace-advisory-page.tsx';
export { SiteAirspaceSection } from './components/site-airspace-section.tsx';
export { AirspaceHomeCard } from './components/airspace-home-card.tsx';
