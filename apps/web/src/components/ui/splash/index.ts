export { Splash } from './splash.tsx';
