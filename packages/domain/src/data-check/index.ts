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
