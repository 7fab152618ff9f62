// The elevations feature: a site's elevation source, custom DEM upload and heat map.
export { ElevationSection } from './components/elevation-section.tsx';
