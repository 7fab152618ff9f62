// The section's numbers, heights and the server's coverage sentences in the reader's language
// (issue 18 §2). English keeps exactly what the section wrote before (the domain's text, plain
// numbers, the server's own sentences); Hindi goes through locale.ts and the `elevations`
// catalogue, whose English entries mirror the server's wording for translators.
import type { FormattedQuantity } from '@sortie/domain';
import type { TVerifyElevationGridResponse } from '@sortie/domain/contracts';
import { currentLanguage, i18n } from '../../../i18n/i18n.ts';
import { formatNumber } from '../../../i18n/locale.ts';

const english = (): boolean => currentLanguage() === 'en';

/** 1234 as '1234' in English (as before), '1,234' in Hindi (hi-IN grouping). */
export function numberText(value: number): string {
  return english() ? String(value) : formatNumber(value, { maximumFractionDigits: 2 });
}

/** '328.1 ft' in English (the domain's text); the number through Intl in Hindi, m/ft as they are. */
export function heightText(q: FormattedQuantity<string>): string {
  return english() ? q.text : `${formatNumber(q.value, { maximumFractionDigits: 1 })} ${q.unit}`;
}

/**
 * The coverage check's sentence: the server's own in English (it may say more than the fields);
 * in Hindi the same sentence built from the verdict's numbers (server elevations/service.ts).
 */
export function coverageText(result: TVerifyElevationGridResponse): string {
  if (english()) return result.message;
  if (result.elevation_source === 'None') return i18n.t('elevations:coverage.noSource');
  const { cell_count: cells, gap_count: gaps } = result;
  if (cells === 0) return i18n.t('elevations:coverage.tooSmall');
  if (gaps === 0) return i18n.t('elevations:coverage.full');
  if (gaps === cells) return i18n.t('elevations:coverage.none');
  return i18n.t('elevations:coverage.partial', {
    pct: numberText(result.coverage_pct),
    gaps: numberText(gaps),
    cells: numberText(cells),
  });
}

/** The heat map's note (only the server's "no source" sentence today), Hindi by its meaning. */
export function noteText(note: string): string {
  return english() ? note : i18n.t('elevations:coverage.noSource');
}
