// What the web's and the server's PDFs share to write Hindi (decision 436): pdf-lib shapes
// Devanagari through @pdf-lib/fontkit, whose Indic shaper was compiled with regenerator and
// reads a global `regeneratorRuntime` that no bundle provides any more; text a font has no
// glyph for must be replaced before drawing, or pdf-lib prints a box or throws; and lines are
// cut a letter at a time, never inside a syllable.
export { installShaperRuntime } from './shaper-runtime.ts';
export { drawable } from './drawable.ts';
export { fitToWidth, wrapToWidth } from './fit.ts';
