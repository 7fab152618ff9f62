export { AirspaceAdvisoryPage } from './components/airspace-advisory-page.tsx';
export type { AdvisorySite } from './components/airspace-advisory-page.tsx';
export { SiteAirspaceSection } from './components/site-airspace-section.tsx';
export { AirspaceHomeCard } from './components/airspace-home-card.tsx';
export { PlannerAirspaceWarnings } from './components/planner-airspace-warnings.tsx';
export type { PlannedPathProps } from './components/planner-airspace-warnings.tsx';
