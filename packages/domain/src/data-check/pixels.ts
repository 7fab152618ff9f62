// Pixel helpers shared by the checks: an RGBA buffer to a grey one, and a box downscale. Both work
// on plain typed arrays so the tests can build images without a canvas.

/** Rec. 601 luma of an RGBA buffer, one byte per pixel. */
export function rgbaToGray(rgba: Uint8Array | Uint8ClampedArray, w: number, h: number): Uint8Array {
  const out = new Uint8Array(w * h);
  for (let i = 0, p = 0; p < out.length; p++, i += 4) {
    out[p] = (rgba[i]! * 299 + rgba[i + 1]! * 587 + rgba[i + 2]! * 114) / 1000;
  }
  return out;
}

/** Box-filter downscale of a grey image to exactly (tw, th). */
export function downscaleGray(
  gray: Uint8Array,
  w: number,
  h: number,
  tw: number,
  th: number,
): Uint8Array {
  const out = new Uint8Array(tw * th);
  for (let y = 0; y < th; y++) {
    const y0 = Math.floor((y * h) / th);
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * h) / th));
    for (let x = 0; x < tw; x++) {
      const x0 = Math.floor((x * w) / tw);
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * w) / tw));
      let sum = 0;
      for (let yy = y0; yy < y1; yy++) {
        const row = yy * w;
        for (let xx = x0; xx < x1; xx++) sum += gray[row + xx]!;
      }
      out[y * tw + x] = sum / ((y1 - y0) * (x1 - x0));
    }
  }
  return out;
}
