// The server's refusal of a new site, in the user's units: its sentence for a too-large site
// gives the limit in km², which reads wrong on an acre UI (issue 10 §7). The limit and the size
// come in the error's details, so the web words them itself.
import { formatArea, formatDistance } from '@sortie/domain';
import type { TUnitPreferences } from '@sortie/domain/contracts';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

export function siteSaveErrorMessage(
  error: { type?: string; message: string; details?: Record<string, unknown> },
  units: TUnitPreferences,
): string {
  if (error.type !== 'site_too_large') return error.message;
  const d = error.details ?? {};
  const area = num(d.area_m2);
  const maxArea = num(d.max_area_m2);
  if (area !== null && maxArea !== null)
    return `The site covers ${formatArea(area, units).text}, more than the ${formatArea(maxArea, units).text} a site may cover. Draw or upload a smaller area.`;
  const length = num(d.length_m);
  const maxLength = num(d.max_length_m);
  if (length !== null && maxLength !== null)
    return `The corridor is ${formatDistance(length, units).text} long, more than the ${formatDistance(maxLength, units).text} a corridor may be. Draw or upload a shorter one.`;
  return error.message;
}
