// Number labels for map markers without glyphs: the offline map style has no font server, so each
// number is drawn once on a canvas and added as a style image when MapLibre first asks for it.
import type { Map as MapLibreMap, MapStyleImageMissingEvent } from 'maplibre-gl';

const SIZE = 24;

/** Draws `text` in white, centred, on a transparent square; null where canvas is unavailable. */
export function drawNumberIcon(text: string, pixelRatio: number): ImageData | null {
  const px = Math.round(SIZE * pixelRatio);
  const canvas = document.createElement('canvas');
  canvas.width = px;
  canvas.height = px;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const scale = text.length > 2 ? 0.42 : 0.55;
  ctx.font = `600 ${Math.round(px * scale)}px system-ui, sans-serif`;
  ctx.fillText(text, px / 2, px / 2 + pixelRatio);
  return ctx.getImageData(0, 0, px, px);
}

/** Answers MapLibre's requests for `${prefix}${n}` images; returns the function that stops it. */
export function provideNumberIcons(map: MapLibreMap, prefix: string): () => void {
  const ratio = typeof window === 'undefined' ? 1 : Math.max(1, window.devicePixelRatio || 1);
  const onMissing = (e: MapStyleImageMissingEvent) => {
    if (!e.id.startsWith(prefix) || map.hasImage(e.id)) return;
    const image = drawNumberIcon(e.id.slice(prefix.length), ratio);
    if (image) map.addImage(e.id, image, { pixelRatio: ratio });
  };
  map.on('styleimagemissing', onMissing);
  return () => map.off('styleimagemissing', onMissing);
}
