export { ComingSoonPage } from './coming-soon.tsx';
