// The engine words its refusals without assuming a unit system where it can, and carries the
// numbers in details (metres, cm/px, m/s, as the API's field names say). Next to a labelled input
// the user reads them in their own units (issue 19), so the sentences that name a quantity are
// built here from the details; any other refusal keeps the engine's sentence.
import { formatDistance, formatHeight, formatSpeed } from '@sortie/domain';
import type { TUnitPreferences } from '@sortie/domain/contracts';
import type { PreviewProblem } from '../worker/preview-protocol.ts';
import { formatGsd } from './mission-stats-format.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { formatNumber } from '../../../i18n/locale.ts';
import { measureText } from './mission-i18n.ts';

function bound(field: string, value: number, units: TUnitPreferences): string {
  const leaf = field.split('.').pop() ?? field;
  if (leaf.endsWith('_mps')) return measureText(formatSpeed(value, units));
  if (leaf === 'gsd_cm') return formatGsd(value, units);
  if (leaf.endsWith('_m')) return measureText(formatHeight(value, units));
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
  const at = measureText(formatHeight(value as number, units));
  const fly = measureText(formatHeight((low ? min : max) as number, units));
  const values = {
    at,
    fly,
    gsd: formatGsd(gsd as number, units),
    limit: formatGsd(limit as number, units),
  };
  return low
    ? i18n.t('missions:problems.gsdBelow', values)
    : i18n.t('missions:problems.gsdAbove', values);
}

export function problemText(problem: PreviewProblem, units: TUnitPreferences): string {
  const d = problem.details;
  if (problem.type === 'out_of_range' && problem.field) {
    const gsd = gsdAltitudeText(d, units);
    if (gsd) return gsd;
    if (isNumber(d.min) && isNumber(d.max))
      return i18n.t('missions:problems.range', {
        min: bound(problem.field, d.min, units),
        max: bound(problem.field, d.max, units),
      });
  }
  if (
    problem.type === 'photo_interval_too_short' &&
    isNumber(d.photo_spacing_m) &&
    isNumber(d.min_trigger_interval_s)
  ) {
    // Photo spacing is a ground distance: m or ft by the distance preference.
    const apart = measureText(
      formatDistance(Math.round(d.photo_spacing_m * 10) / 10, units, { unit: 'm' }),
    );
    return i18n.t('missions:problems.photoInterval', {
      apart,
      seconds: formatNumber(d.min_trigger_interval_s),
    });
  }
  if (problem.type === 'takeoff_above_ceiling' && isNumber(d.elevation_m) && isNumber(d.ceiling_m))
    return i18n.t('missions:problems.takeoffCeiling', {
      at: measureText(formatHeight(Math.round(d.elevation_m), units)),
      ceiling: measureText(formatHeight(d.ceiling_m, units)),
    });
  return problem.message;
}
