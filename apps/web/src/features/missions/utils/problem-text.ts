// The engine words range refusals in metric ("Altitude must be between 2 m and 500 m."); next to
// a labelled input the user needs the bounds in their own units instead.
import { formatHeight, formatNumber, formatSpeed } from '@sortie/domain';
import type { TUnitPreferences } from '@sortie/domain/contracts';
import type { PreviewProblem } from '../worker/plan-preview.ts';

function bound(field: string, value: number, units: TUnitPreferences): string {
  const leaf = field.split('.').pop() ?? field;
  if (leaf.endsWith('_mps')) return formatSpeed(value, units).text;
  if (leaf === 'gsd_cm') return `${formatNumber(value)} cm/px`;
  if (leaf.endsWith('_m')) return formatHeight(value, units).text;
  if (leaf.endsWith('_pct')) return `${formatNumber(value)} %`;
  if (leaf.endsWith('_deg')) return `${formatNumber(value)}°`;
  if (leaf.endsWith('_s') || leaf === 'seconds') return `${formatNumber(value)} s`;
  return formatNumber(value);
}

export function problemText(problem: PreviewProblem, units: TUnitPreferences): string {
  const { min, max } = problem.details;
  if (
    problem.type === 'out_of_range' &&
    problem.field &&
    typeof min === 'number' &&
    typeof max === 'number'
  ) {
    return `Enter a value from ${bound(problem.field, min, units)} to ${bound(problem.field, max, units)}.`;
  }
  return problem.message;
}
