// A PNG of the results map as shown (basemap, site, footprints, centres, gaps) for the PDF report.
// MapLibre clears its WebGL buffer after each frame, so the canvas is read inside the next
// 'render' event, when the frame is still in it. A canvas the browser will not read (a basemap
// served without CORS taints it) answers null and the report draws its plain plan instead.
import type { Map as MapLibreMap } from 'maplibre-gl';

export function mapSnapshot(map: MapLibreMap): Promise<Uint8Array | null> {
  return new Promise((resolve) => {
    void map.once('render', () => {
      try {
        const url = map.getCanvas().toDataURL('image/png');
        const b64 = url.slice(url.indexOf(',') + 1);
        resolve(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));
      } catch {
        resolve(null);
      }
    });
    map.triggerRepaint();
  });
}
