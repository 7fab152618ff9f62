// A timestamp coded in the picture: 44 bits of Date.now() (ms) as a row of 8×8 black or white
// blocks at the top of a grey frame. It survives x264 at any sane bitrate, and a viewer reads it
// back from the decoded pixels without OCR.
export const WIDTH = 352;
export const HEIGHT = 288;
const BITS = 44;
const BLOCK = 8;

/** A grey (8-bit luma) frame with `ms` coded in its first block row and a moving bar below. */
export function frameWithClock(ms: number, frame: number): Buffer {
  const pixels = Buffer.alloc(WIDTH * HEIGHT, 96);
  for (let bit = 0; bit < BITS; bit++) {
    const on = Math.floor(ms / 2 ** bit) % 2 === 1;
    for (let y = 0; y < BLOCK; y++) {
      pixels.fill(on ? 255 : 0, y * WIDTH + bit * BLOCK, y * WIDTH + bit * BLOCK + BLOCK);
    }
  }
  // Motion, so the encoder spends bits as on a real picture.
  const x = (frame * 6) % WIDTH;
  for (let y = 40; y < HEIGHT; y++)
    pixels.fill(200, y * WIDTH + x, y * WIDTH + Math.min(WIDTH, x + 24));
  return pixels;
}

/** The coded ms of a decoded grey frame (block centres, threshold at mid-grey). */
export function readClock(pixels: Buffer): number {
  let ms = 0;
  for (let bit = 0; bit < BITS; bit++) {
    const centre = (BLOCK / 2) * WIDTH + bit * BLOCK + BLOCK / 2;
    if ((pixels[centre] ?? 0) > 128) ms += 2 ** bit;
  }
  return ms;
}
