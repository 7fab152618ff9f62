export { DataCheckPage } from './components/data-check-page.tsx';
export { DataCheckHomeCard } from './components/data-check-home-card.tsx';
