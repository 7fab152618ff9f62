// Forward and side overlap from photo centres and footprints. Forward: 1 − (distance between
// neighbouring photos along a strip) / (footprint length along the track). Side: 1 − (distance
// between neighbouring strips) / (footprint width across the track). Medians, so a turn or one
// late trigger does not move the figure. A strip spacing well above the others is a strip that was
// never flown (or whose photos were lost): it is returned as a gap with its ground area.
import { median } from './geo.ts';
import type { Strip } from './strips.ts';

export type FootprintOf = (id: number) => { across: number; along: number } | null;

export type OverlapResult = {
  frontPct: number | null;
  sidePct: number | null;
  /** Ground rectangles [x, y] between strips spaced far wider than the others. */
  missingStrips: [number, number][][];
  stripCount: number;
};

const dot = (x: number, y: number, d: [number, number]) => x * d[0] + y * d[1];

function forwardOverlaps(strips: readonly Strip[], size: FootprintOf): number[] {
  const out: number[] = [];
  for (const s of strips) {
    for (let i = 1; i < s.points.length; i++) {
      const a = s.points[i - 1]!;
      const b = s.points[i]!;
      const fa = size(a.id);
      const fb = size(b.id);
      if (!fa || !fb) continue;
      const along = (fa.along + fb.along) / 2;
      const dist = Math.abs(dot(b.x - a.x, b.y - a.y, s.dir));
      if (dist < 0.01) continue;
      out.push(1 - dist / along);
    }
  }
  return out;
}

type Line = { offset: number; from: number; to: number; across: number };

/** Strips as lines across a common direction, sorted by their offset; near ones merged. */
function linesOf(
  strips: readonly Strip[],
  size: FootprintOf,
): { lines: Line[]; dir: [number, number] } {
  const main = [...strips].sort((a, b) => b.points.length - a.points.length)[0]!;
  const dir = main.dir;
  const normal: [number, number] = [-dir[1], dir[0]];
  const lines: Line[] = [];
  for (const s of strips) {
    if (s.points.length < 3) continue;
    // Only strips parallel to the main one are flight lines; tie lines and turns are not.
    if (Math.abs(dot(s.dir[0], s.dir[1], dir)) < Math.cos((20 * Math.PI) / 180)) continue;
    const widths = s.points.map((p) => size(p.id)?.across).filter((w): w is number => w != null);
    if (widths.length === 0) continue;
    const offsets = s.points.map((p) => dot(p.x, p.y, normal));
    const alongs = s.points.map((p) => dot(p.x, p.y, dir));
    lines.push({
      offset: offsets.reduce((a, b) => a + b, 0) / offsets.length,
      from: Math.min(...alongs),
      to: Math.max(...alongs),
      across: median(widths),
    });
  }
  lines.sort((a, b) => a.offset - b.offset);
  const merged: Line[] = [];
  for (const l of lines) {
    const last = merged[merged.length - 1];
    if (last && l.offset - last.offset < 0.25 * last.across) {
      last.from = Math.min(last.from, l.from);
      last.to = Math.max(last.to, l.to);
    } else merged.push({ ...l });
  }
  return { lines: merged, dir };
}

/**
 * Overlaps and missing strips of a set of strips.
 *
 * @param plannedSidePct the planned side overlap, the spacing to compare against when there are
 *   too few strips for a typical spacing of their own
 */
export function estimateOverlap(
  strips: readonly Strip[],
  size: FootprintOf,
  plannedSidePct: number,
): OverlapResult {
  const fwd = forwardOverlaps(strips, size);
  const frontPct = fwd.length ? median(fwd) * 100 : null;
  if (strips.length === 0) return { frontPct, sidePct: null, missingStrips: [], stripCount: 0 };
  const { lines, dir } = linesOf(strips, size);
  const normal: [number, number] = [-dir[1], dir[0]];
  const spacings = lines.slice(1).map((l, i) => l.offset - lines[i]!.offset);
  const sides = spacings.map((sp, i) => 1 - sp / ((lines[i]!.across + lines[i + 1]!.across) / 2));
  const sidePct = sides.length ? median(sides) * 100 : null;
  const across = median(lines.map((l) => l.across));
  const planned = across * (1 - plannedSidePct / 100);
  const typical = spacings.length >= 3 ? median(spacings) : planned;
  const missingStrips: [number, number][][] = [];
  spacings.forEach((sp, i) => {
    if (sp <= 1.6 * typical) return;
    const a = lines[i]!;
    const b = lines[i + 1]!;
    const from = Math.max(a.from, b.from);
    const to = Math.min(a.to, b.to);
    let p0 = a.offset + a.across / 2;
    let p1 = b.offset - b.across / 2;
    if (p1 <= p0) [p0, p1] = [a.offset + typical / 2, b.offset - typical / 2];
    const pt = (al: number, pe: number): [number, number] => [
      al * dir[0] + pe * normal[0],
      al * dir[1] + pe * normal[1],
    ];
    missingStrips.push([pt(from, p0), pt(to, p0), pt(to, p1), pt(from, p1)]);
  });
  return { frontPct, sidePct, missingStrips, stripCount: lines.length };
}
