// The server's refusal of a new site, in the user's units: its sentence for a too-large site
// gives the limit in km², which reads wrong on an acre UI (issue 10 §7). The limit and the size
// come in the error's details, so the web words them itself.
import { formatArea, formatDistance } from '@sortie/domain';
import type { TUnitPreferences } from '@sortie/domain/contracts';
import { i18n } from '../../../i18n/i18n.ts';
import { measureText } from './site-i18n.ts';

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
    return i18n.t('sites:errors.areaTooLarge', {
      size: measureText(formatArea(area, units)),
      max: measureText(formatArea(maxArea, units)),
    });
  const length = num(d.length_m);
  const maxLength = num(d.max_length_m);
  if (length !== null && maxLength !== null)
    return i18n.t('sites:errors.corridorTooLong', {
      size: measureText(formatDistance(length, units)),
      max: measureText(formatDistance(maxLength, units)),
    });
  return error.message;
}
