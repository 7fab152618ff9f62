// A Data Check sentence in the reader's language (decision 431): written from the domain's stable
// code and params (packages/domain/src/data-check/words.ts), which say the same as its English
// `message` or reason. English readers get the domain's own sentence, byte for byte; a code this
// web has no words for (a newer domain, a reader's free text) also falls back to the English.
import type { Coded, DataCheckResult } from '@sortie/domain/data-check';
import { currentLanguage, i18n } from '../../../i18n/i18n.ts';
import { formatNumber } from '../../../i18n/locale.ts';

/** Params the English shows with fixed decimals (`toFixed`); the others as they are. */
const DECIMALS: Readonly<Record<string, number>> = {
  coverage: 1,
  altitude: 1,
  offset: 1,
  median: 1,
  pitch: 1,
  achievedCm: 2,
  plannedCm: 2,
};
/** Numbers that are codes, not quantities: never grouped. */
const AS_IS = new Set(['compression', 'bits']);

const has = (key: string) => i18n.exists(key) || i18n.exists(`${key}_other`);

function localParams(params: Coded['params']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) {
    const d = DECIMALS[k];
    out[k] =
      typeof v !== 'number' || AS_IS.has(k)
        ? String(v)
        : formatNumber(
            v,
            d === undefined ? undefined : { minimumFractionDigits: d, maximumFractionDigits: d },
          );
  }
  return out;
}

/** The sentence `coded` says, in the reader's language; `english` is the domain's own words. */
export function dataCheckText(coded: Coded | undefined, english: string): string {
  if (!coded || currentLanguage() !== 'hi') return english;
  const key = `dataCheck:sentences.${coded.code}`;
  if (!has(key)) return english;
  const raw = coded.params;
  const params = localParams(raw);
  // Pixels left unchecked say why with a code of their own.
  if (typeof raw.reason === 'string') {
    const why = `dataCheck:skipped.${raw.reason}`;
    if (!has(why)) return english;
    params.reason = i18n.t(why, params);
  }
  if (raw.unit === 'min' || raw.unit === 's')
    params.duration = i18n.t(`dataCheck:pause.${raw.unit}`, params);
  // A camera without a make is "Unknown" in the domain's list (cameraKey); Hindi names it.
  if (typeof raw.cameras === 'string')
    params.cameras = raw.cameras.replace(
      /(^|, )Unknown\b/g,
      `$1${i18n.t('dataCheck:unknownCamera')}`,
    );
  // `count` picks the plural form; `n` is the same number written for the reader.
  const count = typeof raw.count === 'number' ? raw.count : undefined;
  return i18n.t(key, { ...params, count, n: params.count, defaultValue: english });
}

/** The verdict's reasons, each in the reader's language (one for one with `reasons`). */
export function reasonTexts(result: Pick<DataCheckResult, 'reasons' | 'reasonCodes'>): string[] {
  return result.reasons.map((english, i) => dataCheckText(result.reasonCodes[i], english));
}

/** A finding's sentence (an image's or the dataset's) in the reader's language. */
export const findingText = (finding: Coded & { message: string }) =>
  dataCheckText(finding, finding.message);
