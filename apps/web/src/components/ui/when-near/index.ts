export { WhenNear } from './when-near.tsx';
