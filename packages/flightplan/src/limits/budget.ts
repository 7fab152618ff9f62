// The size budget of one plan (issue 10 §9, decision 140): a survey at 3 m with 95 % side overlap
// over 4,882 acres needs millions of photos and took the server down building the reply. Every
// mapping plan is sized first by cheap arithmetic (area, line and photo spacing) and refused past
// the budget; the exact counts are checked again before photos and waypoints are materialised, so
// a wrong estimate still cannot run away. The server and the web worker both plan through
// planMission, so both refuse with the same sentence.
import { AppError, err, ok, type Result } from '@sortie/domain';

/** What one plan may hold; the reply-size bound binds when photos and waypoints are both high. */
export const PLAN_BUDGET = Object.freeze({
  max_photos: 50_000,
  max_waypoints: 20_000,
  max_reply_bytes: 8 * 1024 * 1024,
});

/**
 * JSON bytes per planned photo and per waypoint in a reply (measured: 85 and 230–240 with full
 * precision coordinates; rounded up so the estimate errs on the large side).
 */
export const REPLY_BYTES = Object.freeze({ photo: 90, waypoint: 260, base: 2048 });

/** The counts a plan needs (estimated or exact). */
export interface PlanSize {
  photos: number;
  waypoints: number;
}

/** Bytes of the reply carrying a plan of this size. */
export function replyBytes(size: PlanSize): number {
  return REPLY_BYTES.base + size.photos * REPLY_BYTES.photo + size.waypoints * REPLY_BYTES.waypoint;
}

/**
 * Lower-bound size of a survey of parallel lines: the lines cover about area / spacing metres
 * with one photo every photo spacing plus one at each line's start; no line can be longer than
 * the site's diameter, so there are at least area / (diameter · spacing) lines of two waypoints.
 *
 * @example
 * estimateSurveySize({ area_m2: 1e6, diameter_m: 1414, line_spacing_m: 10, photo_spacing_m: 5 });
 * // { photos: 20_071, waypoints: 142 }
 */
export function estimateSurveySize(s: {
  area_m2: number;
  diameter_m: number;
  line_spacing_m: number;
  photo_spacing_m: number;
  /** 2 with a cross-hatch pass. */
  passes?: number;
}): PlanSize {
  const passes = s.passes ?? 1;
  const lines = Math.ceil(s.area_m2 / (Math.max(s.diameter_m, 1e-9) * s.line_spacing_m));
  const photos = s.area_m2 / (s.line_spacing_m * s.photo_spacing_m) + lines;
  return { photos: Math.ceil(passes * photos), waypoints: passes * 2 * lines };
}

const COUNT = new Intl.NumberFormat('en-US');

/** '1.2 million', '48,210': how a count reads in a sentence. */
function countText(n: number): string {
  if (n >= 1e9) return `${Number((n / 1e9).toPrecision(2))} billion`;
  if (n >= 1e6) return `${Number((n / 1e6).toPrecision(2))} million`;
  return COUNT.format(Math.round(n));
}

const mb = (bytes: number) => `${Number((bytes / 1024 / 1024).toPrecision(2))} MB`;

/** The parameters a survey plan's size depends on, to name the one to change. */
export interface SizeDrivers {
  /** Which of the two the user gave: the altitude, or the GSD it was derived from. */
  height_field: 'altitude_m' | 'gsd_cm';
  front_overlap_pct: number;
  side_overlap_pct: number;
}

/**
 * Refuses a plan over PLAN_BUDGET (422 `plan_too_large`) with a sentence naming what to change:
 * the altitude (or GSD) and the overlap that multiplies the count most.
 *
 * @example
 * checkPlanBudget({ photos: 1.2e6, waypoints: 9000 }, drivers, true).ok; // false
 */
export function checkPlanBudget(
  size: PlanSize,
  drivers: SizeDrivers,
  estimated: boolean,
): Result<PlanSize, AppError> {
  const bytes = replyBytes(size);
  const higher =
    drivers.side_overlap_pct >= drivers.front_overlap_pct ? 'side overlap' : 'front overlap';
  const height =
    drivers.height_field === 'gsd_cm' ? 'raise the ground sample distance' : 'raise the altitude';
  const about = estimated ? 'about ' : '';
  let what: string | null = null;
  if (size.photos > PLAN_BUDGET.max_photos) {
    what = `${height} or lower the ${higher}: this plan needs ${about}${countText(size.photos)} photos; the limit is ${countText(PLAN_BUDGET.max_photos)}.`;
  } else if (size.waypoints > PLAN_BUDGET.max_waypoints) {
    what = `${height} or lower the side overlap: this plan needs ${about}${countText(size.waypoints)} waypoints; the limit is ${countText(PLAN_BUDGET.max_waypoints)}.`;
  } else if (bytes > PLAN_BUDGET.max_reply_bytes) {
    what = `${height} or lower the ${higher}: this plan would take ${about}${mb(bytes)} to send; the limit is ${mb(PLAN_BUDGET.max_reply_bytes)}.`;
  }
  if (what === null) return ok(size);
  return err(
    AppError.rule('plan_too_large', what.charAt(0).toUpperCase() + what.slice(1), {
      field: drivers.height_field,
      photos: Math.round(size.photos),
      waypoints: Math.round(size.waypoints),
      reply_bytes: Math.round(bytes),
      estimated,
      ...PLAN_BUDGET,
    }),
  );
}
