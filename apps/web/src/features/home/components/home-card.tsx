// The home feature's name for the shared dashboard card (lib/dashboard-card.tsx).
export { DashboardCard as HomeCard } from '../../../lib/dashboard-card.tsx';
