// The fallback basemap's GeoJSON asset, made at build time by vite-plugins/fallback-basemap.js.
declare module 'virtual:sortie-fallback-basemap' {
  const url: string;
  export default url;
}
