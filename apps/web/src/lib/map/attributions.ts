// Credits for the base maps' sources, shown by MapLibre's attribution control: raster tile hosts
// ask for them in their terms (Esri's imagery went uncredited before issue 10 §6).
export const OSM_ATTRIBUTION =
  '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">OpenStreetMap</a> contributors';
export const PROTOMAPS_ATTRIBUTION = `<a href="https://protomaps.com" target="_blank" rel="noopener">Protomaps</a> ${OSM_ATTRIBUTION}`;
export const ESRI_IMAGERY_ATTRIBUTION =
  'Imagery: <a href="https://www.esri.com/" target="_blank" rel="noopener">Esri</a>, Maxar, Earthstar Geographics, and the GIS User Community';
export const ESRI_REFERENCE_ATTRIBUTION =
  'Labels: Esri, HERE, Garmin, © OpenStreetMap contributors, and the GIS User Community';

/** The credit a raster tile host asks for, from its template URL (undefined when unknown). */
export function rasterAttribution(template: string): string | undefined {
  let host: string;
  let path: string;
  try {
    const url = new URL(template.replace(/[{}]/g, ''));
    host = url.hostname;
    path = url.pathname;
  } catch {
    return undefined;
  }
  if (host.endsWith('arcgisonline.com') || host.endsWith('arcgis.com')) {
    return /\/Reference\//i.test(path) ? ESRI_REFERENCE_ATTRIBUTION : ESRI_IMAGERY_ATTRIBUTION;
  }
  if (host.endsWith('openstreetmap.org')) return OSM_ATTRIBUTION;
  return undefined;
}
