// Coverage check of the corners of a sweep, against the photos the aircraft will really take.
// sweepTips bends a leg to a corner lying more than `reach` past the row's end, as if the end
// photo sat on the row's end. But a distance trigger fires every photo spacing from the start of
// the run, so the last photo can fall up to one spacing short of the end (mission-builder.ts):
// at 60 % front overlap only a tenth of a footprint is then seen past the end, not the 0.4 that
// `reach` assumes. And a corner whose own row cannot reach it in a straight line was dropped,
// though the next row could. Auto bearings found exactly those angles (shorter without the tip),
// leaving spikes of concave sites 0.5-3 % unseen. So, once the path is ordered, each candidate
// corner past a row's end (sweep-tips.ts stripCandidates) is tested against the photo footprints
// of the path; an unseen one becomes a tip of its own row, or else of a neighbouring row, and the path is ordered again.
import type { LocalXY } from '../geo/types.ts';
import type { SweepPath } from './boustrophedon.ts';
import type { Row, Tips } from './sweep.ts';
import { isVisible } from './sweep-tips.ts';

/** The camera on a sweep: trigger spacing and footprint, metres. */
export interface CoverSpec {
  photo_m: number;
  along_m: number;
  across_m: number;
}

/** Share of half a footprint a corner must lie within to count as seen (position error margin). */
const SEEN = 0.9;

/**
 * Which of `points` some photo of `path` sees. The points are bucketed on a grid of cells as wide
 * as a footprint's half-diagonal; each photo, as the trigger walk meets it, is tested only against
 * the points in the 3 × 3 cells around it (no photo is stored: a path can hold thousands, and the
 * automatic bearing search plans a couple of hundred paths).
 */
function seenBy(path: SweepPath, cover: CoverSpec, points: readonly LocalXY[]): boolean[] {
  const cell = Math.hypot(cover.along_m, cover.across_m) / 2;
  // A collision only costs a needless exact test.
  const key = (cx: number, cy: number) => (cx & 0xffff) * 0x10000 + (cy & 0xffff);
  const near = new Map<number, number[]>();
  points.forEach((p, i) => {
    const [cx, cy] = [Math.floor(p[0] / cell), Math.floor(p[1] / cell)];
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        const list = near.get(key(cx + dx, cy + dy));
        if (list) list.push(i);
        else near.set(key(cx + dx, cy + dy), [i]);
      }
    }
  });
  const seen = points.map(() => false);
  const halfAlong = (SEEN * cover.along_m) / 2;
  const halfAcross = (SEEN * cover.across_m) / 2;
  const test = (a: LocalXY, b: LocalXY, len: number, t: number) => {
    const x = a[0] + t * (b[0] - a[0]);
    const y = a[1] + t * (b[1] - a[1]);
    const list = near.get(key(Math.floor(x / cell), Math.floor(y / cell)));
    if (!list) return;
    const ux = len > 0 ? (b[0] - a[0]) / len : 1;
    const uy = len > 0 ? (b[1] - a[1]) / len : 0;
    for (const i of list) {
      if (seen[i]) continue;
      const dx = points[i]![0] - x;
      const dy = points[i]![1] - y;
      if (Math.abs(dx * ux + dy * uy) <= halfAlong && Math.abs(dy * ux - dx * uy) <= halfAcross)
        seen[i] = true;
    }
  };
  // The trigger walk of mission-builder.ts (one photo at a run's start, then every spacing along
  // the run), but a leg with no point within a cell of its box only advances the count.
  const { photo_m: spacing } = cover;
  let nextAt: number | null = null;
  for (let i = 0; i + 1 < path.points.length; i++) {
    if (!path.coverage[i]) {
      nextAt = null;
      continue;
    }
    const a = path.points[i]!;
    const b = path.points[i + 1]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    let at: number = nextAt ?? 0;
    const [x0, x1] = [Math.min(a[0], b[0]) - cell, Math.max(a[0], b[0]) + cell];
    const [y0, y1] = [Math.min(a[1], b[1]) - cell, Math.max(a[1], b[1]) + cell];
    if (points.some((p) => p[0] >= x0 && p[0] <= x1 && p[1] >= y0 && p[1] <= y1)) {
      for (; at <= len + 1e-3; at += spacing) test(a, b, len, len > 0 ? Math.min(1, at / len) : 0);
    } else if (at <= len + 1e-3) {
      at += (Math.floor((len + 1e-3 - at) / spacing) + 1) * spacing;
    }
    nextAt = at - len;
  }
  return seen;
}

/**
 * The ends of the ring edge the row end `e` lies on (crossingsAt computed it on one): when the
 * corner is not in a straight line of sight from `e`, which sits just short of a ring vertex, the
 * leg may follow that edge to the vertex first.
 */
function edgeEnds(e: LocalXY, rings: readonly LocalXY[][]): LocalXY[] {
  const out: LocalXY[] = [];
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const a = ring[j]!;
      const b = ring[i]!;
      const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
      const cross = (b[0] - a[0]) * (e[1] - a[1]) - (b[1] - a[1]) * (e[0] - a[0]);
      const t = ((e[0] - a[0]) * (b[0] - a[0]) + (e[1] - a[1]) * (b[1] - a[1])) / (len * len);
      if (len > 0 && Math.abs(cross) / len < 1e-6 && t >= 0 && t <= 1) out.push(a, b);
    }
  }
  return out;
}

/** The way from the row end `e` to corner `v`: [] when straight, [via] along an edge, or null. */
function wayTo(e: LocalXY, v: LocalXY, rings: readonly LocalXY[][]): LocalXY[] | null {
  if (isVisible(e, v, rings)) return [];
  for (const w of edgeEnds(e, rings)) {
    // The via vertex must lie outward of the row end, between it and the corner.
    if ((w[0] - e[0]) * (v[0] - e[0]) <= 0 || Math.abs(w[0] - e[0]) > Math.abs(v[0] - e[0]))
      continue;
    if (isVisible(w, v, rings)) return [w];
  }
  return null;
}

/** Sets row k's tip toward `v` when v lies past one of its interval ends and is reachable. */
function tipToward(
  rows: readonly Row[],
  k: number,
  v: LocalXY,
  rings: readonly LocalXY[][],
  tips: Tips,
): boolean {
  const row = rows[k];
  if (!row) return false;
  const ivs = row.intervals;
  for (let i = 0; i < ivs.length; i++) {
    const [x0, x1] = ivs[i]!;
    const prevEnd = i > 0 ? ivs[i - 1]![1] : -Infinity;
    const nextStart = i + 1 < ivs.length ? ivs[i + 1]![0] : Infinity;
    const right = v[0] > x1 && v[0] < nextStart;
    if (!right && !(v[0] < x0 && v[0] > prevEnd)) continue;
    const side = right ? tips.right : tips.left;
    const cur = side[k]![i];
    if (cur && (right ? cur[0] >= v[0] : cur[0] <= v[0])) return false;
    const way = wayTo([right ? x1 : x0, row.y], v, rings);
    if (!way) return false;
    side[k]![i] = v;
    const key = right ? 'viaRight' : 'viaLeft';
    const via = (tips[key] ??= tips.left.map((r) => r.map(() => null)));
    via[k]![i] = way[0] ?? null;
    return true;
  }
  return false;
}

/**
 * Adds tips (in place) for candidate corners past a row's end that no photo of `path` sees.
 * Returns whether any tip was added, so the caller orders the cells again.
 *
 * @example
 * while (addUnseenTips(rows, rings, candidates, tips, path, cover)) path = order(tips);
 */
export function addUnseenTips(
  rows: readonly Row[],
  rings: readonly LocalXY[][],
  candidates: readonly LocalXY[][],
  tips: Tips,
  path: SweepPath,
  cover: CoverSpec,
): boolean {
  // Without a tip on that side and on a row at least a spacing long, the photo nearest a row's end
  // lies on the row within one spacing of it: corners this close are seen wherever it falls.
  const sure = (SEEN * cover.along_m) / 2 - cover.photo_m;
  const halfAcross = (SEEN * cover.across_m) / 2;
  const open: { k: number; v: LocalXY }[] = [];
  rows.forEach((row, k) => {
    const ivs = row.intervals;
    for (const v of candidates[k]!) {
      // Only corners beyond the row's intervals: the strip along an interval is seen by its photos.
      if (ivs.some(([x0, x1]) => v[0] >= x0 && v[0] <= x1)) continue;
      const sureSeen =
        Math.abs(v[1] - row.y) <= halfAcross &&
        ivs.some(
          ([x0, x1], i) =>
            x1 - x0 >= cover.photo_m &&
            ((v[0] > x1 && v[0] - x1 <= sure && !tips.right[k]![i]) ||
              (v[0] < x0 && x0 - v[0] <= sure && !tips.left[k]![i])),
        );
      if (!sureSeen) open.push({ k, v });
    }
  });
  if (open.length === 0) return false;
  const seen = seenBy(
    path,
    cover,
    open.map((o) => o.v),
  );
  let added = false;
  open.forEach(({ k, v }, i) => {
    if (seen[i]) return;
    const row = rows[k]!;
    // Its own row first, then the neighbour on its side, then the other (an empty row has none).
    const toward = v[1] < row.y ? -1 : 1;
    if (
      tipToward(rows, k, v, rings, tips) ||
      tipToward(rows, k + toward, v, rings, tips) ||
      tipToward(rows, k - toward, v, rings, tips)
    )
      added = true;
  });
  return added;
}
