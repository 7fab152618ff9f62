import type { Box } from './letterbox.ts';

/** One detected object, its box in the source image's pixels (what the JSON download holds). */
export type Detection = { classId: number; label: string; score: number; box: Box };
