// Data Check (issue 14): the pure checks of drone images, shared by the web workers, the page
// and the tests. See docs/decisions/520-data-check.md.
export type * from './types.ts';
export type * from './result.ts';
export { rgbaToGray, downscaleGray } from './pixels.ts';
export {
  laplacianVariance,
  histogramClipping,
  differenceHash,
  hammingDistance,
  measureGray,
} from './measures.ts';
export { metaFromTags } from './meta.ts';
export { detectCamera, geometryOf, cameraKey } from './camera.ts';
export type { CatalogueCamera } from './camera.ts';
export { footprintSize, footprintCorners, gsdCm, heightForGsd } from './footprint.ts';
export { localFrame, median } from './geo.ts';
export { findStrips } from './strips.ts';
export { estimateOverlap } from './overlap.ts';
export { siteCoverage } from './coverage.ts';
export {
  imageIssues,
  BLUR_RATIO,
  BLUR_FLOOR,
  CLIP_LIMIT,
  NADIR_TOLERANCE_DEG,
} from './image-checks.ts';
export { analyseDataset } from './analyse.ts';
export { decideVerdict } from './verdict.ts';
export { bytesSource, type ByteSource } from './byte-source.ts';
export { readTiff, type Tiff, type Ifd } from './tiff-ifd.ts';
export {
  readJpegHead,
  jpegFrame,
  tiffPreviews,
  pickPreview,
  type EmbeddedJpeg,
  type JpegHead,
  type PickedPreview,
} from './embedded-preview.ts';
export {
  simpleStripsProblem,
  simpleStripsProblemCode,
  mainImage,
  stripsToGray,
  type SmallGray,
  type TiffProblemCoded,
} from './tiff-pixels.ts';
export {
  say,
  skipText,
  tiffProblemText,
  WORD_CODES,
  SKIP_REASONS,
  type Coded,
  type Said,
  type WordCode,
  type WordParams,
  type SkipReason,
  type SkipParams,
  type TiffProblem,
} from './words.ts';
