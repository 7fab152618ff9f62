// The engine words its refusals without assuming a unit system where it can, and carries the
// numbers in details (metres, cm/px, m/s, as the API's field names say). Next to a labelled input
// the user reads them in their own units (issue 19), so the sentences that name a quantity are
// built here from the details; any other refusal keeps the engine's sentence.
import { formatDistance, formatHeight, formatNumber, formatSpeed } from '@sortie/domain';
import type { TUnitPreferences } from '@sortie/domain/contracts';
import type { PreviewProblem } from '../worker/plan-preview.ts';
import { formatGsd } from './mission-stats-format.ts';

function bound(field: string, value: number, units: TUnitPreferences): string {
  const leaf = field.split('.').pop() ?? field;
  if (leaf.endsWith('_mps')) return formatSpeed(value, units).text;
  if (leaf === 'gsd_cm') return formatGsd(value, units);
  if (leaf.endsWith('_m')) return formatHeight(value, units).text;
  if (leaf.endsWith('_pct')) return `${formatNumber(value)} %`;
  if (leaf.endsWith('_deg')) return `${formatNumber(value)}°`;
  if (leaf.endsWith('_s') || leaf === 'seconds') return `${formatNumber(value)} s`;
  return formatNumber(value);
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The altitude a camera's GSD range refuses: what it gives, the limit, and what to fly at. */
function gsdAltitudeText(d: Record<string, unknown>, units: TUnitPreferences): string | null {
  const { value, gsd_cm: gsd, gsd_limit_cm: limit, min, max } = d;
  if (![value, gsd, limit, min, max].every(isNumber)) return null;
  const low = (gsd as number) < (limit as number);
  const at = formatHeight(value as number, units).text;
  const fly = formatHeight((low ? min : max) as number, units).text;
  return low
    ? `At ${at} this camera's ground sample distance is ${formatGsd(gsd as number, units)}, below the ${formatGsd(limit as number, units)} minimum. Fly at ${fly} or higher.`
    : `At ${at} this camera's ground sample distance is ${formatGsd(gsd as number, units)}, above the ${formatGsd(limit as number, units)} maximum. Fly at ${fly} or lower.`;
}

export function problemText(problem: PreviewProblem, units: TUnitPreferences): string {
  const d = problem.details;
  if (problem.type === 'out_of_range' && problem.field) {
    const gsd = gsdAltitudeText(d, units);
    if (gsd) return gsd;
    if (isNumber(d.min) && isNumber(d.max))
      return `Enter a value from ${bound(problem.field, d.min, units)} to ${bound(problem.field, d.max, units)}.`;
  }
  if (
    problem.type === 'photo_interval_too_short' &&
    isNumber(d.photo_spacing_m) &&
    isNumber(d.min_trigger_interval_s)
  ) {
    // Photo spacing is a ground distance: m or ft by the distance preference.
    const apart = formatDistance(Math.round(d.photo_spacing_m * 10) / 10, units, {
      unit: 'm',
    }).text;
    return `Photos ${apart} apart would be taken faster than every ${formatNumber(d.min_trigger_interval_s)} s even at the minimum speed. Lower the front overlap or fly higher.`;
  }
  if (problem.type === 'takeoff_above_ceiling' && isNumber(d.elevation_m) && isNumber(d.ceiling_m))
    return `Take-off at ${formatHeight(Math.round(d.elevation_m), units).text} is above this drone's ${formatHeight(d.ceiling_m, units).text} ceiling.`;
  return problem.message;
}
