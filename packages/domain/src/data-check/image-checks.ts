// The per-image checks. Thresholds are relative where the scene decides the number: sharpness is
// compared with the median of the same camera in the same dataset (a field of grass and a car park
// give very different Laplacian variances, a blurred frame is far below its neighbours either way).
import { cameraKey } from './camera.ts';
import { median } from './geo.ts';
import { hammingDistance } from './measures.ts';
import type { ImageIssue, ImageRecord } from './types.ts';

/** A frame below this share of its camera's median sharpness is blurred. */
export const BLUR_RATIO = 0.35;
/** With fewer frames of a camera than this, the absolute floor below is used instead. */
const BLUR_MIN_GROUP = 5;
/** Laplacian variance of a 512 px grey copy under which any frame is blurred. */
export const BLUR_FLOOR = 12;
/** Share of clipped pixels above which a frame is over- or under-exposed. */
export const CLIP_LIMIT = 0.05;
/** Degrees from straight down (−90°) a mapping frame may be. */
export const NADIR_TOLERANCE_DEG = 10;
/** Metres from the median height that always count as normal (wind, terrain following). */
const ALTITUDE_SLACK_M = 5;
/** Hash bits two duplicates may differ by, and metres apart they may be. */
const DUPLICATE_BITS = 4;
const DUPLICATE_M = 1.5;

export type IssueMap = Map<number, ImageIssue[]>;

function add(map: IssueMap, index: number, issue: ImageIssue) {
  const list = map.get(index) ?? [];
  list.push(issue);
  map.set(index, list);
}

function blurChecks(records: readonly ImageRecord[], out: IssueMap) {
  const groups = new Map<string, ImageRecord[]>();
  for (const r of records) {
    if (!r.measures) continue;
    const key = cameraKey(r.meta);
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  for (const group of groups.values()) {
    const m = median(group.map((r) => r.measures!.sharpness));
    const limit =
      group.length >= BLUR_MIN_GROUP ? Math.max(BLUR_FLOOR, BLUR_RATIO * m) : BLUR_FLOOR;
    for (const r of group) {
      if (r.measures!.sharpness < limit) {
        add(out, r.index, {
          kind: 'blur',
          message: `Blurred: sharpness ${r.measures!.sharpness.toFixed(0)}, under ${limit.toFixed(0)} for this camera.`,
        });
      }
    }
  }
}

function altitudeChecks(records: readonly ImageRecord[], out: IssueMap) {
  const withRel = records.filter((r) => r.meta.relAltitude !== null && r.meta.lat !== null);
  const useRel = withRel.length >= records.length / 2;
  const alt = (r: ImageRecord) => (useRel ? r.meta.relAltitude : r.meta.absAltitude);
  const placed = records.filter((r) => r.meta.lat !== null && alt(r) !== null);
  if (placed.length < 5) return;
  const m = median(placed.map((r) => alt(r)!));
  const mad = median(placed.map((r) => Math.abs(alt(r)! - m))) * 1.4826;
  const limit = Math.max(ALTITUDE_SLACK_M, 4 * mad);
  for (const r of placed) {
    const d = alt(r)! - m;
    if (Math.abs(d) > limit) {
      add(out, r.index, {
        kind: 'altitude_outlier',
        message: `Altitude ${alt(r)!.toFixed(1)} m is ${Math.abs(d).toFixed(1)} m ${d > 0 ? 'above' : 'below'} the others (${m.toFixed(1)} m).`,
      });
    }
  }
}

function duplicateChecks(
  records: readonly ImageRecord[],
  xy: Map<number, [number, number]>,
  out: IssueMap,
) {
  // Candidates share a 2 m grid cell (or have no position and the same hash): no n² scan.
  const cells = new Map<string, ImageRecord[]>();
  for (const r of records) {
    if (!r.measures) continue;
    const p = xy.get(r.index);
    const key = p ? `${Math.round(p[0] / 2)}:${Math.round(p[1] / 2)}` : `h:${r.measures.hash}`;
    cells.set(key, [...(cells.get(key) ?? []), r]);
  }
  for (const group of cells.values()) {
    for (let i = 1; i < group.length; i++) {
      const b = group[i]!;
      const twin = group.slice(0, i).find((a) => {
        const pa = xy.get(a.index);
        const pb = xy.get(b.index);
        const near = !pa || !pb || Math.hypot(pa[0] - pb[0], pa[1] - pb[1]) <= DUPLICATE_M;
        return near && hammingDistance(a.measures!.hash, b.measures!.hash) <= DUPLICATE_BITS;
      });
      if (twin)
        add(out, b.index, { kind: 'duplicate', message: `Duplicate of ${twin.meta.name}.` });
    }
  }
}

/** Every per-image issue, by record index. `xy` holds the local positions of placed images. */
export function imageIssues(
  records: readonly ImageRecord[],
  xy: Map<number, [number, number]>,
  mapping: boolean,
): IssueMap {
  const out: IssueMap = new Map();
  for (const r of records) {
    if (r.error) add(out, r.index, { kind: 'unreadable', message: r.error });
    if (r.meta.lat === null)
      add(out, r.index, { kind: 'gps_missing', message: 'No GPS position.' });
    if (r.measures && r.measures.brightClip > CLIP_LIMIT) {
      add(out, r.index, {
        kind: 'overexposed',
        message: `Overexposed: ${(r.measures.brightClip * 100).toFixed(0)} % of pixels are white.`,
      });
    }
    if (r.measures && r.measures.darkClip > CLIP_LIMIT) {
      add(out, r.index, {
        kind: 'underexposed',
        message: `Underexposed: ${(r.measures.darkClip * 100).toFixed(0)} % of pixels are black.`,
      });
    }
    const pitch = r.meta.gimbalPitch;
    if (mapping && pitch !== null && Math.abs(pitch + 90) > NADIR_TOLERANCE_DEG) {
      add(out, r.index, {
        kind: 'gimbal_off_nadir',
        message: `Gimbal pitch ${pitch.toFixed(1)}°, more than ${NADIR_TOLERANCE_DEG}° off straight down.`,
      });
    }
  }
  blurChecks(records, out);
  altitudeChecks(records, out);
  duplicateChecks(records, xy, out);
  return out;
}
