// What an analysis returns to the page: findings per image, dataset figures and issues, verdict.
import type { DatasetIssue, ImageIssue, ImageIssueKind, Verdict } from './types.ts';
import type { Coded } from './words.ts';

export type ImageFinding = {
  index: number;
  name: string;
  lon: number | null;
  lat: number | null;
  /** Ground footprint [lon, lat] ring, when height and camera are known. */
  footprint: [number, number][] | null;
  heightM: number | null;
  gsdCm: number | null;
  sharpness: number | null;
  camera: string;
  time: number | null;
  issues: ImageIssue[];
};

export type DatasetFigures = {
  imageCount: number;
  withGps: number;
  flaggedCount: number;
  frontOverlapPct: number | null;
  sideOverlapPct: number | null;
  coveragePct: number | null;
  gsdCm: number | null;
  plannedGsdCm: number | null;
  stripCount: number;
  cameras: { key: string; count: number }[];
  /** From first to last capture, seconds. */
  durationS: number | null;
  /** What the pixel checks measured: embedded previews, images decoded small, or nothing. */
  pixelSources: { preview: number; image: number; none: number };
};

export type DataCheckResult = {
  verdict: Verdict;
  /** English sentences (CSV, PDF, the stored summary); `reasonCodes` says the same, one for one. */
  reasons: string[];
  reasonCodes: Coded[];
  images: ImageFinding[];
  figures: DatasetFigures;
  issues: DatasetIssue[];
  counts: Partial<Record<ImageIssueKind, number>>;
};
