// The per-image checks. Thresholds are relative where the scene decides the number: sharpness is
// compared with the median of the same camera in the same dataset (a field of grass and a car park
// give very different Laplacian variances, a blurred frame is far below its neighbours either way).
import { cameraKey } from './camera.ts';
import { median } from './geo.ts';
import { hammingDistance } from './measures.ts';
import type { ImageIssue, ImageIssueKind, ImageRecord } from './types.ts';
import { say, shown, skipText, type Said } from './words.ts';

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

/** A finding of `kind` in the words `said` has (English, code and params). */
const found = (kind: ImageIssueKind, { text, code, params }: Said): ImageIssue => ({
  kind,
  message: text,
  code,
  params,
});

function blurChecks(records: readonly ImageRecord[], out: IssueMap) {
  const groups = new Map<string, ImageRecord[]>();
  for (const r of records) {
    if (!r.measures) continue;
    const key = `${cameraKey(r.meta)}|${r.measures.source ?? 'image'}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  for (const group of groups.values()) {
    const m = median(group.map((r) => r.measures!.sharpness));
    const limit =
      group.length >= BLUR_MIN_GROUP ? Math.max(BLUR_FLOOR, BLUR_RATIO * m) : BLUR_FLOOR;
    for (const r of group) {
      if (r.measures!.sharpness < limit) {
        const sharpness = shown(r.measures!.sharpness, 0);
        add(out, r.index, found('blur', say('blurred', { sharpness, limit: shown(limit, 0) })));
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
      const params = {
        altitude: shown(alt(r)!, 1),
        offset: shown(Math.abs(d), 1),
        median: shown(m, 1),
      };
      const code = d > 0 ? 'altitude_above' : 'altitude_below';
      add(out, r.index, found('altitude_outlier', say(code, params)));
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
        add(out, b.index, found('duplicate', say('duplicate_of', { name: twin.meta.name })));
    }
  }
}

/**
 * Pixels left unchecked, and why: the reader's reason (`pixelsSkippedCode`) becomes the finding's
 * `reason` param; a reason given without a code is `unexplained` (clients show the English).
 */
function pixelsUnchecked(r: ImageRecord): ImageIssue {
  const why = r.pixelsSkipped ?? skipText('not_decoded', {});
  const reason = r.pixelsSkippedCode ?? {
    code: r.pixelsSkipped === undefined ? 'not_decoded' : 'unexplained',
    params: {},
  };
  return {
    kind: 'pixels_unchecked',
    message: `Pixels not checked (blur, exposure, duplicates): ${why}.`,
    code: 'pixels_unchecked',
    params: { ...reason.params, reason: reason.code },
  };
}

/** Every per-image issue, by record index. `xy` holds the local positions of placed images. */
export function imageIssues(
  records: readonly ImageRecord[],
  xy: Map<number, [number, number]>,
  mapping: boolean,
): IssueMap {
  const out: IssueMap = new Map();
  for (const r of records) {
    // The reader's own sentences (worker, browser) pass through with the code it gave them.
    if (r.error) {
      const coded = r.errorCode ?? { code: 'unreadable', params: {} };
      add(out, r.index, { kind: 'unreadable', message: r.error, ...coded });
    } else if (!r.measures) {
      add(out, r.index, pixelsUnchecked(r));
    }
    if (r.meta.lat === null) add(out, r.index, found('gps_missing', say('no_gps_position', {})));
    if (r.measures && r.measures.brightClip > CLIP_LIMIT) {
      const share = shown(r.measures.brightClip * 100, 0);
      add(out, r.index, found('overexposed', say('overexposed', { share })));
    }
    if (r.measures && r.measures.darkClip > CLIP_LIMIT) {
      const share = shown(r.measures.darkClip * 100, 0);
      add(out, r.index, found('underexposed', say('underexposed', { share })));
    }
    const pitch = r.meta.gimbalPitch;
    if (mapping && pitch !== null && Math.abs(pitch + 90) > NADIR_TOLERANCE_DEG) {
      const params = { pitch: shown(pitch, 1), tolerance: NADIR_TOLERANCE_DEG };
      add(out, r.index, found('gimbal_off_nadir', say('gimbal_off_nadir', params)));
    }
  }
  blurChecks(records, out);
  altitudeChecks(records, out);
  duplicateChecks(records, xy, out);
  return out;
}
